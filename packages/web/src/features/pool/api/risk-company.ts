/** The risk company pool (`/business/risk/company`): its rows as the list answers them. */
export const POOL_URL = '/business/risk/company';

/** Sortable fields of the pool list (the server's whitelist). */
export const POOL_SORTABLE = ['includedTime', 'createTime', 'pushTime', 'dispatchTime', 'gradeTime'] as const;
export const POOL_DEFAULT_SORT = 'includedTime,DESC';

export interface RiskCompanyRow {
  id: number;
  companyName: string;
  creditCode: string;
  registrationPlace: string | null;
  /** dispatch district */
  companyRegion: string | null;
  riskPoint: string | null;
  riskDegree: number | null;
  riskDimensionName: string | null;
  /** comma-separated risk_category values */
  type: string | null;
  status: number;
  infoStatus: number;
  isMatch: boolean;
  /** present only for the levels that may see them */
  focus?: boolean;
  cityFocus?: boolean;
  specialFollow?: boolean;
  riskInfoCount: number;
  level: string;
  legalPerson: string | null;
  /** masked (138****1234) */
  legalPersonPhone: string | null;
  contacts: string | null;
  contactsPhone: string | null;
  remark: string | null;
  includedTime: string;
  pushTime: string | null;
  dispatchTime: string | null;
  gradeTime: string | null;
  archiveTime: string | null;
  evaluateTime: string | null;
  createTime: string;
}
