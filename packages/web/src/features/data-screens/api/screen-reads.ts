import { datasetCalls } from '@risk/shared/api/datasets';
import type { AnyEndpoint, ContentOf } from '@risk/shared/api/endpoint';
import { bigScreenCalls } from '@risk/shared/api/bigScreen';
import { reportsCalls } from '@risk/shared/api/reports';
import { api } from '../../../lib/http.ts';

/**
 * The reads of the data-set big screens: the imported data set (docs/datasets.md) and the
 * platform's own figures beside it. Silent: a wall screen shows 离线, not error pop-ups.
 */
const get =
  <E extends AnyEndpoint>(call: E) =>
  (signal: AbortSignal) => {
    // a read of no parameters, typed by its own answer
    const any: AnyEndpoint = call;
    return api.read(any, { silent: true, signal }) as Promise<ContentOf<E>>;
  };

/** macroData (biType 1) */
export const fetchMacroData = get(datasetCalls.macroData);
/** businessSurvey (biType 2) */
export const fetchBusinessSurvey = get(datasetCalls.businessSurvey);
/** labourMarket (biType 3) */
export const fetchLabourMarket = get(datasetCalls.labourMarket);
/** social (biType 5) */
export const fetchSocial = get(datasetCalls.social);
/** The monitor's headline figures in the user's scope (总体情况). */
export const fetchCityNumber = get(bigScreenCalls.cityNumber);
/** The warning statement per district (all time). */
export const fetchEarlyWarn = get(reportsCalls.earlyWarnReport);
