import { z } from 'zod';
import { CREDIT_CODE_MESSAGE, isCreditCode } from './company.ts';
import type { DatasetImportCall } from './api/datasets.ts';
import { DISTRICT_NAMES } from './districts.ts';

/**
 * The imported data sets, declared once: the
 * server generates each data set's template, import, row-by-row report and reads from its
 * definition, the web app its description, columns and upload form. docs/datasets.md explains
 * the columns.
 */

/** How a period is written: a week by its Monday, a month, or a quarter. */
export type PeriodFormat = 'week' | 'month' | 'quarter';

export type ColumnKind =
  | { type: 'period'; format: PeriodFormat }
  | { type: 'district' }
  | { type: 'creditCode' }
  | { type: 'text'; max: number }
  | { type: 'int' }
  | { type: 'decimal'; min?: number; max?: number }
  | { type: 'date' }
  /** label → stored value; the stored value is accepted too */
  | { type: 'enum'; options: Readonly<Record<string, string>> };

export interface DatasetColumn {
  key: string;
  /** the header an analyst reads in the template (and must keep) */
  header: string;
  kind: ColumnKind;
  /** blank cells are refused unless `optional` */
  optional?: boolean;
  /** a line of the template's 填写说明 sheet */
  hint?: string;
  width?: number;
}

export interface DatasetDef {
  /** the spec's biType where it names one; the project's numbers from 13 on (docs/datasets.md) */
  biType: number;
  name: string;
  description: string;
  /** the screen or tab that shows the data set */
  shownOn: string;
  /** the big screen that shows it (its web route), offered as 打开大屏 */
  screen?: string;
  /** its import call in `datasetCalls` (POST, multipart field `file`) */
  importCall: DatasetImportCall;
  /** query string the import call needs besides the file (the focus lists' `type`) */
  importQuery?: Readonly<Record<string, string>>;
  columns: readonly DatasetColumn[];
  /** the column naming the period a row belongs to: a re-import replaces the periods it contains */
  periodKey: string;
  /** the column naming a district: district users read only their own rows */
  districtKey?: string;
  /** columns that identify a row within its period: a file repeating them is refused */
  uniqueKeys: readonly string[];
}

// Column helpers keep their literal types, so `DatasetRow` knows each column's key and type.
const district = (header = '区县') => ({
  key: 'region' as const,
  header,
  kind: { type: 'district' as const },
  hint: '北京市16个区或“经济技术开发区”，可省略“区”字',
  width: 16,
});
const month = (header: string) => ({
  key: 'period' as const,
  header,
  kind: { type: 'period' as const, format: 'month' as const },
  hint: '年月，如 2026-10 或 2026年10月',
  width: 14,
});
const count = <K extends string, O extends boolean = false>(key: K, header: string, hint?: string, optional?: O) => ({
  key,
  header,
  kind: { type: 'int' as const },
  optional: (optional ?? false) as O,
  hint: hint ?? '非负整数',
});
const amount = <K extends string, O extends boolean = false>(key: K, header: string, optional?: O, min?: number) => ({
  key,
  header,
  kind: { type: 'decimal' as const, ...(min === undefined ? {} : { min }) },
  optional: (optional ?? false) as O,
  hint: '数字，可带小数',
});
const text = <K extends string, O extends boolean = false>(
  key: K,
  header: string,
  max: number,
  optional?: O,
  width?: number,
) => ({
  key,
  header,
  kind: { type: 'text' as const, max },
  optional: (optional ?? false) as O,
  ...(width ? { width } : {}),
});
const company = text('companyName', '企业名称', 100, false, 36);
const creditCode = {
  key: 'creditCode' as const,
  header: '统一社会信用代码',
  kind: { type: 'creditCode' as const },
  hint: '18位，含校验位',
  width: 24,
};
const industry = text('industry', '所属行业', 50, true, 18);

/** 一级 is the most severe; stored as '1', '2', '3' as the bubble mapping reads them. */
export const WARN_LEVEL_OPTIONS = { 一级: '1', 二级: '2', 三级: '3' } as const;
export const RISK_GRADE_OPTIONS = { 高: '2', 中: '1', 低: '0' } as const;

/** The focus lists' `type` (import and read): 市级关注, 区级关注, 其他关注 (dashboard tabs). */
export const CONCERN_TYPES = { '1': '市级关注', '2': '区级关注', '3': '其他关注' } as const;
export type ConcernType = keyof typeof CONCERN_TYPES;
export const CONCERN_BI_TYPE = { '1': 16, '2': 17, '3': 18 } as const;

const concern = <T extends ConcernType>(type: T) =>
  ({
    biType: CONCERN_BI_TYPE[type] as (typeof CONCERN_BI_TYPE)[T],
    name: `${CONCERN_TYPES[type]}企业`,
    description: `看板“${CONCERN_TYPES[type]}”页签的企业名单：按月报送，每月一份，重新导入某月即替换该月名单。`,
    shownOn: `市级看板、运维看板 ${CONCERN_TYPES[type]}`,
    importCall: 'importConcern',
    importQuery: { type } as { type: T },
    periodKey: 'period',
    districtKey: 'region',
    uniqueKeys: ['creditCode'],
    columns: [
      month('关注月份'),
      company,
      creditCode,
      district('所属区县'),
      industry,
      count('employees', '职工人数', undefined, true),
      text('reason', '关注原因', 200, false, 40),
      text('measures', '工作措施', 200, true, 40),
      text('unit', '责任单位', 50, true, 18),
    ],
  }) satisfies DatasetDef;

export const DATASETS = [
  {
    biType: 0,
    name: '每周监测数据',
    description:
      '各区每周报送的监测数字：监测企业、新增风险、预警企业与涉及职工人数、风险指数。一行为一区一周，重新导入某周即替换该周全部区县的数据。',
    shownOn: '劳动用工风险监测预警大屏（每周监测）',
    screen: '/monitorFullScreen',
    importCall: 'importWeekly',
    periodKey: 'period',
    districtKey: 'region',
    uniqueKeys: ['region'],
    columns: [
      {
        key: 'period',
        header: '周开始日期',
        kind: { type: 'period', format: 'week' },
        hint: '该周星期一的日期，如 2026-11-16',
        width: 14,
      },
      district(),
      count('monitoredCompanies', '监测企业数'),
      count('newRiskCompanies', '新增风险企业数'),
      count('newRiskInfos', '新增风险信息数'),
      count('warnLevel1', '一级预警企业数'),
      count('warnLevel2', '二级预警企业数'),
      count('warnLevel3', '三级预警企业数'),
      count('involvedStaff', '涉及职工人数'),
      { ...amount('riskIndex', '风险指数'), kind: { type: 'decimal', min: 0, max: 100 }, hint: '0–100，越高风险越大' },
    ],
  },
  {
    biType: 1,
    name: '宏观经济指标',
    description:
      '统计部门按月发布的宏观经济指标（地区生产总值、工业增加值、消费、投资、价格、失业率等）。一行为一个指标一个月，重新导入某月即替换该月全部指标。',
    shownOn: '宏观经济监测大屏',
    screen: '/economyFullScreen',
    importCall: 'importMacroData',
    periodKey: 'period',
    uniqueKeys: ['indicator'],
    columns: [
      month('统计月份'),
      text('indicator', '指标名称', 50, false, 24),
      text('unit', '计量单位', 20, false),
      amount('value', '本期值'),
      amount('yoy', '同比增长(%)', true),
      amount('cumulative', '累计值', true),
      text('source', '数据来源', 50, true, 16),
    ],
  },
  {
    biType: 2,
    name: '企业经营调查',
    description:
      '按季度开展的企业用工与经营景气调查，分行业汇总：样本企业数、用工增减企业占比、计划裁员企业占比、景气指数。重新导入某季度即替换该季度数据。',
    shownOn: '企业经营景气监测大屏',
    screen: '/businessFullScreen',
    importCall: 'importBusinessSurvey',
    periodKey: 'period',
    uniqueKeys: ['industry'],
    columns: [
      {
        key: 'period',
        header: '调查季度',
        kind: { type: 'period', format: 'quarter' },
        hint: '如 2026Q3 或 2026年第3季度',
        width: 14,
      },
      text('industry', '行业', 50, false, 22),
      count('sampleCompanies', '样本企业数'),
      { ...amount('hiringMoreRatio', '用工增加企业占比(%)'), kind: { type: 'decimal', min: 0, max: 100 } },
      { ...amount('hiringLessRatio', '用工减少企业占比(%)'), kind: { type: 'decimal', min: 0, max: 100 } },
      { ...amount('layoffPlanRatio', '计划裁员企业占比(%)'), kind: { type: 'decimal', min: 0, max: 100 } },
      { ...amount('prosperityIndex', '景气指数'), kind: { type: 'decimal', min: 0, max: 200 }, hint: '100为荣枯线' },
    ],
  },
  {
    biType: 3,
    name: '人力资源市场供求',
    description:
      '公共就业服务机构按月统计的岗位需求与求职人数，分职业类别。一行为一类职业一个月，重新导入某月即替换该月数据。',
    shownOn: '劳动力市场监测大屏',
    screen: '/labourFullScreen',
    importCall: 'importLabourMarket',
    periodKey: 'period',
    uniqueKeys: ['occupation'],
    columns: [
      month('统计月份'),
      text('occupation', '职业类别', 50, false, 28),
      count('demand', '需求人数'),
      count('seekers', '求职人数'),
      amount('avgSalary', '平均薪酬(元/月)', true, 0),
    ],
  },
  {
    biType: 5,
    name: '社会保险参保情况',
    description:
      '社保经办机构按月提供的分区参保数据：参保单位、参保人数、增减人数与欠费情况。一行为一区一月，重新导入某月即替换该月全部区县的数据。',
    shownOn: '社会保险监测大屏',
    screen: '/socialFullScreen',
    importCall: 'importSocial',
    periodKey: 'period',
    districtKey: 'region',
    uniqueKeys: ['region'],
    columns: [
      month('统计月份'),
      district(),
      count('insuredUnits', '参保单位数'),
      count('insuredPersons', '参保人数'),
      count('added', '新增参保人数'),
      count('reduced', '减少参保人数'),
      count('arrearsUnits', '欠费单位数'),
      amount('arrearsAmount', '欠费金额(万元)', false, 0),
    ],
  },
  {
    biType: 11,
    name: '各类专项监测名单',
    description:
      '各专项（如建筑领域欠薪、平台经济、外资撤离风险等）按月确定的监测企业名单。一行为一个专项中的一家企业，重新导入某月即替换该月名单。',
    shownOn: '专题、劳动用工风险总览大屏',
    screen: '/fullScreen',
    importCall: 'importTopics',
    periodKey: 'period',
    districtKey: 'region',
    uniqueKeys: ['topic', 'creditCode'],
    columns: [
      month('监测月份'),
      text('topic', '专项名称', 30, false, 18),
      company,
      creditCode,
      district('所属区县'),
      industry,
      count('employees', '职工人数', undefined, true),
      { key: 'grade', header: '风险程度', kind: { type: 'enum', options: RISK_GRADE_OPTIONS }, hint: '高、中、低' },
      text('description', '风险描述', 300, false, 48),
    ],
  },
  {
    biType: 12,
    name: '新增监测企业名单',
    description: '全市当月新纳入监测的企业名单（各渠道汇总）。一行为一家企业，重新导入某月即替换该月名单。',
    shownOn: '专题、劳动用工风险总览大屏',
    screen: '/fullScreen',
    importCall: 'importNewMonitored',
    periodKey: 'period',
    districtKey: 'region',
    uniqueKeys: ['creditCode'],
    columns: [
      month('监测月份'),
      company,
      creditCode,
      district('所属区县'),
      industry,
      count('employees', '职工人数', undefined, true),
      text('channel', '线索来源', 30, false, 16),
      { key: 'includedDate', header: '纳入日期', kind: { type: 'date' }, hint: '如 2026-10-15' },
      text('reason', '纳入原因', 300, false, 40),
    ],
  },
  {
    biType: 13,
    name: '重点企业',
    description:
      '重点监测企业的经营与用工数字（营业收入、利润、职工、参保与裁员人数），用于看板的重点企业列表、排行与雷达图。重新导入某月即替换该月数据。',
    shownOn: '监测大屏、看板 重点企业',
    importCall: 'importKeyCompanies',
    periodKey: 'period',
    districtKey: 'region',
    uniqueKeys: ['creditCode'],
    columns: [
      month('统计月份'),
      company,
      creditCode,
      district('所属区县'),
      industry,
      amount('income', '营业收入(万元)'),
      amount('profit', '利润总额(万元)'),
      count('employees', '职工人数'),
      count('insured', '参保人数'),
      count('layoffs', '裁员人数'),
    ],
  },
  {
    biType: 14,
    name: '风险气泡图',
    description:
      '气泡图的企业：预警等级决定气泡大小（一级→3、二级→2、三级→1，其余→0），涉及职工人数为气泡的值。重新导入某月即替换该月数据。',
    shownOn: '监测大屏、看板 气泡图',
    importCall: 'importBubbles',
    periodKey: 'period',
    districtKey: 'region',
    uniqueKeys: ['creditCode'],
    columns: [
      month('统计月份'),
      company,
      creditCode,
      district('所属区县'),
      {
        key: 'level',
        header: '预警等级',
        kind: { type: 'enum', options: WARN_LEVEL_OPTIONS },
        hint: '一级、二级、三级（或 1、2、3）',
      },
      count('involvedStaff', '涉及职工人数'),
      text('matter', '风险事项', 100, true, 30),
    ],
  },
  {
    biType: 15,
    name: '企业注销情况',
    description:
      '市场监管部门按月提供的企业注销名单及注销前参保人数，用于看板“注销情况”页签。重新导入某月即替换该月名单。',
    shownOn: '市级看板、运维看板 注销情况',
    importCall: 'importWriteOff',
    periodKey: 'period',
    districtKey: 'region',
    uniqueKeys: ['creditCode'],
    columns: [
      month('统计月份'),
      company,
      creditCode,
      district('所属区县'),
      industry,
      { key: 'writeOffDate', header: '注销日期', kind: { type: 'date' }, hint: '如 2026-10-15' },
      count('insuredBefore', '注销前参保人数'),
      text('reason', '注销原因', 100, true, 24),
    ],
  },
  concern('1'),
  concern('2'),
  concern('3'),
] as const satisfies readonly DatasetDef[];

export type Dataset = (typeof DATASETS)[number];
export type BiType = Dataset['biType'];
export const BI_TYPES: readonly BiType[] = DATASETS.map((d) => d.biType);

/** The definition of a biType known at compile time, typed. */
export function dataset<B extends BiType>(biType: B): Extract<Dataset, { biType: B }> {
  return DATASETS.find((d) => d.biType === biType) as Extract<Dataset, { biType: B }>;
}

export function datasetOf(biType: number): DatasetDef | undefined {
  return (DATASETS as readonly DatasetDef[]).find((d) => d.biType === biType);
}

type ValueOf<C extends DatasetColumn> = C['kind']['type'] extends 'int' | 'decimal'
  ? C extends { optional: true }
    ? number | null
    : number
  : C extends { optional: true }
    ? string | null
    : string;

/** One stored row of a data set, typed from its definition. */
export type DatasetRow<D extends { columns: readonly DatasetColumn[] }> = {
  [C in D['columns'][number] as C['key']]: ValueOf<C>;
};
export type DatasetRowOf<B extends BiType> = DatasetRow<Extract<Dataset, { biType: B }>>;

/** Sorts districts in the bureau's order (the dictionary's); unknown names last. */
export const DISTRICT_ORDER = (name: string | null): number => {
  const i = DISTRICT_NAMES.indexOf(name ?? '');
  return i < 0 ? DISTRICT_NAMES.length : i;
};

// ---- cell parsing: what an analyst may type into each kind of column ----

export const DATASET_MSG = {
  notNumber: '应为数字',
  notInteger: '应为非负整数',
  belowMin: (min: number) => `不能小于 ${min}`,
  aboveMax: (max: number) => `不能大于 ${max}`,
  week: '应为某周星期一的日期，如 2026-11-16',
  month: '应为年月，如 2026-10',
  quarter: '应为季度，如 2026Q3',
  date: '应为日期，如 2026-10-15',
  district: '不是北京市的区县（东城区…延庆区、经济技术开发区）',
  creditCode: CREDIT_CODE_MESSAGE,
  tooLong: (max: number) => `不能超过 ${max} 个字符`,
  enumOf: (labels: string[]) => `只能是 ${labels.join('、')}`,
  required: '不能为空',
  duplicate: (row: number) => `与第 ${row} 行重复`,
  unknownBiType: '未知的数据类型 biType',
  unknownConcernType: '关注类型 type 只能是 1（市级关注）、2（区级关注）或 3（其他关注）',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

function calendarDay(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** yyyy-MM-dd, yyyy/M/d or yyyy年M月d日 as yyyy-MM-dd; undefined when not a day of the calendar. */
export function parseDay(text: string): string | undefined {
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text);
  return m ? calendarDay(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

/** A month typed as 2026-10, 2026/10, 2026年10月, or a date Excel made of it (2026-10-01). */
export function parseMonth(text: string): string | undefined {
  const m = /^(\d{4})[-/.年](\d{1,2})月?$/.exec(text);
  if (m) {
    const month = Number(m[2]);
    return month >= 1 && month <= 12 ? `${m[1]}-${pad(month)}` : undefined;
  }
  const day = parseDay(text);
  return day ? day.slice(0, 7) : undefined;
}

/** A quarter typed as 2026Q3, 2026-Q3, 2026年第3季度 or 2026年三季度, as 2026Q3. */
export function parseQuarter(text: string): string | undefined {
  const m = /^(\d{4})\s*(?:-?\s*[Qq]([1-4])|年\s*第?([1-4一二三四])季度)$/.exec(text);
  if (!m) return undefined;
  const q = m[2] ?? String('一二三四'.indexOf(m[3]) + 1 || m[3]);
  return `${m[1]}Q${q}`;
}

/** A week by its Monday (yyyy-MM-dd). */
export function parseWeek(text: string): string | undefined {
  const day = parseDay(text);
  if (!day) return undefined;
  return new Date(`${day}T00:00:00Z`).getUTCDay() === 1 ? day : undefined;
}

const PERIOD_PARSERS: Record<PeriodFormat, (t: string) => string | undefined> = {
  week: parseWeek,
  month: parseMonth,
  quarter: parseQuarter,
};
const PERIOD_MSG: Record<PeriodFormat, string> = {
  week: DATASET_MSG.week,
  month: DATASET_MSG.month,
  quarter: DATASET_MSG.quarter,
};

export function parsePeriod(format: PeriodFormat, text: string): string | undefined {
  return PERIOD_PARSERS[format](text.trim());
}

/** 朝阳区 or 朝阳 as 朝阳区; the development zone also as 开发区 / 经开区 / 亦庄. */
export function parseDistrict(text: string): string | undefined {
  const t = text.replace(/\s/g, '');
  if (DISTRICT_NAMES.includes(t)) return t;
  if (DISTRICT_NAMES.includes(`${t}区`)) return `${t}区`;
  if (['开发区', '经开区', '亦庄', '北京经济技术开发区'].includes(t)) return '经济技术开发区';
  return undefined;
}

/** A number cell: thousands separators allowed, nothing else (no units, no text). */
function parseNumber(text: string): number | undefined {
  const t = text.replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return undefined;
  return Number(t);
}

function cellSchema(c: DatasetColumn): z.ZodType<string | number | null> {
  const k = c.kind;
  const typed = ((): z.ZodType<string | number> => {
    switch (k.type) {
      case 'period':
        return z.string().transform((v, ctx) => parsePeriod(k.format, v) ?? fail(ctx, PERIOD_MSG[k.format]));
      case 'district':
        return z.string().transform((v, ctx) => parseDistrict(v) ?? fail(ctx, DATASET_MSG.district));
      case 'creditCode':
        return z.string().transform((v, ctx) => {
          const code = v.toUpperCase();
          return isCreditCode(code) ? code : fail(ctx, DATASET_MSG.creditCode);
        });
      case 'text':
        return z.string().max(k.max, DATASET_MSG.tooLong(k.max));
      case 'date':
        return z.string().transform((v, ctx) => parseDay(v) ?? fail(ctx, DATASET_MSG.date));
      case 'enum':
        return z.string().transform((v, ctx) => {
          const values = Object.values(k.options);
          if (values.includes(v)) return v;
          return k.options[v] ?? fail(ctx, DATASET_MSG.enumOf(Object.keys(k.options)));
        });
      case 'int':
        return z.string().transform((v, ctx) => {
          const n = parseNumber(v);
          if (n === undefined) return fail(ctx, DATASET_MSG.notNumber);
          return Number.isInteger(n) && n >= 0 && n <= 2_000_000_000 ? n : fail(ctx, DATASET_MSG.notInteger);
        });
      case 'decimal':
        return z.string().transform((v, ctx) => {
          const n = parseNumber(v);
          if (n === undefined || !Number.isFinite(n) || Math.abs(n) > 1e12) return fail(ctx, DATASET_MSG.notNumber);
          if (k.min !== undefined && n < k.min) return fail(ctx, DATASET_MSG.belowMin(k.min));
          if (k.max !== undefined && n > k.max) return fail(ctx, DATASET_MSG.aboveMax(k.max));
          return n;
        });
    }
  })();
  return z.string().transform((v, ctx) => {
    const t = v.trim();
    if (t === '') return c.optional ? null : fail(ctx, DATASET_MSG.required);
    const r = typed.safeParse(t);
    return r.success ? r.data : fail(ctx, r.error.issues[0]?.message ?? DATASET_MSG.notNumber);
  });
}

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/**
 * The zod schema of one spreadsheet row of a data set: cell texts by column key in, the typed
 * row out; each issue's path names the column, its message the reason (Chinese).
 */
export function rowSchema<D extends DatasetDef>(def: D): z.ZodType<DatasetRow<D>, Record<string, string>> {
  return z.object(Object.fromEntries(def.columns.map((c) => [c.key, cellSchema(c)]))) as unknown as z.ZodType<
    DatasetRow<D>,
    Record<string, string>
  >;
}
