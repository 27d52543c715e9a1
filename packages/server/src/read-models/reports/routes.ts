import type { FastifyInstance } from 'fastify';
import { reportsCalls } from '@risk/shared/api/reports';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { sendXlsx } from '../../platform/excel/workbook.ts';
import { disposeReport, disposeReportWorkbook } from './dispose-report.ts';
import { earlyWarnReport } from './early-warn-report.ts';
import { layoffReportFile, listLayoffReports } from './layoff-reports.ts';

const tags = ['报表'];

/** The reports: layoff reports (list, download), the dispose report (table, download) and the warning statement. */
export async function reportsModule(app: FastifyInstance, { db }: AppContext) {
  route(app, reportsCalls.layoffsReport, { tags, summary: '裁员报告列表（区县只见本区）' }, async (req) => {
    const { rows, total } = await listLayoffReports(db, currentUser(req), req.query);
    return page(rows, total, req.query);
  });
  route(
    app,
    reportsCalls.layoffsReportDownload,
    { tags, summary: '下载裁员报告（裁员统计与裁员和维稳记录）' },
    async (req, reply) => {
      const { fileName, workbook } = await layoffReportFile(db, currentUser(req), req.params.id);
      return sendXlsx(reply, fileName, workbook);
    },
  );
  route(app, reportsCalls.disposeReport, { tags, summary: '处置报表：各区县与全市' }, async (req) =>
    ok(await disposeReport(db, currentUser(req), req.query)),
  );
  route(app, reportsCalls.disposeReportDownload, { tags, summary: '下载处置报表' }, async (req, reply) => {
    const rows = await disposeReport(db, currentUser(req), req.query);
    return sendXlsx(reply, '处置报表.xlsx', disposeReportWorkbook(rows));
  });
  route(app, reportsCalls.earlyWarnReport, { tags, summary: '预警报表：各区县与全部' }, async (req) =>
    ok(await earlyWarnReport(db, currentUser(req), req.query)),
  );
}
