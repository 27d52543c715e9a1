import { REPORT_MSG } from '@risk/shared/schemas/reports';
import { type LayoffReportRow, LAYOFF_REPORTS_PATH } from '@risk/shared/api/reports';
import { http } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';

/** Downloads a report's workbook; a report without a file is refused here, a failed download shows the server's message. */
export function downloadLayoffReport(row: LayoffReportRow): Promise<void> {
  if (!row.fileName) {
    notify.info(REPORT_MSG.noFile);
    return Promise.resolve();
  }
  return http.download(`${LAYOFF_REPORTS_PATH}/download/${row.id}`, undefined, row.fileName).catch(() => undefined);
}
