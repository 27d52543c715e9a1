import { z } from 'zod';
import type { FigureKey } from '../figures.ts';

/**
 * The big-screen calls (`/business/v1/bigScreen/…`): what each answers. Every
 * figure is counted over the caller's district scope (a district user: their district; the city
 * and operations: the whole city). The meaning of each is written in docs/big-screens.md.
 */

/** `riskNumber/month`, `orderNumber/month`: how many months back, this month included. */
export const monthsQuery = z.object({
  months: z.coerce
    .number({ error: '月份数必须是数字' })
    .int('月份数必须是整数')
    .min(1, '月份数至少为1')
    .max(36, '月份数不能超过36')
    .default(12),
});
export type MonthsQuery = z.infer<typeof monthsQuery>;

const count = z.number().int();
const named = z.object({ name: z.string(), value: count });

/** enterpriseRiskNumber: per district the caller sees, risk companies and warning companies (the map). */
export const districtRiskRow = z.object({ area: z.string(), riskTotal: count, warningTotal: count });
export type DistrictRiskRow = z.infer<typeof districtRiskRow>;

/** fieldDistribution: risk information by risk category (risk_category labels). */
export const fieldDistributionRow = named;
export type NamedCount = z.infer<typeof named>;

/** cityNumber: the headline figures. */
export const cityNumber = z.object({
  riskCompanyNum: count,
  riskInfoNum: count,
  pushedNum: count,
  dispatchedNum: count,
  warningNum: count,
  disposingNum: count,
  archivedNum: count,
});
export type CityNumber = z.infer<typeof cityNumber>;

/** The catalogue figure each of cityNumber's fields is (总体情况), in the order the walls show them. */
export const CITY_NUMBER_FIGURES = [
  ['monitoredCompanies', 'riskCompanyNum'],
  ['riskInfo', 'riskInfoNum'],
  ['pushedCompanies', 'pushedNum'],
  ['dispatchedOrders', 'dispatchedNum'],
  ['warningCompanies', 'warningNum'],
  ['disposing', 'disposingNum'],
  ['archived', 'archivedNum'],
] as const satisfies readonly (readonly [FigureKey, keyof CityNumber])[];

/** disposalSpeed: linked disposal per district, how many finished and how fast (calendar days). */
export const disposalSpeedRow = z.object({
  region: z.string(),
  disposeNum: count,
  finishedNum: count,
  avgDays: z.number(),
});
export const disposalSpeed = z.object({ rows: z.array(disposalSpeedRow), total: disposalSpeedRow });
export type DisposalSpeed = z.infer<typeof disposalSpeed>;
/** The total row's name: the whole city's, or for a district user their own district's. */
export const DISPOSAL_SPEED_TOTAL = '全市';
export const DISPOSAL_SPEED_OWN_TOTAL = '本区';

/** statisticsData: this year, month and week (Beijing time, weeks from Monday). */
const periodCounts = z.object({ yearNum: count, monthNum: count, weekNum: count });
export const statisticsData = z.object({
  /** risk information included (条) */
  riskInfo: periodCounts,
  /** companies rated 三级 or above, by the day of rating (家) */
  warningCompany: periodCounts,
  /** people laid off in the disposal's 裁员和维稳 records, by record date (人) */
  layoffPeople: periodCounts,
});
export type StatisticsData = z.infer<typeof statisticsData>;

/** dynamic: the latest workflow actions on verification orders. */
export const dynamicRow = z.object({
  id: count,
  time: z.string(),
  companyName: z.string(),
  region: z.string(),
  action: z.string(),
  actor: z.string(),
});
export type DynamicRow = z.infer<typeof dynamicRow>;

/** riskIndex: risk information by risk point (risk_dot) and degree 低/中/高. */
export const riskIndexRow = z.object({ riskPoint: z.string(), low: count, medium: count, high: count, total: count });
export type RiskIndexRow = z.infer<typeof riskIndexRow>;

/** statisticsRiskLevel: verification orders by warning level (一级 … 三级以下, 未定级). */
export const riskLevelRow = named;

/** riskCompanyInfos: the latest risk information. */
export const latestRiskInfoRow = z.object({
  id: count,
  companyName: z.string(),
  region: z.string(),
  riskPoint: z.string(),
  riskDegree: z.string(),
  includedTime: z.string(),
});
export type LatestRiskInfoRow = z.infer<typeof latestRiskInfoRow>;

/** warnCompanys: the latest companies rated 三级 or above, with their disposal state. */
export const warnCompanyRow = z.object({
  id: count,
  companyName: z.string(),
  region: z.string(),
  level: z.string(),
  gradeTime: z.string(),
  status: z.string(),
});
export type WarnCompanyRow = z.infer<typeof warnCompanyRow>;

/** riskNumber/month: risk information included per month (yyyy-MM), oldest first. */
export const monthCountRow = z.object({ month: z.string(), value: count });
export type MonthCountRow = z.infer<typeof monthCountRow>;

/**
 * orderNumber/month, the month chart: per month the risk companies pushed to the city (one order each,
 * by push time) and the warning orders dispatched to the districts (by dispatch time), under doc 2's
 * chart names.
 */
export const orderMonthRow = z.object({ month: z.string(), riskCompanyCount: count, warningDispatchCount: count });
export type OrderMonthRow = z.infer<typeof orderMonthRow>;

/** How many rows the scrolling lists carry. */
export const LATEST_ROWS = 20;

/** guidance (/educationFullScreen): the interviews (约谈) and service dockings (对接服务) of linked disposal. */
export const guidanceDistrictRow = z.object({
  region: z.string(),
  /** disposal orders (companies rated 三级 or above) */
  disposeNum: count,
  interviewCompanies: count,
  interviewTimes: count,
  /** interview rate = interviewed / 三级-and-above companies */
  interviewRate: z.number(),
  serviceCompanies: count,
  serviceTimes: count,
});
export const guidance = z.object({
  total: guidanceDistrictRow,
  rows: z.array(guidanceDistrictRow),
  months: z.array(z.object({ month: z.string(), interviews: count, services: count })),
  latest: z.array(
    z.object({
      id: count,
      date: z.string(),
      companyName: z.string(),
      region: z.string(),
      type: z.string(),
      content: z.string(),
    }),
  ),
});
export type Guidance = z.infer<typeof guidance>;

/** publicOpinion (/publicOpinion): the news and the monitor keywords' hits in them. */
export const publicOpinion = z.object({
  total: z.object({ newsNum: count, keywordNum: count, hitNewsNum: count }),
  keywords: z.array(z.object({ keyWord: z.string(), type: z.string(), region: z.string(), hits: count })),
  types: z.array(named),
  months: z.array(z.object({ month: z.string(), news: count, hitNews: count })),
  latest: z.array(
    z.object({ id: count, time: z.string(), title: z.string(), status: z.string(), keywords: z.string() }),
  ),
});
export type PublicOpinion = z.infer<typeof publicOpinion>;
