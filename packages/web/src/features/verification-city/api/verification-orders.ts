/** The verification orders (`/business/v1/riskVerificationForms`); rows are `OrderRow` of @risk/shared/schemas/verification. */
export const ORDERS_URL = '/business/v1/riskVerificationForms';

/** Sortable fields of the order lists (the server's whitelist); the city lists default to push time. */
export const ORDER_SORTABLE = [
  'pushTime',
  'dispatchTime',
  'includedTime',
  'verificationTime',
  'gradeTime',
  'createTime',
] as const;
export const CITY_DEFAULT_SORT = 'pushTime,DESC';
/** Spec doc 1 §9: the early-warning lists by dispatch time. */
export const WARNING_DEFAULT_SORT = 'dispatchTime,DESC';
