/** The hidden company detail route: /riskCompany/details/{companyName}/{creditCode}. */
export const companyDetailPath = (companyName: string, creditCode: string) =>
  `/riskCompany/details/${encodeURIComponent(companyName)}/${creditCode}`;
