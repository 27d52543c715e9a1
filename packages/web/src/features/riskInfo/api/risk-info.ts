/** Risk information (`/business/v1/risk/riskCompanyInfo`); rows are `RiskInfoRow` of @risk/shared/schemas/riskInfo. */
export const RISK_INFO_URL = '/business/v1/risk/riskCompanyInfo';
export const RISK_INFO_SORTABLE = ['includedTime', 'createTime'] as const;
export const RISK_INFO_DEFAULT_SORT = 'includedTime,DESC';
/** Attachments: upload (POST ?name=) and download (GET /{id}). */
export const ATTACHMENT_URL = '/business/v1/risk/toolLocalStorage';
