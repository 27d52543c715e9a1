import { z } from 'zod';
import { DISTRICT_NAMES } from '../districts.ts';
import { labelOf } from '../figures.ts';
import { WARNING_LEVELS } from '../verification.ts';
import { pageQuerySchema, wireTime } from '../wire.ts';

/**
 * Dashboards, the work plan, the risk statement and the monthly report.
 * Paths: see docs/dashboards.md.
 */
export const DASHBOARD_MSG = {
  year: '年份不正确：请选择 2000 年至今年之间的年份（0 表示全部年份）',
  month: '月份格式应为 yyyy-MM，且不能晚于本月',
  region: '区县不存在',
  level: '预警级别不存在，应为 一级、二级、三级、三级以下 或 全部',
  focusType: '关注类型不存在，应为 city、district 或 other',
  page: '看板页面不存在，应为 city 或 district',
  snapshotExists: (month: string) => `${month} 的月度监测已发布，已发布的月份不能再修改`,
  snapshotFuture: '只能发布本月及以前的月度监测',
  snapshotMissing: '该月尚未发布月度监测',
} as const;

/** The whole-city row of the work plan and the root of the risk statement tree. */
export const WHOLE_CITY = '全市';

const firstYear = 2000;
/** `year`: absent, '' or 0 = all years; otherwise a year from 2000 to this year. */
export const yearParam = z.preprocess(
  (v) => (v === undefined || v === '' || v === '0' || v === 0 ? undefined : v),
  z.coerce
    .number({ error: DASHBOARD_MSG.year })
    .int(DASHBOARD_MSG.year)
    .refine((y) => y >= firstYear && y <= new Date().getFullYear() + 1, DASHBOARD_MSG.year)
    .optional(),
);
export const yearQuery = z.object({ year: yearParam });
export type YearQuery = z.infer<typeof yearQuery>;

export const regionName = z
  .string({ error: DASHBOARD_MSG.region })
  .refine((r) => r === WHOLE_CITY || (DISTRICT_NAMES as readonly string[]).includes(r), DASHBOARD_MSG.region);

/** Level path segment of the downsizing details: a warning level or 全部. */
export const LEVEL_ALL = '全部';
export const levelName = z
  .string()
  .refine((l) => l === LEVEL_ALL || (WARNING_LEVELS as readonly string[]).includes(l), DASHBOARD_MSG.level);

export const regionParam = z.object({ region: regionName });
/** The dashboard pages whose first view is answered in one round trip (GET dashBoard/page/{kind}). */
export const DASHBOARD_PAGES = ['city', 'district'] as const;
export type DashboardPage = (typeof DASHBOARD_PAGES)[number];
export const dashboardPageParam = z.object({ kind: z.enum(DASHBOARD_PAGES, { error: DASHBOARD_MSG.page }) });
export const regionLevelParam = z.object({ region: regionName, level: levelName });
export const detailQuery = pageQuerySchema.extend({ year: yearParam });
export type DetailQuery = z.infer<typeof detailQuery>;

/** The focus tabs (市级关注, 区级关注, 其他关注) read the followed pool companies of one kind. */
export const FOCUS_TYPES = { city: '市级关注', district: '区级关注', other: '其他关注' } as const;
export type FocusType = keyof typeof FOCUS_TYPES;
export const focusQuery = z.object({
  year: yearParam,
  type: z.enum(['city', 'district', 'other'], { error: DASHBOARD_MSG.focusType }).default('city'),
});
export const focusListQuery = pageQuerySchema.extend({
  type: z.enum(['city', 'district', 'other'], { error: DASHBOARD_MSG.focusType }).default('city'),
});
export const levelListQuery = pageQuerySchema.extend({ year: yearParam });

/** Month of the monthly report: yyyy-MM, not after this month (Beijing). */
export const monthValue = z
  .string({ error: DASHBOARD_MSG.month })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, DASHBOARD_MSG.month)
  .refine((m) => m <= new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7), DASHBOARD_MSG.month);
export const monthQuery = z.object({ month: monthValue });
export const monthSnapshotQuery = z.object({ month: monthValue.optional() });
export const monthSnapshotBody = z.object({ month: monthValue });

/** The risk statement: a period and a district. */
const statementTime = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, `${label}格式应为 yyyy-MM-dd HH:mm:ss`)
      .optional(),
  );
export const regionStatementQuery = z.object({
  startTime: statementTime('开始时间'),
  endTime: statementTime('结束时间'),
  companyRegion: z.preprocess((v) => (v === '' ? undefined : v), regionName.optional()),
});
export type RegionStatementQuery = z.infer<typeof regionStatementQuery>;

// ---- answers ----

const count = z.number();
/** An object of counts under the given keys. */
const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, count])) as Record<K, typeof count>);

/** The six tiles of the city and operations dashboards. */
export const dashboardTotal = z.object({
  /** 平台推送: orders pushed to the city */
  pushNum: count,
  /** 市级预警: companies rated 一级 or 二级 */
  firstWarningCompany: count,
  secondWarningCompany: count,
  cityWarningNum: count,
  /** 区级上报: companies added by district users */
  zoneAddNum: count,
  /** 重点关注企业 (focus or city focus, now) */
  focusNum: count,
  /** 近一年累计裁员 and 本月裁员 (people, from the 裁员和维稳 records) */
  yearLayoffsNum: count,
  monthLayoffsNum: count,
  shouldNum: count,
  feedbackNum: count,
  aboveLevel3Total: count,
  guideNum: count,
});
export type DashboardTotal = z.infer<typeof dashboardTotal>;

export const periodCounts = countsOf(['yearNum', 'monthNum', 'weekNum']);
export type PeriodCounts = z.infer<typeof periodCounts>;
/** Ring charts: risk information (条), warning companies (家), laid-off people (人). */
export const cityNumber = z.object({ risk: periodCounts, warning: periodCounts, layoff: periodCounts });
export type CityNumber = z.infer<typeof cityNumber>;
export const areaRiskRow = z.object({ area: z.string(), riskTotal: count, warningTotal: count });
export type AreaRiskRow = z.infer<typeof areaRiskRow>;
export const namedCount = z.object({ name: z.string(), value: count });
export type NamedCount = z.infer<typeof namedCount>;
/** The counts the 核实情况 card sums (the server reads them from the materialised rows), then its rates. */
export const VERIFY_COUNT_KEYS = ['shouldNum', 'receivedNum', 'feedbackNum', 'approvedNum'] as const;
export const verifyTotals = countsOf([...VERIFY_COUNT_KEYS, 'verifyRate', 'guidanceRate']);
export type VerifyTotals = z.infer<typeof verifyTotals>;
/** The counts the 联动处置情况 card sums, then its rates. */
export const DISPOSAL_COUNT_KEYS = [
  'disposeCompNum',
  'unPending',
  'interviewNum',
  'allInterviewNum',
  'stabilityNum',
  'dockNum',
  'allDockNum',
  'aboveLevel3Total',
  'guideNum',
] as const;
export const disposalTotals = countsOf([...DISPOSAL_COUNT_KEYS, 'disposalRate', 'interviewRate']);
export type DisposalTotals = z.infer<typeof disposalTotals>;
export const speedTotal = countsOf(['differenceTime', 'submitTotal', 'averageDays', 'targetDays']);
export type SpeedTotal = z.infer<typeof speedTotal>;
export const speedRow = z.object({
  region: z.string(),
  ...countsOf(['differenceTime', 'submitTotal', 'averageDays', 'disposalDays', 'disposalTotal', 'disposalAverageDays'])
    .shape,
});
export type SpeedRow = z.infer<typeof speedRow>;
/** Colour of a warning-list row (red, yellow, blue, grey or green). */
export const LEVEL_COLOURS = ['red', 'yellow', 'blue', 'grey', 'green'] as const;
export type LevelColour = (typeof LEVEL_COLOURS)[number];
/** A row of the coloured warning list: first rating against the current level. */
export const levelListRow = z.object({
  orderId: z.number().int(),
  riskCompanyId: z.number().int(),
  companyName: z.string(),
  region: z.string(),
  initialLevel: z.string(),
  level: z.string(),
  colour: z.enum(LEVEL_COLOURS),
  /** Beijing time, yyyy-MM-dd HH:mm:ss */
  gradeTime: z.string().nullable(),
  followed: z.boolean(),
});
export type LevelListRow = z.infer<typeof levelListRow>;
export const radarIndicator = z.object({ name: z.string(), max: z.number() });
export type RadarIndicator = z.infer<typeof radarIndicator>;
export const companyRadar = z.object({
  companyName: z.string(),
  region: z.string(),
  indicators: z.array(radarIndicator),
  company: z.array(z.number()),
  districtAverage: z.array(z.number()),
});
export type CompanyRadar = z.infer<typeof companyRadar>;

/** District dashboard totals. */
export const districtTotal = countsOf([
  'earlyWarningNum',
  'waitOrdersNum',
  'waitVerifyNum',
  'waitDisposalNum',
  'returnedNum',
  'monitoringNum',
  'reportNum',
  'dockNum',
]);
export type DistrictTotal = z.infer<typeof districtTotal>;
export const dayCount = z.object({ day: z.string(), num: count });
export type DayCount = z.infer<typeof dayCount>;

/** Work plan per district with the shared rates. */
export const workPlanRow = z.object({
  region: z.string(),
  ...countsOf([
    'receivedNum',
    'shouldNum',
    'feedbackNum',
    'aboveLevel3Total',
    'layoffsNum',
    'guideNum',
    'differenceTime',
    'submitTotal',
    'verifyRate',
    'disposalRate',
    'averageFeedbackDays',
    // 已超期 (now) and 催办次数 of the orders dispatched in the year (docs/timeliness.md)
    'overdueNum',
    'urgeNum',
  ]).shape,
});
export type WorkPlanRow = z.infer<typeof workPlanRow>;

/**
 * A focus tab's area chart, under doc 2's chart names: per district the followed risk companies and
 * those rated 三级 or above, whose warning went to linked disposal.
 */
export const focusAreaRow = z.object({ area: z.string(), riskCompanyCount: count, warningDispatchCount: count });
export type FocusAreaRow = z.infer<typeof focusAreaRow>;
export const focusCompanyRow = z.object({
  id: z.number().int(),
  companyName: z.string(),
  region: z.string().nullable(),
  level: z.string(),
  status: z.number().int(),
  riskDegree: z.number().nullable(),
  riskInfoCount: z.number().int(),
  followed: z.boolean(),
});
export type FocusCompanyRow = z.infer<typeof focusCompanyRow>;

/** An order behind a work-plan cell (预警名单, 裁员名单 details). */
export const workPlanOrderRow = z.object({
  id: z.number().int(),
  riskCompanyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  region: z.string(),
  status: z.number().int(),
  level: z.string(),
  isDownsizing: z.string().nullable(),
  pushTime: wireTime,
  dispatchTime: wireTime.nullable(),
  ordersTime: wireTime.nullable(),
  verificationTime: wireTime.nullable(),
  gradeTime: wireTime.nullable(),
});
export type WorkPlanOrderRow = z.infer<typeof workPlanOrderRow>;
/** 核实率 details: the order and its feedback time in working days (to now while still awaited). */
export const verifyRateRow = workPlanOrderRow.extend({ feedbackDays: z.number().nullable() });
export type VerifyRateRow = z.infer<typeof verifyRateRow>;
/** 联动处置率 details: a disposal order. */
export const disposalRateRow = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  companyName: z.string(),
  region: z.string(),
  level: z.string(),
  status: z.number().int(),
  talkNum: z.number().int(),
  downsizingNum: z.number().int(),
  serverNum: z.number().int(),
  createTime: wireTime,
  finishTime: wireTime.nullable(),
});
export type DisposalRateRow = z.infer<typeof disposalRateRow>;

/** One column of a district table: its row field and its header. */
export type DistrictColumn<K extends string = string> = { key: K; header: string };
/** A district table's columns, in the order of `headers`, from one map of field → header. */
const columnsOf = <K extends string>(headers: Record<K, string>): DistrictColumn<K>[] =>
  (Object.keys(headers) as K[]).map((key) => ({ key, header: headers[key] }));

/**
 * Region statement (风险报表) fields. Its people are 核实裁员人数: what the verification forms of the
 * orders counted in 裁员企业数 report (catalogue `verifiedLayoffPeople`), not the dashboards' 裁员人数
 * of the disposal's records, so the header says which.
 */
const REGION_STATEMENT_HEADERS = {
  oddNum: '派单数',
  approveCompNum: '审核通过企业数',
  orderReceivedNum: '接单数',
  feedbackReceived: '核实反馈数',
  downsCompNum: '裁员企业数',
  downsCompPersonNum: labelOf('verifiedLayoffPeople'),
  downsCompPersonNumTwelve: `近12个月${labelOf('verifiedLayoffPeople')}`,
  gradeThreeComp: '三级及以上企业数',
  gradeThreeCompOne: '近1个月三级及以上',
  gradeThreeCompTwelve: '近12个月三级及以上',
  disposalRate: '联动处置率',
  guidanceTrainNum: '约谈指导次数',
  planDownNum: '计划裁员人数',
  actualDownNum: '实际裁员人数',
  dockingSevNum: '对接服务次数',
  submitLaffNum: '裁员报告数',
  archivedNum: labelOf('archived'),
  evaluatedNum: labelOf('evaluated'),
} as const;
export const REGION_STATEMENT_COLUMNS = columnsOf(REGION_STATEMENT_HEADERS);
export type RegionStatementKey = keyof typeof REGION_STATEMENT_HEADERS;
export type RegionStatementRow = { region: string; children?: RegionStatementRow[] } & Record<
  Exclude<RegionStatementKey, 'disposalRate'>,
  number
> & { disposalRate: string };
/** A row of the statement tree: 全市 with a child per district (a district user: their district alone). */
export const regionStatementRow: z.ZodType<RegionStatementRow> = z.object({
  region: z.string(),
  ...(Object.fromEntries(
    REGION_STATEMENT_COLUMNS.map((c) => [c.key, c.key === 'disposalRate' ? z.string() : count]),
  ) as unknown as Record<RegionStatementKey, z.ZodType<number | string>>),
  get children() {
    return z.array(regionStatementRow).optional();
  },
}) as unknown as z.ZodType<RegionStatementRow>;

/** The three tables of the monthly report (月度监测), a row per district and 全市. */
export const MONTHLY_TABLES = {
  one: {
    title: '表一 风险监测与核实',
    columns: columnsOf({
      companyNum: '新增风险企业',
      riskInfoNum: '新增风险信息（条）',
      pushNum: '平台推送',
      shouldNum: '派单',
      receivedNum: '接单',
      feedbackNum: '核实反馈',
      verifyRate: '核实率',
    }),
  },
  two: {
    title: '表二 预警定级',
    columns: columnsOf({
      level1Num: '一级',
      level2Num: '二级',
      level3Num: '三级',
      belowLevel3Num: '三级以下',
      averageFeedbackDays: '平均反馈（工作日）',
    }),
  },
  three: {
    title: '表三 联动处置与裁员',
    columns: columnsOf({
      disposeCompNum: '联动处置企业',
      interviewNum: '约谈企业',
      allInterviewNum: '约谈次数',
      dockNum: '对接服务企业',
      // the disposal's records (catalogue disposalLayoffPeople), beside reports filed on verification forms
      layoffPerson: labelOf('disposalLayoffPeople'),
      submitLaffNum: '裁员报告',
    }),
  },
} as const;
export type MonthlyTableKey = keyof typeof MONTHLY_TABLES;
/** A row of a monthly table: the district (or 全市) and the table's columns (a snapshot keeps those of its day). */
export const monthlyRow = z.object({ region: z.string() }).catchall(z.union([z.number(), z.string()]));
export type MonthlyRow = z.infer<typeof monthlyRow>;
export const monthlyTable = z.object({
  month: z.string(),
  /** true when read from the published snapshot */
  published: z.boolean(),
  publishTime: z.string().nullable(),
  rows: z.array(monthlyRow),
});
export type MonthlyTable = z.infer<typeof monthlyTable>;
export const monthSnapshotRow = z.object({
  id: z.number().int(),
  month: z.string(),
  createBy: z.string(),
  createTime: z.string(),
});
export type MonthSnapshotRow = z.infer<typeof monthSnapshotRow>;
export function levelColour(level: string, defused: boolean): LevelColour {
  if (defused) return 'green';
  return ({ 一级: 'red', 二级: 'yellow', 三级: 'blue' } as Record<string, LevelColour>)[level] ?? 'grey';
}
export const LEVEL_COLOUR_HEX: Record<LevelColour, string> = {
  red: '#e5484d',
  yellow: '#f5a623',
  blue: '#3b82f6',
  grey: '#9ca3af',
  green: '#22a06b',
};
