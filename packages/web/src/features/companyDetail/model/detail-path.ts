/** The hidden company detail route (spec doc 1 §2): /riskCompany/details/{companyName}/{creditCode}. */
export const companyDetailPath = (companyName: string, creditCode: string) =>
  `/riskCompany/details/${encodeURIComponent(companyName)}/${creditCode}`;
