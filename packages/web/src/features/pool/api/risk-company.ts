/** The risk company pool (`/business/risk/company`); rows are `PoolCompanyRow` of @risk/shared/schemas/pool. */
export const POOL_URL = '/business/risk/company';

/** Sortable fields of the pool list (the server's whitelist). */
export const POOL_SORTABLE = ['includedTime', 'createTime', 'pushTime', 'dispatchTime', 'gradeTime'] as const;
export const POOL_DEFAULT_SORT = 'includedTime,DESC';
