import type { BusinessSurvey, LabourMarket, MacroData, SocialData } from '@risk/shared/schemas/datasets';
import type { EarlyWarnRow } from '@risk/shared/api/reports';
import { http } from '../../../lib/http.ts';

/**
 * The reads of the data-set big screens: the imported data set (docs/datasets.md) and the
 * platform's own figures beside it. Silent: a wall screen shows 离线, not error pop-ups.
 */
const silent = { silent: true } as const;
const get = <T>(url: string, signal: AbortSignal, params?: Record<string, unknown>) =>
  http.get<T>(url, params, { ...silent, signal });

/** GET /business/v1/twoBi/macroData (biType 1) */
export const fetchMacroData = (signal: AbortSignal) => get<MacroData>('/business/v1/twoBi/macroData', signal);
/** GET /business/v1/twoBi/businessSurvey (biType 2) */
export const fetchBusinessSurvey = (signal: AbortSignal) =>
  get<BusinessSurvey>('/business/v1/twoBi/businessSurvey', signal);
/** GET /business/v1/twoBi/labourMarket (biType 3) */
export const fetchLabourMarket = (signal: AbortSignal) => get<LabourMarket>('/business/v1/twoBi/labourMarket', signal);
/** GET /business/v1/twoBi/social (biType 5) */
export const fetchSocial = (signal: AbortSignal) => get<SocialData>('/business/v1/twoBi/social', signal);

/** The pool's statistic cards (GET /business/risk/company/total) in the user's scope. */
export interface PoolTotals {
  allTotal: number;
  isMatchTotal: number;
  noMatchTotal: number;
  focusTotal?: number;
}
export const fetchPoolTotals = (signal: AbortSignal) => get<PoolTotals>('/business/risk/company/total', signal);

/** The warning statement per district (GET /business/v1/risk/earlyWarnReport, all time). */
export const fetchEarlyWarn = (signal: AbortSignal) => get<EarlyWarnRow[]>('/business/v1/risk/earlyWarnReport', signal);
