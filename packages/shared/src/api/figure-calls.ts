import type { FigureKey } from '../figures.ts';
import { bigScreenCalls } from './bigScreen.ts';
import { dashboardCalls } from './dashboard.ts';
import type { AnyEndpoint, ContentOf } from './endpoint.ts';
import { poolCalls } from './pool.ts';
import { reportsCalls } from './reports.ts';
import { statementCalls } from './statements.ts';
import { verificationCalls } from './verification.ts';
import { COMPANY_STATUS, POOL_PRESET_STATUSES } from '../pool.ts';
import { USER_LEVEL, type UserLevel } from '../levels.ts';
import type { PageComponentKey } from '../pages.ts';

/** Who looks: operations, the city, or a district (their own district). */
export type Viewer = 'ops' | 'city' | 'district';

/** The viewer a user is: the administrator sees what operations sees. */
export const viewerOf = (level: UserLevel, admin: boolean): Viewer =>
  admin || level === USER_LEVEL.OPS ? 'ops' : level === USER_LEVEL.CITY ? 'city' : 'district';

/** One place a figure is shown: a call, the number in its answer, and the viewers that screen serves. */
export interface FigureShown {
  call: AnyEndpoint;
  query?: Record<string, unknown>;
  pick: (content: never) => number;
  /** the viewers whose screens show it (all when absent) */
  viewers?: readonly Viewer[];
}

const at = <E extends AnyEndpoint>(
  call: E,
  pick: (content: ContentOf<E>) => number,
  more: { query?: Record<string, unknown>; viewers?: readonly Viewer[] } = {},
): FigureShown => ({ call, pick: pick as (content: never) => number, ...more });

type Period = { yearNum: number; monthNum: number; weekNum: number };
const sum = <T>(rows: T[], n: (row: T) => number) => rows.reduce((s, r) => s + n(r), 0);
const WARNING_LEVEL_NAMES = new Set(['一级', '二级', '三级']);
/** 风险报表 over every date: its first row is 全市 for the city, the district's own row for a district. */
const WHOLE_STATEMENT = { startTime: '2000-01-01', endTime: '2099-12-31' };

/** The periods of one figure family shown by the wall's 本年·本月·本周 and the dashboards' rings. */
const periods = (
  screen: (c: ContentOf<typeof bigScreenCalls.statisticsData>) => Period,
  dashboard: (c: ContentOf<typeof dashboardCalls.cityNumber>) => Period,
  unit: keyof Period,
) => [
  at(bigScreenCalls.statisticsData, (c) => screen(c)[unit]),
  at(dashboardCalls.cityNumber, (c) => dashboard(c)[unit]),
];

/**
 * The list that counts a figure, where a clerk checks the number the wall shows: the page (by its
 * menu component) opened with these filters in its address shows the same total. Only the viewers
 * whose list counts exactly the figure get the link (the city's pool starts at 已推送, so its
 * 监测企业 has no list; its 推送企业 has).
 */
export interface FigureList {
  page: PageComponentKey;
  call: AnyEndpoint;
  filters: Record<string, readonly (string | number)[]>;
  viewers: readonly Viewer[];
}

const pushedStatuses = POOL_PRESET_STATUSES[USER_LEVEL.CITY]!;
export const FIGURE_LISTS: Partial<Record<FigureKey, FigureList>> = {
  monitoredCompanies: { page: 'riskCompany/index', call: poolCalls.list, filters: {}, viewers: ['ops'] },
  notPushedCompanies: {
    page: 'riskCompany/index',
    call: poolCalls.list,
    filters: { status: [COMPANY_STATUS.NOT_PUSHED] },
    viewers: ['ops'],
  },
  pushedCompanies: {
    page: 'riskCompany/index',
    call: poolCalls.list,
    filters: { status: pushedStatuses },
    viewers: ['city', 'district'],
  },
};

/** A figure's list as one more place showing it: its total, asked with the list's filters. */
const listShowing = (list: FigureList): FigureShown =>
  at(list.call as typeof poolCalls.list, (page) => page.metadata.totalElements, {
    query: { ...list.filters, page: 0, size: 1 },
    viewers: list.viewers,
  });

/** The screens, cards and reports showing each figure: a panel that shows a figure joins here by naming it. */
const SHOWN_ON_SCREENS: Partial<Record<FigureKey, FigureShown[]>> = {
  monitoredCompanies: [
    at(bigScreenCalls.cityNumber, (c) => c.riskCompanyNum),
    at(bigScreenCalls.enterpriseRiskNumber, (rows) => sum(rows, (r) => r.riskTotal), { viewers: ['district'] }),
    at(poolCalls.total, (c) => c.allTotal, { viewers: ['ops'] }),
  ],
  notPushedCompanies: [
    at(verificationCalls.statistics, (c) => c.city.at(-1)?.notPushedNum ?? 0, { viewers: ['ops', 'city'] }),
  ],
  pushedCompanies: [
    at(bigScreenCalls.cityNumber, (c) => c.pushedNum),
    at(dashboardCalls.total, (c) => c.pushNum),
    at(poolCalls.total, (c) => c.allTotal, { viewers: ['city', 'district'] }),
  ],
  dispatchedOrders: [
    at(bigScreenCalls.cityNumber, (c) => c.dispatchedNum),
    at(dashboardCalls.total, (c) => c.shouldNum),
    at(dashboardCalls.verify, (c) => c.shouldNum),
    at(dashboardCalls.districtTotal, (c) => c.earlyWarningNum, { viewers: ['district'] }),
  ],
  riskInfo: [at(bigScreenCalls.cityNumber, (c) => c.riskInfoNum)],
  riskInfoYear: periods(
    (c) => c.riskInfo,
    (c) => c.risk,
    'yearNum',
  ),
  riskInfoMonth: periods(
    (c) => c.riskInfo,
    (c) => c.risk,
    'monthNum',
  ),
  riskInfoWeek: periods(
    (c) => c.riskInfo,
    (c) => c.risk,
    'weekNum',
  ),
  warningCompanies: [
    at(bigScreenCalls.cityNumber, (c) => c.warningNum),
    at(bigScreenCalls.statisticsRiskLevel, (rows) => sum(rows, (r) => (WARNING_LEVEL_NAMES.has(r.name) ? r.value : 0))),
    at(dashboardCalls.total, (c) => c.aboveLevel3Total),
    at(dashboardCalls.disposal, (c) => c.aboveLevel3Total),
  ],
  warningYear: periods(
    (c) => c.warningCompany,
    (c) => c.warning,
    'yearNum',
  ),
  warningMonth: periods(
    (c) => c.warningCompany,
    (c) => c.warning,
    'monthNum',
  ),
  warningWeek: periods(
    (c) => c.warningCompany,
    (c) => c.warning,
    'weekNum',
  ),
  focusCompanies: [
    at(dashboardCalls.total, (c) => c.focusNum, { viewers: ['ops', 'city'] }),
    at(poolCalls.total, (c) => c.focusTotal ?? 0, { viewers: ['ops', 'city'] }),
  ],
  archived: [
    at(bigScreenCalls.cityNumber, (c) => c.archivedNum),
    at(statementCalls.regionStatement, (tree) => tree[0]?.archivedNum ?? 0, { query: WHOLE_STATEMENT }),
  ],
  evaluated: [at(statementCalls.regionStatement, (tree) => tree[0]?.evaluatedNum ?? 0, { query: WHOLE_STATEMENT })],
  // the dispose report's last row is 全市 (a district: its own district's total)
  disposalArchived: [at(reportsCalls.disposeReport, (rows) => rows.at(-1)?.archivedNum ?? 0)],
  disposalEvaluated: [at(reportsCalls.disposeReport, (rows) => rows.at(-1)?.evaluatedNum ?? 0)],
  verifiedLayoffPeople: [
    at(statementCalls.regionStatement, (tree) => tree[0]?.downsCompPersonNum ?? 0, { query: WHOLE_STATEMENT }),
  ],
  layoffReports: [
    at(reportsCalls.layoffsReport, (page) => page.metadata.totalElements, { query: { page: 0, size: 1 } }),
    at(statementCalls.regionStatement, (tree) => tree[0]?.submitLaffNum ?? 0, { query: WHOLE_STATEMENT }),
  ],
  // 核实统计's county table and the work plan end with 全市 (a district: its own district's total)
  overdueOrders: [
    at(verificationCalls.statistics, (c) => c.county.at(-1)?.overdueNum ?? 0),
    at(dashboardCalls.workPlan, (rows) => rows.at(-1)?.overdueNum ?? 0),
  ],
  urges: [
    at(verificationCalls.statistics, (c) => c.county.at(-1)?.urgeNum ?? 0),
    at(dashboardCalls.workPlan, (rows) => rows.at(-1)?.urgeNum ?? 0),
  ],
  layoffPeopleYear: periods(
    (c) => c.layoffPeople,
    (c) => c.layoff,
    'yearNum',
  ),
  layoffPeopleMonth: periods(
    (c) => c.layoffPeople,
    (c) => c.layoff,
    'monthNum',
  ),
  layoffPeopleWeek: periods(
    (c) => c.layoffPeople,
    (c) => c.layoff,
    'weekNum',
  ),
};

/**
 * Every call that shows a figure of the catalogue (`figures.ts`), its list included: the agreement
 * test asks each of them as operations, the city and every district and requires one number per viewer.
 */
export const FIGURE_CALLS: Partial<Record<FigureKey, FigureShown[]>> = Object.fromEntries(
  [...new Set([...Object.keys(SHOWN_ON_SCREENS), ...Object.keys(FIGURE_LISTS)] as FigureKey[])].map((key) => {
    const list = FIGURE_LISTS[key];
    return [key, [...(SHOWN_ON_SCREENS[key] ?? []), ...(list ? [listShowing(list)] : [])]];
  }),
);
