import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { policyDownloadQuery, policyFields, policyQuery, policyUpdateFields } from '@risk/shared/schemas/content';
import { idParam, idsBody, envelope, storedFileRef, emptyEnvelope, pageEnvelope, fileAnswer } from '@risk/shared/wire';
import type { AppContext } from '../../app.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { readMultipartForm, sendFile } from '../files/service.ts';
import { createPolicy, deletePolicies, findPolicy, listPolicies, openPolicyFile, updatePolicy } from './service.ts';

const BASE = '/business/v1/policy';
const op = (action: string) => ({ module: '政策', action });

const policyRow = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string().nullable(),
  type: z.string(),
  uploadTime: z.string(),
  createBy: z.string().nullable(),
  files: z.array(storedFileRef),
});

/** Form fields of a multipart request checked with a zod schema: the first problem answers 400 in Chinese. */
export function parseForm<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MSG.badRequest);
  return parsed.data;
}

/** 政策: list for everyone; add (multipart, repeated `file` parts), edit, delete, download by permission. */
export async function policyModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['政策'];
  const { db } = ctx;

  r.get(
    BASE,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '政策列表（标题搜索、类型、上传时间）',
        querystring: policyQuery,
        response: { 200: pageEnvelope(policyRow) },
      },
    },
    async (req) => {
      const { rows, total } = await listPolicies(db, req.query);
      return page(rows, total, req.query);
    },
  );

  r.get(
    `${BASE}/download`,
    {
      config: { access: 'policy:download' },
      schema: {
        tags,
        response: { 200: fileAnswer },
        produces: ['application/octet-stream'],
        summary: '下载政策文件（原文件名）',
        querystring: policyDownloadQuery,
      },
    },
    async (req, reply) => sendFile(reply, await openPolicyFile(db, req.query.fileId)),
  );

  r.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: '政策详情', params: idParam, response: { 200: envelope(policyRow) } },
    },
    async (req) => ok(await findPolicy(db, req.params.id)),
  );

  r.post(
    BASE,
    {
      config: { access: 'policy:add', operation: op('新增政策') },
      schema: {
        tags,
        summary: '新增政策（multipart：title、summary、type，文件为重复的 file 字段；或 fileIds 指向已上传的文件）',
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (req) => {
      const { fields, files } = await readMultipartForm(req, ctx.config);
      const body = parseForm(policyFields, fields);
      return ok({ id: await createPolicy(ctx, actorOf(req), body, files) }, MSG.added);
    },
  );

  r.put(
    BASE,
    {
      config: { access: 'policy:edit', operation: op('编辑政策') },
      schema: {
        tags,
        summary: '编辑政策（表单：id、title、summary、type、fileIds 为保留的文件，新的文件为 file 字段）',
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      const { fields, files } = await readMultipartForm(req, ctx.config);
      const body = parseForm(policyUpdateFields, fields);
      await updatePolicy(ctx, actorOf(req), body.id, body, files);
      return ok(null, MSG.updated);
    },
  );

  r.delete(
    BASE,
    {
      config: { access: 'policy:del', operation: op('删除政策') },
      schema: { tags, summary: '删除政策（ID 数组）及其文件', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deletePolicies(ctx, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
