import { z } from 'zod';
import { BI_TYPES, CONCERN_TYPES, DATASET_MSG, parseMonth, parseQuarter, parseWeek } from '../datasets.ts';
import { pageQuerySchema, textFilter } from '../wire.ts';

// ---------------------------------------------------------------- requests

/** Typed by hand: DATASETS names its import calls, whose query holds this schema. */
export const biTypeSchema: z.ZodType<number, unknown> = z.coerce
  .number({ error: DATASET_MSG.unknownBiType })
  .int(DATASET_MSG.unknownBiType)
  .refine((v) => (BI_TYPES as readonly number[]).includes(v), DATASET_MSG.unknownBiType);

export const biTypeQuery = z.object({ biType: biTypeSchema });

/** `queryImportData`: the past imports of a data set, newest first. */
export const importHistoryQuery = pageQuerySchema.extend({ biType: biTypeSchema });

export const concernTypeSchema = z.enum(Object.keys(CONCERN_TYPES) as ['1', '2', '3'], {
  error: DATASET_MSG.unknownConcernType,
});
export const concernImportQuery = z.object({ type: concernTypeSchema });

/** A period filter in the stored form (2026-10, 2026Q3 or a Monday); blanks count as absent. */
const periodFilter = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v),
  z
    .string()
    .refine((v) => Boolean(parseMonth(v) === v || parseQuarter(v) === v || parseWeek(v) === v), '统计期格式不正确')
    .optional(),
);

/** The browsable rows of any data set (专题, 监测管理). `keyword` matches company name, credit code, topic or indicator. */
export const datasetRowsQuery = pageQuerySchema.extend({
  biType: biTypeSchema,
  period: periodFilter,
  region: textFilter,
  keyword: textFilter,
});
export type DatasetRowsQuery = z.infer<typeof datasetRowsQuery>;

export const periodQuery = z.object({ period: periodFilter, region: textFilter });
export type PeriodQuery = z.infer<typeof periodQuery>;

export const weekQuery = z.object({ week: periodFilter });
export const weeksQuery = z.object({
  weeks: z.coerce
    .number({ error: '周数必须是数字' })
    .int('周数必须是整数')
    .min(1, '周数至少为1')
    .max(104, '周数不能超过104')
    .default(12),
});

/** Earmark company lists (重点企业, 关注企业, 注销情况): a period (default the latest), district and name filters. */
export const earmarkListQuery = pageQuerySchema.extend({
  period: periodFilter,
  region: textFilter,
  companyName: textFilter,
});
export type EarmarkListQuery = z.infer<typeof earmarkListQuery>;
export const concernListQuery = earmarkListQuery.extend({ type: concernTypeSchema.default('1') });

export const TOP_FIELDS = {
  layoffs: '裁员人数',
  employees: '职工人数',
  insured: '参保人数',
  income: '营业收入',
  profit: '利润总额',
} as const;
export type TopField = keyof typeof TOP_FIELDS;
export const topQuery = z.object({
  period: periodFilter,
  by: z.enum(Object.keys(TOP_FIELDS) as [TopField, ...TopField[]], { error: '排序字段不正确' }).default('layoffs'),
  limit: z.coerce
    .number({ error: '条数必须是数字' })
    .int('条数必须是整数')
    .min(1, '条数至少为1')
    .max(50, '条数不能超过50')
    .default(10),
});

// ---------------------------------------------------------------- answers

const cell = z.union([z.string(), z.number(), z.null()]);

/** A stored row: its id, period, district (or null) and the data set's columns by key. */
export const datasetRowSchema = z
  .object({ id: z.number(), period: z.string(), region: z.string().nullable() })
  .catchall(cell);
export type DatasetRowItem = z.infer<typeof datasetRowSchema>;

/** One past import (`queryImportData`). `activeRows`: its rows not replaced by a later import. */
export const importBatchSchema = z.object({
  id: z.number(),
  biType: z.number(),
  name: z.string(),
  fileName: z.string(),
  periods: z.array(z.string()),
  rowCount: z.number(),
  replacedRows: z.number(),
  activeRows: z.number(),
  createBy: z.string(),
  createName: z.string().nullable(),
  createTime: z.string(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

/** A data set import's row report: the import record it wrote, and always the rows replaced, in all and per period. */
export interface DatasetImportResult {
  importId: number;
  biType: number;
  created: number;
  replaced: number;
  periods: { period: string; created: number; replaced: number }[];
  refused: { row: number; column: string; reason: string }[];
}

// oneBi (biType 0): the monitor wall's weekly figures
export const weekFiguresSchema = z.object({
  week: z.string(),
  districts: z.number(),
  monitoredCompanies: z.number(),
  newRiskCompanies: z.number(),
  newRiskInfos: z.number(),
  warnLevel1: z.number(),
  warnLevel2: z.number(),
  warnLevel3: z.number(),
  warnTotal: z.number(),
  involvedStaff: z.number(),
  /** mean of the districts' indices, 2 decimals */
  riskIndex: z.number(),
});
export type WeekFigures = z.infer<typeof weekFiguresSchema>;

export const riskIndexWeekSchema = z
  .object({
    week: z.string(),
    previousWeek: z.string().nullable(),
    riskIndex: z.number(),
    districts: z.array(z.object({ region: z.string(), riskIndex: z.number(), change: z.number().nullable() })),
  })
  .nullable();
export type RiskIndexWeek = z.infer<typeof riskIndexWeekSchema>;

const warnCounts = { warnLevel1: z.number(), warnLevel2: z.number(), warnLevel3: z.number(), warnTotal: z.number() };
export const warnWeekSchema = z
  .object({
    week: z.string(),
    total: z.object({ ...warnCounts, involvedStaff: z.number() }),
    districts: z.array(z.object({ region: z.string(), ...warnCounts, involvedStaff: z.number() })),
  })
  .nullable();
export type WarnWeek = z.infer<typeof warnWeekSchema>;

// twoBi (biTypes 1, 2, 3, 5): one period's rows, the periods available and a trend
const periodOf = <R extends z.ZodRawShape, T extends z.ZodRawShape>(rows: R, trend: T) =>
  z.object({
    period: z.string(),
    periods: z.array(z.string()),
    rows: z.array(z.object(rows)),
    trend: z.array(z.object({ period: z.string(), ...trend })),
  });

const nullableNumber = z.number().nullable();

export const macroDataSchema = periodOf(
  {
    indicator: z.string(),
    unit: z.string(),
    value: z.number(),
    yoy: nullableNumber,
    cumulative: nullableNumber,
    source: z.string().nullable(),
  },
  { indicator: z.string(), value: z.number(), yoy: nullableNumber },
).nullable();
export type MacroData = z.infer<typeof macroDataSchema>;

export const businessSurveySchema = periodOf(
  {
    industry: z.string(),
    sampleCompanies: z.number(),
    hiringMoreRatio: z.number(),
    hiringLessRatio: z.number(),
    layoffPlanRatio: z.number(),
    prosperityIndex: z.number(),
  },
  { sampleCompanies: z.number(), prosperityIndex: z.number(), layoffPlanRatio: z.number() },
)
  .extend({
    /** sample-weighted over the industries */
    totals: z.object({
      sampleCompanies: z.number(),
      hiringMoreRatio: z.number(),
      hiringLessRatio: z.number(),
      layoffPlanRatio: z.number(),
      prosperityIndex: z.number(),
    }),
  })
  .nullable();
export type BusinessSurvey = z.infer<typeof businessSurveySchema>;

export const labourMarketSchema = periodOf(
  {
    occupation: z.string(),
    demand: z.number(),
    seekers: z.number(),
    ratio: nullableNumber,
    avgSalary: nullableNumber,
  },
  { demand: z.number(), seekers: z.number(), ratio: nullableNumber },
)
  .extend({ totals: z.object({ demand: z.number(), seekers: z.number(), ratio: nullableNumber }) })
  .nullable();
export type LabourMarket = z.infer<typeof labourMarketSchema>;

const socialCounts = {
  insuredUnits: z.number(),
  insuredPersons: z.number(),
  added: z.number(),
  reduced: z.number(),
  arrearsUnits: z.number(),
  arrearsAmount: z.number(),
};
export const socialSchema = periodOf(
  { region: z.string(), ...socialCounts },
  { insuredPersons: z.number(), added: z.number(), reduced: z.number() },
)
  .extend({ totals: z.object(socialCounts) })
  .nullable();
export type SocialData = z.infer<typeof socialSchema>;

// earmark reads
export const topSchema = z.object({ period: z.string(), by: z.string(), rows: z.array(datasetRowSchema) }).nullable();
export type TopCompanies = z.infer<typeof topSchema>;

export const bubblesSchema = z
  .object({
    period: z.string(),
    bubbles: z.array(
      z.object({
        id: z.number(),
        companyName: z.string(),
        creditCode: z.string(),
        region: z.string(),
        level: z.string(),
        /** the bubble level mapping: '1' → 3, '2' → 2, '3' → 1 */
        bubbleLevel: z.number(),
        involvedStaff: z.number(),
        matter: z.string().nullable(),
      }),
    ),
  })
  .nullable();
export type Bubbles = z.infer<typeof bubblesSchema>;
