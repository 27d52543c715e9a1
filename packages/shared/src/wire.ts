import { z } from 'zod';

/** Body envelope of every answer: `status` mirrors the HTTP status. */
export interface Envelope<T> {
  status: number;
  message: string;
  content: T;
}

export interface PageMetadata {
  totalElements: number;
  totalPages: number;
  size: number;
  /** zero-based */
  number: number;
}

/** Paged list: each item wrapped in a `content` object. */
export interface Page<T> {
  content: { content: T }[];
  metadata: PageMetadata;
}

export const DEFAULT_PAGE_SIZE = 10;
/** The page sizes a list screen offers (its size changer); the server plans these pages once (db/shapes.ts). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
/** Selection lists ask for page 0 with size 9999. */
export const MAX_PAGE_SIZE = 9999;

/** A query-string value that may come once or repeated (`status=1&status=5`). */
export const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]), z.array(item).optional());

/** Paging and sort parameters of every list; `sort` is checked against the list's whitelist by the server. */
export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(0, '页码不能小于0').default(0),
  size: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页条数至少为1')
    .max(MAX_PAGE_SIZE, `每页条数不能超过${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  sort: repeated(z.string().regex(/^[A-Za-z_]+,(ASC|DESC|asc|desc)$/, '排序参数格式应为 字段,ASC 或 字段,DESC')),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A date-time range sent as two repeated values (start day 00:00:00, end day 23:59:59). */
export const dateRange = repeated(
  z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '日期格式应为 yyyy-MM-dd HH:mm:ss'),
).refine((v) => v === undefined || v.length === 2, '时间范围需要开始和结束两个值');

/** The largest id an integer column holds: a larger one names no record and must not reach the database. */
export const MAX_ID = 2_147_483_647;

export const idParam = z.object({
  id: z.coerce
    .number({ error: 'ID 必须是数字' })
    .int('ID 必须是正整数')
    .positive('ID 必须是正整数')
    .max(MAX_ID, 'ID 超出范围'),
});
export const idsBody = z
  .array(z.number().int().positive().max(MAX_ID, 'ID 超出范围'), { error: '请选择要操作的数据' })
  .min(1, '请选择要操作的数据');

/** An optional trimmed text filter: blanks count as absent. */
export const textFilter = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v),
  z.string().max(200, '查询条件过长').optional(),
);

// ---- answer schemas (routes declare them as `schema.response`; the web reads their inferred types)

/** The envelope of an answer around its content schema. */
export const envelope = <T extends z.ZodType>(content: T) =>
  z.object({ status: z.number().int(), message: z.string(), content });

export const pageMetadataSchema = z.object({
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  size: z.number().int(),
  number: z.number().int(),
});

/** One page of rows, each wrapped in `{ content }`. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ content: z.array(z.object({ content: row })), metadata: pageMetadataSchema });

/** The envelope of a paged list. */
export const pageEnvelope = <T extends z.ZodType>(row: T) => envelope(pageOf(row));

/** An answer with no content (`ok(null, '删除成功')`). */
export const emptyEnvelope = envelope(z.null());

/** A point in time on the wire: ISO-8601 text (a Date is written as its ISO text). */
export const wireTime = z.preprocess((v) => (v instanceof Date ? v.toISOString() : v), z.string());

/**
 * A numeric code of a fixed set (menu type, user level…): any integer from the database on the
 * server's side, one of `values` in the type the web reads, checked when the answer is written.
 */
export const numericCode = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.number().int().pipe(z.literal(values));

/** `{ id, name }` of a department or role named in a row. */
export const idName = z.object({ id: z.number().int(), name: z.string() });

/**
 * A non-JSON answer (a spreadsheet, an attachment, an image): the route sends bytes, which are
 * never serialized; the OpenAPI document names the media type through the route's `produces`.
 */
export const fileAnswer = z.any().meta({ type: 'string', format: 'binary', description: '文件内容' });

/** The media type of a spreadsheet answer (templates, exports). */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file of the file store as a record lists it (policy attachments, report files). */
export const storedFileRef = z.object({ fileId: z.string(), fileName: z.string(), size: z.number() });
