import { bigScreenCalls } from '../../../../../shared/src/api/bigScreen.ts';
import { datasetCalls } from '../../../../../shared/src/api/datasets.ts';
import { pathOf, type AnyEndpoint } from '../../../../../shared/src/api/endpoint.ts';
import { toQueryString } from '../../../lib/params.ts';

/**
 * The calls a big screen makes first, as the screen's queries spell their URLs (under /api/pres).
 * The build's preload script (vite.config.ts, screenPreload) starts them beside the bundle's download
 * when the page opens on that screen, and lib/early-fetch.ts hands each answer to the first request for
 * the same URL. A call missing here, or asked with another query, is simply made later by its panel.
 * The build reads this file (Node loads vite.config.ts's bundle), so the shared tables come by relative
 * path: a workspace package would be left to Node, which cannot load its .ts files.
 */

/** How many imported weeks the monitoring wall's weekly panel draws. */
export const WEEKS_ON_WALL = 8;
/** How many months the monthly panels draw. */
export const MONTHS_ON_WALL = 12;

const urlOf = (call: AnyEndpoint, query?: Record<string, unknown>) => pathOf(call) + toQueryString(query);

export const EARLY_CALLS: Record<string, string[]> = {
  monitorFullScreen: [
    urlOf(bigScreenCalls.cityNumber),
    urlOf(bigScreenCalls.statisticsRiskLevel),
    urlOf(bigScreenCalls.statisticsData),
    urlOf(bigScreenCalls.enterpriseRiskNumber),
    urlOf(bigScreenCalls.riskCompanyInfos),
    urlOf(bigScreenCalls.warnCompanys),
    urlOf(bigScreenCalls.riskNumberByMonth, { months: MONTHS_ON_WALL }),
    urlOf(bigScreenCalls.orderNumberByMonth, { months: MONTHS_ON_WALL }),
    urlOf(bigScreenCalls.disposalSpeed),
    urlOf(datasetCalls.week, { weeks: WEEKS_ON_WALL }),
  ],
};
