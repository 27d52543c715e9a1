import { REPORT_MSG, type LayoffReportRow } from '@risk/shared/schemas/reports';
import { http } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';

export const LAYOFF_REPORTS_URL = '/business/v1/risk/layoffsReport';
/** fields the server lets the list sort by */
export const LAYOFF_REPORTS_SORTABLE = ['reportTime', 'companyName'] as const;

/** Downloads a report's workbook; a report without a file is refused here, a failed download shows the server's message. */
export function downloadLayoffReport(row: LayoffReportRow): Promise<void> {
  if (!row.fileName) {
    notify.info(REPORT_MSG.noFile);
    return Promise.resolve();
  }
  return http.download(`${LAYOFF_REPORTS_URL}/download/${row.id}`, undefined, row.fileName).catch(() => undefined);
}
