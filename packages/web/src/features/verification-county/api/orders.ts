/** The verification orders (`/business/v1/riskVerificationForms`); rows are `OrderRow` of @risk/shared/schemas/verification. */
export const ORDERS_URL = '/business/v1/riskVerificationForms';
/** The verification form of an order (`/business/v1/risk/riskVerificationInfos`). */
export const FORMS_URL = '/business/v1/risk/riskVerificationInfos';

export const COUNTY_SORTABLE = [
  'dispatchTime',
  'includedTime',
  'pushTime',
  'verificationTime',
  'gradeTime',
  'createTime',
] as const;
export const COUNTY_DEFAULT_SORT = 'dispatchTime,DESC';
