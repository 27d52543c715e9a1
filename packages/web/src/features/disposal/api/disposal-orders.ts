/** The linked-disposal orders (`/business/v1/riskDisposalForms`); rows are `DisposalRow` of @risk/shared/schemas/disposal. */
export const DISPOSAL_URL = '/business/v1/riskDisposalForms';
export const RECORDS_URL = '/business/v1/riskDisposalInfos';

/** Sortable fields of the disposal lists (the server's whitelist). */
export const DISPOSAL_SORTABLE = ['createTime', 'finishTime', 'archiveTime', 'evaluateTime'] as const;
export const DISPOSAL_DEFAULT_SORT = 'createTime,DESC';
