import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { layoffReportQuery, reportRangeQuery } from '@risk/shared/schemas/reports';
import { idParam, envelope, pageEnvelope, fileAnswer } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/excel/workbook.ts';
import { disposeReport, disposeReportWorkbook } from './dispose-report.ts';
import { earlyWarnReport } from './early-warn-report.ts';
import { layoffReportFile, listLayoffReports } from './layoff-reports.ts';
import { REPORTS_PATH, layoffReportRow, disposeReportRow, earlyWarnRow } from '@risk/shared/api/reports';
import { z } from 'zod';

const BASE = REPORTS_PATH;
const tags = ['报表'];

/** The reports: layoff reports (list, download), the dispose report (table, download) and the warning statement. */
export async function reportsModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${BASE}/layoffsReport`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: pageEnvelope(layoffReportRow) },
        tags,
        summary: '裁员报告列表（区县只见本区）',
        querystring: layoffReportQuery,
      },
    },
    async (req) => {
      const { rows, total } = await listLayoffReports(db, currentUser(req), req.query);
      return page(rows, total, req.query);
    },
  );
  app.get(
    `${BASE}/layoffsReport/download/:id`,
    {
      config: { access: 'layoffsReport:downLoad' },
      schema: {
        response: { 200: fileAnswer },
        produces: [XLSX_CONTENT_TYPE],
        tags,
        summary: '下载裁员报告（裁员统计与裁员和维稳记录）',
        params: idParam,
      },
    },
    async (req, reply) => {
      const { fileName, workbook } = await layoffReportFile(db, currentUser(req), req.params.id);
      return sendXlsx(reply, fileName, workbook);
    },
  );
  app.get(
    `${BASE}/disposeReport`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.array(disposeReportRow)) },
        tags,
        summary: '处置报表：各区县与全市',
        querystring: reportRangeQuery,
      },
    },
    async (req) => ok(await disposeReport(db, currentUser(req), req.query)),
  );
  app.get(
    `${BASE}/disposeReport/download`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: fileAnswer },
        produces: [XLSX_CONTENT_TYPE],
        tags,
        summary: '下载处置报表',
        querystring: reportRangeQuery,
      },
    },
    async (req, reply) => {
      const rows = await disposeReport(db, currentUser(req), req.query);
      return sendXlsx(reply, '处置报表.xlsx', disposeReportWorkbook(rows));
    },
  );
  app.get(
    `${BASE}/earlyWarnReport`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.array(earlyWarnRow)) },
        tags,
        summary: '预警报表：各区县与全部',
        querystring: reportRangeQuery,
      },
    },
    async (req) => ok(await earlyWarnReport(db, currentUser(req), req.query)),
  );
}
