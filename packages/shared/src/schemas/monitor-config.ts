import { z } from 'zod';
import { isDistrict } from '../districts.ts';
import { MSG } from '../messages.ts';
import { MOBILE_MESSAGE, MOBILE_PATTERN } from '../phone.ts';
import { pageQuerySchema, textFilter } from '../wire.ts';
import { perMonth, socialMonthHeader } from '../social-months.ts';

/**
 * Contracts of the configuration screens: 风险指数, 风险维度, 监测关键词,
 * 社保数据 and 小程序用户 (the mini-app accounts of companies).
 */

export const MONITOR_CONFIG_MSG = {
  keyWorthLetters: 'key值必须使用英文',
  keyWorthUnique: 'key值不能重复',
  dimensionNameTaken: '风险维度名称已存在',
  dimensionNotEnabled: '风险维度须从已启用的风险维度中选择',
  riskIndexTaken: '该年份该季度的风险指数已存在',
  keywordTaken: '该地区已存在此关键词',
  indexRange: '指数须为0到100之间的数字，最多两位小数',
  accountTaken: '该手机号已注册',
  /** the 小程序用户 list under CRYPTO_SUITE=gm: numbers are stored encrypted, found only whole */
  accountSearchWhole: '手机号加密存储，请输入完整的11位手机号查找',
  appLoginFailed: '账号或密码错误',
  appNotSignedIn: '请先登录企业账号',
  appNotAudited: '账号尚未通过区县审核，审核通过后才能填报',
  appOtherCompany: '该填报链接不属于您的企业',
  alreadyAudited: '该账号已审核通过',
  appRejected: '账号未通过区县审核，请联系所属区县人社局',
  auditExplainRequired: `不通过原因${MSG.required}`,
  audited: '审核成功',
  registered: '注册成功，请等待区县审核',
} as const;

const positiveInt = (label: string) =>
  z.coerce
    .number({ error: `${label}${MSG.required}` })
    .refine((n) => Number.isInteger(n) && n > 0, MSG.positiveInteger);
const required = (label: string, max: number) =>
  z
    .string({ error: `${label}${MSG.required}` })
    .trim()
    .min(1, `${label}${MSG.required}`)
    .max(max, `${label}不能超过${max}个字符`);
const idField = z.number({ error: 'ID 不能为空' }).int().positive('ID 必须是正整数');

// ---------------------------------------------------------------- 风险指数

export const QUARTER_LABELS: Record<number, string> = { 1: '第一季度', 2: '第二季度', 3: '第三季度', 4: '第四季度' };
export const QUARTERS = [1, 2, 3, 4] as const;
export const RISK_INDEX_FIELDS = {
  fissIndex: '家庭收入状况指数',
  fiseIndex: '就业状况指数',
  esIndex: '家庭收入满意度指数',
  eeIndex: '就业满意度指数',
} as const;
export const RISK_INDEX_YEAR_MIN = 2000;
export const RISK_INDEX_YEAR_MAX = 2100;

const indexValue = (label: string) =>
  z
    .number({ error: `${label}${MSG.required}` })
    // two decimals, allowing for binary fractions (0.29 * 100 is 28.999…)
    .refine((n) => n >= 0 && n <= 100 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, MONITOR_CONFIG_MSG.indexRange);
const quarterField = z.coerce
  .number({ error: `季度${MSG.required}` })
  .refine((n) => (QUARTERS as readonly number[]).includes(n), '季度只能是第一季度至第四季度');
const yearField = positiveInt('年份').refine(
  (n) => n >= RISK_INDEX_YEAR_MIN && n <= RISK_INDEX_YEAR_MAX,
  `年份须在${RISK_INDEX_YEAR_MIN}至${RISK_INDEX_YEAR_MAX}之间`,
);

export const riskIndexBody = z.object({
  year: yearField,
  quarterly: quarterField,
  fissIndex: indexValue(RISK_INDEX_FIELDS.fissIndex),
  fiseIndex: indexValue(RISK_INDEX_FIELDS.fiseIndex),
  esIndex: indexValue(RISK_INDEX_FIELDS.esIndex),
  eeIndex: indexValue(RISK_INDEX_FIELDS.eeIndex),
});
export type RiskIndexBody = z.infer<typeof riskIndexBody>;
export const riskIndexUpdateBody = riskIndexBody.extend({ id: idField });

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? undefined : v), schema.optional());
export const riskIndexQuery = pageQuerySchema.extend({
  year: optionalFilter(yearField),
  quarterly: optionalFilter(quarterField),
});
export type RiskIndexQuery = z.infer<typeof riskIndexQuery>;

// ---------------------------------------------------------------- 风险维度

/** Input types of a dimension's configuration rows (select is required; the others are the project's own). */
export const DIMENSION_INPUT_TYPES = [
  { value: 'input', label: '文本框' },
  { value: 'number', label: '数字' },
  { value: 'select', label: '下拉选择' },
  { value: 'date', label: '日期' },
] as const;
export const DIMENSION_INPUT_TYPE_VALUES = DIMENSION_INPUT_TYPES.map((t) => t.value) as string[];
export const KEY_WORTH_PATTERN = /^[A-Za-z]+$/;
export const DIMENSION_STATUS_LABEL = { true: '启用', false: '禁用' } as const;

export interface DimensionConfigRow {
  keyWorth: string;
  type: string;
  displayName: string;
  defaultValue: string | null;
}

/**
 * The rules in their order, shared by the form and the server: an empty
 * type or display name (or a select without its default value) is 表单存在空值; a key of other
 * than letters is key值必须使用英文; a key used twice is key值不能重复. Answers the first broken rule.
 */
export function checkDimensionConfigs(rows: readonly Partial<DimensionConfigRow>[]): string | undefined {
  for (const r of rows) {
    if (!r.keyWorth?.trim() || !r.type?.trim() || !r.displayName?.trim()) return MSG.formHasEmpty;
    if (r.type === 'select' && !r.defaultValue?.trim()) return MSG.formHasEmpty;
  }
  for (const r of rows) if (!KEY_WORTH_PATTERN.test(r.keyWorth!.trim())) return MONITOR_CONFIG_MSG.keyWorthLetters;
  const seen = new Set<string>();
  for (const r of rows) {
    const key = r.keyWorth!.trim();
    if (seen.has(key)) return MONITOR_CONFIG_MSG.keyWorthUnique;
    seen.add(key);
  }
  return undefined;
}

const configRow = z.object({
  keyWorth: z.string({ error: MSG.formHasEmpty }).trim().max(50, 'key值不能超过50个字符'),
  type: z.string({ error: MSG.formHasEmpty }).trim(),
  displayName: z.string({ error: MSG.formHasEmpty }).trim().max(50, '显示名称不能超过50个字符'),
  defaultValue: z
    .string()
    .trim()
    .max(500, '默认值不能超过500个字符')
    .nullable()
    .optional()
    .transform((v) => v || null),
});

export const riskDimensionBody = z
  .object({
    name: required('名称', 50),
    type: required('类型', 20),
    configs: z.array(configRow).max(50, '配置最多50行').default([]),
  })
  .superRefine((b, ctx) => {
    const problem = checkDimensionConfigs(b.configs);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['configs'] });
    for (const c of b.configs)
      if (c.type && !DIMENSION_INPUT_TYPE_VALUES.includes(c.type))
        ctx.addIssue({ code: 'custom', message: `配置类型“${c.type}”不存在`, path: ['configs'] });
  });
export type RiskDimensionBody = z.infer<typeof riskDimensionBody>;
export const riskDimensionUpdateBody = z.intersection(riskDimensionBody, z.object({ id: idField }));

export const riskDimensionQuery = pageQuerySchema.extend({
  name: textFilter,
  type: textFilter,
  status: optionalFilter(z.enum(['true', 'false'], { error: '状态只能是启用或禁用' }).transform((v) => v === 'true')),
});
export type RiskDimensionQuery = z.infer<typeof riskDimensionQuery>;

// ---------------------------------------------------------------- 监测关键词

export const riskMonitorKeyBody = z.object({
  keyWord: required('关键词', 50),
  type: required('类型', 20),
  region: required('地区', 20),
});
export type RiskMonitorKeyBody = z.infer<typeof riskMonitorKeyBody>;
export const riskMonitorKeyUpdateBody = riskMonitorKeyBody.extend({ id: idField });
export const riskMonitorKeyQuery = pageQuerySchema.extend({
  keyWord: textFilter,
  type: textFilter,
  region: textFilter,
});
export type RiskMonitorKeyQuery = z.infer<typeof riskMonitorKeyQuery>;

// ---------------------------------------------------------------- 社保数据

/** The import template's columns, in order: the company, its contacts, the month, its headcount, then the twelve reductions. */
export const SOCIAL_IMPORT_HEADERS = {
  creditCode: '统一社会信用代码',
  companyName: '企业名称',
  region: '所属区县',
  legalPerson: '法定代表人',
  legalPersonPhone: '法人联系电话',
  relationPerson: '联系人',
  relationManner: '联系方式',
  payPerson: '缴费经办人',
  payPersonPhone: '经办人电话',
  month: '月份',
  currentMonth: '当月参保人数',
  ...perMonth('field', (m) => socialMonthHeader(m.months)),
};
export type SocialImportKey = keyof typeof SOCIAL_IMPORT_HEADERS;

export const socialQuery = pageQuerySchema.extend({
  creditCode: textFilter,
  companyName: textFilter,
  region: textFilter,
});
export type SocialQuery = z.infer<typeof socialQuery>;

// ---------------------------------------------------------------- 小程序用户

/** 0 待审核 → 1 审核通过 or 2 审核不通过; a rejected account may be audited again (or deleted), a passed one not. */
export const MINI_APP_USER_STATUS = { PENDING: 0, PASSED: 1, REJECTED: 2 } as const;
export const MINI_APP_USER_STATUS_LABEL: Record<number, string> = { 0: '待审核', 1: '审核通过', 2: '审核不通过' };

/** auditAccount/{id}: 通过 (status 1, the default of a call without a body) or 不通过 (2) with its reason. */
export const miniAppAuditBody = z.preprocess(
  (v) => v ?? {},
  z
    .object({
      status: z.union([z.literal(1), z.literal(2)], { error: '审核结果只能是通过或不通过' }).default(1),
      auditExplain: z.string().trim().max(200, '不通过原因不能超过200个字符').optional(),
    })
    .refine((b) => b.status !== 2 || !!b.auditExplain, {
      message: MONITOR_CONFIG_MSG.auditExplainRequired,
      path: ['auditExplain'],
    }),
);
export type MiniAppAuditBody = z.infer<typeof miniAppAuditBody>;
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const miniAppRegisterBody = z.object({
  account: z
    .string({ error: `手机号${MSG.required}` })
    .trim()
    .regex(MOBILE_PATTERN, MOBILE_MESSAGE),
  /** RSA-OAEP ciphertext of the password, as every password travels */
  password: z.string({ error: `密码${MSG.required}` }).min(1, `密码${MSG.required}`),
  companyName: required('企业名称', 100),
  creditCode: z
    .string({ error: `统一社会信用代码${MSG.required}` })
    .trim()
    .toUpperCase()
    .regex(CREDIT_CODE_PATTERN, '统一社会信用代码格式不正确'),
  region: required('所属区县', 20).refine(isDistrict, '请选择所属区县'),
  contactName: required('联系人', 20),
});
export type MiniAppRegisterBody = z.infer<typeof miniAppRegisterBody>;
export const miniAppLoginBody = z.object({
  account: z
    .string({ error: `手机号${MSG.required}` })
    .trim()
    .min(1, `手机号${MSG.required}`),
  password: z.string({ error: `密码${MSG.required}` }).min(1, `密码${MSG.required}`),
});
export const miniAppUserQuery = pageQuerySchema.extend({
  companyName: textFilter,
  account: textFilter,
  region: textFilter,
  status: optionalFilter(z.coerce.number().int().min(0).max(2)),
});
export type MiniAppUserQuery = z.infer<typeof miniAppUserQuery>;

/** The header the H5 page sends its mini-app session in. */
export const APP_SESSION_HEADER = 'x-app-session';
