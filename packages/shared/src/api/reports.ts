import { z } from 'zod';
import { DISPOSE_REPORT_COLUMNS, type DisposeReportKey } from '../schemas/reports.ts';
import { wireTime } from '../wire.ts';

/** The reports contract: paths, the layoff reports' sort whitelist, answers. */
export const REPORTS_PATH = '/business/v1/risk';
export const LAYOFF_REPORTS_PATH = `${REPORTS_PATH}/layoffsReport`;
export const DISPOSE_REPORT_PATH = `${REPORTS_PATH}/disposeReport`;
export const EARLY_WARN_REPORT_PATH = `${REPORTS_PATH}/earlyWarnReport`;
export const LAYOFF_REPORT_SORT_FIELDS = ['reportTime', 'createTime', 'companyName'] as const;
export const LAYOFF_REPORT_DEFAULT_SORT = 'reportTime,DESC';

/** A layoff report's name and file name (without .xlsx): the company's name and 裁员情况报告. */
export const layoffReportName = (companyName: string) => `${companyName}裁员情况报告`;

export const layoffReportRow = z.object({
  id: z.number().int(),
  reportName: z.string(),
  region: z.string(),
  riskCompanyId: z.number().int(),
  companyName: z.string(),
  reportTime: wireTime,
  fileName: z.string().nullable(),
});
export type LayoffReportRow = z.infer<typeof layoffReportRow>;

/** One region of the dispose report: the region and a count per column. */
export const disposeReportRow = z.object({
  region: z.string(),
  ...(Object.fromEntries(DISPOSE_REPORT_COLUMNS.map((c) => [c.key, z.number()])) as Record<
    DisposeReportKey,
    z.ZodNumber
  >),
});
export type DisposeReportRow = z.infer<typeof disposeReportRow>;

/** One region of the warning statement (rates as text, as the spec shows them). */
export const earlyWarnRow = z.object({
  companyRegion: z.string(),
  earlyWarningList: z.string(),
  downsizingList: z.string(),
  verifyRate: z.string(),
  disposalRate: z.string(),
});
export type EarlyWarnRow = z.infer<typeof earlyWarnRow>;
