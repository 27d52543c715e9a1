import { z } from 'zod';
import {
  DISPOSE_REPORT_COLUMNS,
  type DisposeReportKey,
  layoffReportQuery,
  reportRangeQuery,
} from '../schemas/reports.ts';
import { envelope, fileAnswer, idParam, pageEnvelope, wireTime, XLSX_MEDIA_TYPE } from '../wire.ts';
import { callsOf } from './endpoint.ts';

/** The reports contract: the calls, the layoff reports' sort whitelist, answers. */
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

const risk = callsOf('reports', '/business/v1/risk');
const xlsx = { answer: fileAnswer, produces: [XLSX_MEDIA_TYPE] } as const;

/** The reports (报表): layoff reports (list, download), the dispose report (table, download) and the warning statement. */
export const reportsCalls = {
  layoffsReport: risk.get('/layoffsReport', {
    access: 'authenticated',
    query: layoffReportQuery,
    answer: pageEnvelope(layoffReportRow),
    sort: LAYOFF_REPORT_SORT_FIELDS,
    defaultSort: LAYOFF_REPORT_DEFAULT_SORT,
  }),
  layoffsReportDownload: risk.get('/layoffsReport/download/:id', {
    access: 'layoffsReport:downLoad',
    params: idParam,
    ...xlsx,
  }),
  disposeReport: risk.get('/disposeReport', {
    access: 'authenticated',
    query: reportRangeQuery,
    answer: envelope(z.array(disposeReportRow)),
  }),
  disposeReportDownload: risk.get('/disposeReport/download', {
    access: 'authenticated',
    query: reportRangeQuery,
    ...xlsx,
  }),
  earlyWarnReport: risk.get('/earlyWarnReport', {
    access: 'authenticated',
    query: reportRangeQuery,
    answer: envelope(z.array(earlyWarnRow)),
  }),
};
