import { z } from 'zod';

/** One refused cell of a spreadsheet import: the Excel row number, the column header and why. */
export const importRefusal = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type ImportRefusal = z.infer<typeof importRefusal>;

/** A data set's import, per period the file brought: rows written, and rows of earlier imports it replaced. */
export const importedPeriod = z.object({ period: z.string(), created: z.number().int(), replaced: z.number().int() });
export type ImportedPeriod = z.infer<typeof importedPeriod>;

/**
 * What an import ends with (the row report of its job). An import is all or nothing: on success
 * `refused` is empty; when any row is refused nothing is written and the job fails with the report.
 */
export const importReport = z.object({
  created: z.number().int(),
  refused: z.array(importRefusal),
  /** a data set's import: rows of earlier imports its periods replaced, in all and per period */
  replaced: z.number().int().optional(),
  periods: z.array(importedPeriod).optional(),
});
export type ImportReport = z.infer<typeof importReport>;

/** The largest spreadsheet an import accepts by default (IMPORT_MAX_FILE_MB): a city's monthly 社保数据 of about a million rows is 100–170 MB. */
export const DEFAULT_IMPORT_MAX_FILE_MB = 200;

export const IMPORT_MSG = {
  /** the upload's answer: the file was checked and its import queued as a job */
  queued: '文件已上传，正在后台导入',
  ownerGone: '导入人的账号已不存在，未写入任何数据',
  noGrant: '导入人已没有导入权限，未写入任何数据',
  /** the embedded database's row limit per file (EMBEDDED_IMPORT_MAX_ROWS), and the way past it */
  embeddedTooMany: (limit: number, rows: number) =>
    `内置数据库单次最多导入 ${limit.toLocaleString('en')} 行，本文件约 ${rows.toLocaleString('en')} 行；城市规模的数据请部署 PostgreSQL（设置 DATABASE_URL）后导入`,
} as const;
