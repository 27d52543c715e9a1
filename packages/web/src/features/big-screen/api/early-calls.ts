/**
 * The calls a big screen makes first, as the screen's queries spell their URLs (under /api/pres).
 * The build's preload script (vite.config.ts, screenPreload) starts them beside the bundle's download
 * when the page opens on that screen, and lib/early-fetch.ts hands each answer to the first request for
 * the same URL. A call missing here, or spelled differently, is simply made later by its panel. No
 * imports: the build reads this file.
 */

/** How many imported weeks the monitoring wall's weekly panel draws. */
export const WEEKS_ON_WALL = 8;
/** How many months the monthly panels draw. */
export const MONTHS_ON_WALL = 12;

const B = '/business/v1/bigScreen';
export const EARLY_CALLS: Record<string, string[]> = {
  monitorFullScreen: [
    `${B}/cityNumber`,
    `${B}/statisticsRiskLevel`,
    `${B}/statisticsData`,
    `${B}/enterpriseRiskNumber`,
    `${B}/riskCompanyInfos`,
    `${B}/warnCompanys`,
    `${B}/riskNumber/month?months=${MONTHS_ON_WALL}`,
    `${B}/orderNumber/month?months=${MONTHS_ON_WALL}`,
    `${B}/disposalSpeed`,
    `/business/v1/oneBi/week?weeks=${WEEKS_ON_WALL}`,
  ],
};
