import { z } from 'zod';
import { MSG } from '../messages.ts';
import { dateRange, pageQuerySchema, textFilter } from '../wire.ts';

/** Request schemas and rows of the content screens: policy, news, district reports, daily reports, research reports. */

const required = (label: string, max: number) =>
  z
    .string({ error: `${label}${MSG.required}` })
    .trim()
    .min(1, `${label}${MSG.required}`)
    .max(max, `${label}不能超过${max}个字符`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .nullable()
    .optional()
    .transform((v) => v || null);
/** A positive integer typed into a form (请输入正整数); strings from multipart forms are coerced. */
const positiveInteger = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v === '' ? undefined : v),
    z
      .number({ error: `${label}${MSG.required}` })
      .int(MSG.positiveInteger)
      .positive(MSG.positiveInteger),
  );
/** The id of an upload (answer of POST /toolLocalStorage). */
export const fileIdSchema = z.string().regex(/^[0-9a-f]{32}$/, '文件标识不正确');
const fileIds = z.array(fileIdSchema).max(10, '附件最多10个').default([]);
/** A form field holding a list of file ids: JSON arrays, repeated keys or one comma-separated value. */
const fileIdList = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return [];
  if (Array.isArray(v)) return v;
  if (typeof v === 'string') return v.split(',').filter(Boolean);
  return v;
}, fileIds);

export const idField = z.preprocess(
  (v) => (typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'ID 不能为空' }).int().positive('ID 必须是正整数'),
);

// ── 政策 ──
export const policyQuery = pageQuerySchema.extend({ title: textFilter, type: textFilter, uploadTime: dateRange });
export type PolicyQuery = z.infer<typeof policyQuery>;
/** The fields of a policy form (multipart: the files come as repeated `file` parts; an edit names the files it keeps). */
export const policyFields = z.object({
  title: required('标题', 100),
  summary: optionalText('摘要', 1000),
  type: required('政策类型', 20),
  /** on an edit: the ids of the saved files to keep; uploads by id (toolLocalStorage) are accepted too */
  fileIds: fileIdList,
});
export type PolicyFields = z.infer<typeof policyFields>;
export const policyUpdateFields = policyFields.extend({ id: idField });
export const policyDownloadQuery = z.object({ fileId: fileIdSchema });

// ── 新闻 ──
export const NEWS_LINK_PATTERN = /^https?:\/\//;
export const newsQuery = pageQuerySchema.extend({
  title: textFilter,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).optional()),
});
export type NewsQuery = z.infer<typeof newsQuery>;
export const newsBody = z.object({
  title: required('标题', 200),
  status: z.number({ error: `状态${MSG.required}` }).int('状态不正确'),
  content: optionalText('内容', 20000),
  link: z
    .string()
    .trim()
    .max(500, '链接不能超过500个字符')
    .regex(NEWS_LINK_PATTERN, MSG.link)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null))
    .transform((v) => v || null),
});
export type NewsBody = z.infer<typeof newsBody>;
export const newsUpdateBody = newsBody.extend({ id: idField });
/** Header row of the news import template, in order. */
export const NEWS_IMPORT_HEADERS = ['标题', '状态', '链接', '内容'] as const;

// ── 区县报告 ──
export const districtReportQuery = pageQuerySchema.extend({
  reportName: textFilter,
  region: textFilter,
  year: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive(MSG.positiveInteger).optional(),
  ),
});
export type DistrictReportQuery = z.infer<typeof districtReportQuery>;
export const districtReportBody = z.object({
  reportName: required('报告名称', 100),
  /** a district user's own district is used whatever is sent */
  region: z.string().trim().max(20).nullable().optional(),
  year: positiveInteger('年份'),
  fileId: fileIdSchema.nullable().optional(),
});
export type DistrictReportBody = z.infer<typeof districtReportBody>;
export const districtReportUpdateBody = districtReportBody.extend({ id: idField });

// ── 专报日报 ──
export const dailyQuery = pageQuerySchema.extend({ title: textFilter, uploadTime: dateRange });
export type DailyQuery = z.infer<typeof dailyQuery>;
export const dailyBody = z.object({
  title: required('标题', 100),
  /** yyyy-MM-dd; omitted means today */
  uploadTime: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '上传时间格式应为 yyyy-MM-dd')
    .optional()
    .nullable(),
  fileId: fileIdSchema.nullable().optional(),
});
export type DailyBody = z.infer<typeof dailyBody>;
export const dailyUpdateBody = dailyBody.extend({ id: idField });

// ── 风险报告（研究报告） ──
export const researchReportQuery = pageQuerySchema.extend({ title: textFilter });
