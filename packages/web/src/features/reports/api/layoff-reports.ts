import { REPORT_MSG } from '@risk/shared/schemas/reports';
import { type LayoffReportRow, reportsCalls } from '@risk/shared/api/reports';
import { api } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';

/** Downloads a report's workbook; a report without a file is refused here, a failed download shows the server's message. */
export function downloadLayoffReport(row: LayoffReportRow): Promise<void> {
  if (!row.fileName) {
    notify.info(REPORT_MSG.noFile);
    return Promise.resolve();
  }
  return api
    .download(reportsCalls.layoffsReportDownload, row.fileName, { params: { id: row.id } })
    .catch(() => undefined);
}
