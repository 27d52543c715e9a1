import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { districtReportBody, districtReportQuery, districtReportUpdateBody } from '@risk/shared/schemas/content';
import { idParam, idsBody, envelope, emptyEnvelope, pageEnvelope, fileAnswer } from '@risk/shared/wire';
import type { AppContext } from '../../app.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
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

  r.get(
    BASE,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '区县报告列表（区县用户只见本区）',
        querystring: districtReportQuery,
        response: { 200: pageEnvelope(reportRow) },
      },
    },
    async (req) => {
      const { rows, total } = await listDistrictReports(db, currentUser(req), req.query);
      return page(rows, total, req.query);
    },
  );

  r.get(
    `${BASE}/download/:id`,
    {
      config: { access: 'riskDistrictReport:downLoad' },
      schema: {
        tags,
        response: { 200: fileAnswer },
        produces: ['application/octet-stream'],
        summary: '下载区县报告（原文件名）',
        params: idParam,
      },
    },
    async (req, reply) => sendFile(reply, await openDistrictReportFile(db, currentUser(req), req.params.id)),
  );

  r.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: '区县报告详情', params: idParam, response: { 200: envelope(reportRow) } },
    },
    async (req) => ok(await findDistrictReport(db, currentUser(req), req.params.id)),
  );

  r.post(
    BASE,
    {
      config: { access: 'riskDistrictReport:add', operation: op('新增区县报告') },
      schema: {
        tags,
        summary: '新增区县报告（fileId 为 toolLocalStorage 上传的文件）',
        body: districtReportBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (req) => ok({ id: await createDistrictReport(db, actorOf(req), req.body) }, MSG.added),
  );

  r.put(
    BASE,
    {
      config: { access: 'riskDistrictReport:edit', operation: op('编辑区县报告') },
      schema: { tags, summary: '编辑区县报告', body: districtReportUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateDistrictReport(db, actorOf(req), req.body.id, req.body);
      return ok(null, MSG.updated);
    },
  );

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

  r.delete(
    BASE,
    {
      config: { access: 'riskDistrictReport:del', operation: op('删除区县报告') },
      schema: { tags, summary: '删除区县报告（ID 数组）', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteDistrictReports(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
