/** The pool (`/business/risk/company`): archive and evaluation act on a pool company id. */
export const POOL_URL = '/business/risk/company';
/** The disposal lists show pool status, archive and evaluation times: they refresh after those writes too. */
export const DISPOSAL_URL = '/business/v1/riskDisposalForms';
/** The layoff statistics of a company (spec doc 2 LayoffsStatisticsInfo). */
export const LAYOFF_URL = '/business/v1/risk/LayoffsStatisticsInfo';
