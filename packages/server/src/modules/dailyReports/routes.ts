import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { dailyBody, dailyQuery, dailyUpdateBody } from '@risk/shared/schemas/content';
import { idParam, idsBody, envelope, emptyEnvelope, pageEnvelope, fileAnswer } from '@risk/shared/wire';
import type { AppContext } from '../../app.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { sendFile } from '../files/service.ts';
import { createDaily, deleteDaily, findDaily, listDaily, openDailyFile, updateDaily } from './service.ts';

const BASE = '/business/v1/risk/specialDaily';
const op = (action: string) => ({ module: '专报日报', action });

const dailyRow = z.object({
  id: z.number(),
  title: z.string(),
  uploadTime: z.string(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});

/** 专报日报: the city's reports, read by every level. */
export async function dailyReportsModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['专报日报'];
  const { db } = ctx;

  r.get(
    BASE,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '专报日报列表（标题、上传时间）',
        querystring: dailyQuery,
        response: { 200: pageEnvelope(dailyRow) },
      },
    },
    async (req) => {
      const { rows, total } = await listDaily(db, req.query);
      return page(rows, total, req.query);
    },
  );

  r.get(
    `${BASE}/download/:id`,
    {
      config: { access: 'daily:downLoad' },
      schema: {
        tags,
        response: { 200: fileAnswer },
        produces: ['application/octet-stream'],
        summary: '下载专报日报（原文件名）',
        params: idParam,
      },
    },
    async (req, reply) => sendFile(reply, await openDailyFile(db, req.params.id)),
  );

  r.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: '专报日报详情', params: idParam, response: { 200: envelope(dailyRow) } },
    },
    async (req) => ok(await findDaily(db, req.params.id)),
  );

  r.post(
    BASE,
    {
      config: { access: 'daily:add', operation: op('新增专报日报') },
      schema: {
        tags,
        summary: '新增专报日报（fileId 为 toolLocalStorage 上传的文件）',
        body: dailyBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (req) => ok({ id: await createDaily(db, actorOf(req), req.body) }, MSG.added),
  );

  r.put(
    BASE,
    {
      config: { access: 'daily:edit', operation: op('编辑专报日报') },
      schema: { tags, summary: '编辑专报日报', body: dailyUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateDaily(db, actorOf(req), req.body.id, req.body);
      return ok(null, MSG.updated);
    },
  );

  r.delete(
    BASE,
    {
      config: { access: 'daily:del', operation: op('删除专报日报') },
      schema: { tags, summary: '删除专报日报（ID 数组）', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteDaily(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
