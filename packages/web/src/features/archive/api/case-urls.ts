/** The disposal lists show pool status, archive and evaluation times: they refresh after those writes too. */
export const DISPOSAL_URL = '/business/v1/riskDisposalForms';
