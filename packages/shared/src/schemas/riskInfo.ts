import { z } from 'zod';
import { MSG } from '../messages.ts';
import { chosenCompanyId } from './pool.ts';
import { dateRange, pageQuerySchema, textFilter } from '../wire.ts';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label}${MSG.required}` })
    .trim()
    .min(1, `${label}${MSG.required}`)
    .max(max, `${label}不能超过${max}个字符`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label}不能超过${max}个字符`).nullable().optional();

/** Risk degree 低=0, 中=1, 高=2. */
export const riskDegreeSchema = z.coerce
  .number({ error: '风险程度只能是 0（低）、1（中）或 2（高）' })
  .int()
  .min(0, '风险程度只能是 0（低）、1（中）或 2（高）')
  .max(2, '风险程度只能是 0（低）、1（中）或 2（高）');

/** The list filters of the risk-information screen. */
export const riskInfoQuery = pageQuerySchema.extend({
  companyName: textFilter,
  creditCode: textFilter,
  registrationPlace: textFilter,
  companyRegion: textFilter,
  riskPoint: textFilter,
  riskDegree: z.preprocess((v) => (v === '' ? undefined : v), riskDegreeSchema.optional()),
  riskDimensionName: textFilter,
  includedTime: dateRange,
});
export type RiskInfoQuery = z.infer<typeof riskInfoQuery>;

/** An uploaded attachment (answer of POST /toolLocalStorage) named when saving the information. */
export const attachmentRef = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, '附件标识不正确'),
  fileName: required('附件名称', 200),
});

const dateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '纳入时间格式应为 yyyy-MM-dd HH:mm:ss');

export const riskInfoBody = z.object({
  /** the company must be chosen from the database */
  riskCompanyId: chosenCompanyId,
  riskPoint: required('风险点', 20),
  riskDegree: z
    .number({ error: '风险程度只能是 0（低）、1（中）或 2（高）' })
    .int()
    .min(0, '风险程度只能是 0（低）、1（中）或 2（高）')
    .max(2, '风险程度只能是 0（低）、1（中）或 2（高）'),
  category: required('风险类别', 20),
  content: required('风险内容', 2000),
  riskDimensionName: optionalText('风险维度', 50),
  source: optionalText('信息来源', 100),
  /** Beijing time; omitted means now */
  includedTime: dateTime.optional(),
  files: z.array(attachmentRef).max(10, '附件最多10个').default([]),
});
export type RiskInfoBody = z.infer<typeof riskInfoBody>;
export const riskInfoUpdateBody = riskInfoBody.extend({
  id: z.number({ error: 'ID 不能为空' }).int().positive('ID 必须是正整数'),
});

export const creditCodeParam = z.object({
  creditCode: z.string().trim().min(1, '统一社会信用代码不能为空').max(18, '统一社会信用代码为18位'),
});

/** Header row of the risk-information import template, in order. */
export const RISK_INFO_IMPORT_HEADERS = [
  '统一社会信用代码',
  '企业名称',
  '风险点',
  '风险程度',
  '风险类别',
  '风险维度',
  '风险内容',
  '信息来源',
  '纳入时间',
] as const;
