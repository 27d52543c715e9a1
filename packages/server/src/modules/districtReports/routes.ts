import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { districtReportBody, districtReportQuery, districtReportUpdateBody } from '@risk/shared/schemas/content';
import { idParam, emptyEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import { ok } from '../../platform/http/envelope.ts';
import { sendFile } from '../files/service.ts';
import {
  createDistrictReport,
  deleteDistrictReports,
  findDistrictReport,
  listDistrictReports,
  openDistrictReportFile,
  removeDistrictReportFile,
  updateDistrictReport,
} from './service.ts';

const BASE = '/business/v1/risk/riskDistrictReport';
const op = (action: string) => ({ module: '区县报告', action });

export const reportRow = z.object({
  id: z.number(),
  reportName: z.string(),
  region: z.string(),
  year: z.number(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});

/** 区县报告: a district sees and uploads its own district's reports; the city reads all. */
export async function districtReportsModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['区县报告'];
  const { db } = ctx;

  crudRoutes(app, {
    base: BASE,
    module: '区县报告',
    noun: '区县报告',
    permission: 'riskDistrictReport',
    row: reportRow,
    list: {
      summary: '区县报告列表（区县用户只见本区）',
      query: districtReportQuery,
      run: (query, req) => listDistrictReports(db, currentUser(req), query),
    },
    get: { run: (id, req) => findDistrictReport(db, currentUser(req), id) },
    add: {
      summary: '新增区县报告（fileId 为 toolLocalStorage 上传的文件）',
      body: districtReportBody,
      run: (actor, body) => createDistrictReport(db, actor, body),
    },
    edit: { body: districtReportUpdateBody, run: (actor, body) => updateDistrictReport(db, actor, body.id, body) },
    remove: { run: (actor, ids) => deleteDistrictReports(db, actor, ids) },
    download: {
      path: '/download/:id',
      access: 'riskDistrictReport:downLoad',
      summary: '下载区县报告（原文件名）',
      params: idParam,
      run: async (req, reply) =>
        sendFile(reply, await openDistrictReportFile(db, currentUser(req), (req.params as { id: number }).id)),
    },
  });

  r.delete(
    `${BASE}/path`,
    {
      config: { access: 'riskDistrictReport:edit', operation: op('移除区县报告文件') },
      schema: { tags, summary: '移除报告的文件（保留报告）', querystring: idParam, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await removeDistrictReportFile(db, actorOf(req), req.query.id);
      return ok(null, MSG.deleted);
    },
  );
}
