import { http } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';

export const LAYOFF_REPORTS_URL = '/business/v1/risk/layoffsReport';

/** A row of 裁员报告: the report filed for a company; without a file name there is nothing to download. */
export interface LayoffReportRow {
  id: number;
  reportName: string;
  region: string;
  companyName: string;
  reportTime: string;
  fileName: string | null;
}

/** The server's refusal for a report without a file, said before asking it. */
export const NO_REPORT_FILE = '该报告暂无可下载的文件';

/** Downloads a report's workbook; a failed download shows the message the server answered. */
export function downloadLayoffReport(row: LayoffReportRow): Promise<void> {
  if (!row.fileName) {
    notify.info(NO_REPORT_FILE);
    return Promise.resolve();
  }
  return http.download(`${LAYOFF_REPORTS_URL}/download/${row.id}`, undefined, row.fileName).catch(() => undefined);
}
