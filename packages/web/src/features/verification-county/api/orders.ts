import type { OrderStatus, WarningLevel } from '@risk/shared/verification';

/** The verification orders (`/business/v1/riskVerificationForms`); the county list reads them by tab. */
export const ORDERS_URL = '/business/v1/riskVerificationForms';
/** The verification form of an order (`/business/v1/risk/riskVerificationInfos`). */
export const FORMS_URL = '/business/v1/risk/riskVerificationInfos';

export const COUNTY_SORTABLE = ['dispatchTime', 'includedTime', 'pushTime', 'verificationTime', 'gradeTime', 'createTime'] as const;
export const COUNTY_DEFAULT_SORT = 'dispatchTime,DESC';

/** One row of the county work list (issue 4 contract). */
export interface OrderRow {
  id: number;
  riskCompanyId: number;
  companyName: string;
  creditCode: string;
  region: string | null;
  registrationPlace: string | null;
  riskPoint: string | null;
  riskCompanyInfoCount: number;
  status: OrderStatus;
  level: WarningLevel | null;
  refusedReason: string | null;
  auditExplain: string | null;
  isDownsizing: string | null;
  isDefuse: string | null;
  isPushApp: boolean;
  fillAppStatus: number | null;
  pushTime: string | null;
  dispatchTime: string | null;
  ordersTime: string | null;
  verificationTime: string | null;
  includedTime: string | null;
  createTime: string;
  overdue: boolean;
  waitingWorkingDays: number | null;
}
