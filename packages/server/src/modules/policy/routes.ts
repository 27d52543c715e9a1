import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { policyDownloadQuery, policyFields, policyQuery, policyUpdateFields } from '@risk/shared/schemas/content';
import { storedFileRef } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { readMultipartForm, sendFile } from '../files/service.ts';
import { createPolicy, deletePolicies, findPolicy, listPolicies, openPolicyFile, updatePolicy } from './service.ts';

const BASE = '/business/v1/policy';

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
  const { db } = ctx;
  crudRoutes(app, {
    base: BASE,
    module: '政策',
    noun: '政策',
    permission: 'policy',
    row: policyRow,
    list: {
      summary: '政策列表（标题搜索、类型、上传时间）',
      query: policyQuery,
      run: (query) => listPolicies(db, query),
    },
    get: { run: (id) => findPolicy(db, id) },
    add: {
      summary: '新增政策（multipart：title、summary、type，文件为重复的 file 字段；或 fileIds 指向已上传的文件）',
      run: async (actor, _body, req) => {
        const { fields, files } = await readMultipartForm(req, ctx.config);
        return createPolicy(ctx, actor, parseForm(policyFields, fields), files);
      },
    },
    edit: {
      summary: '编辑政策（表单：id、title、summary、type、fileIds 为保留的文件，新的文件为 file 字段）',
      run: async (actor, _body, req) => {
        const { fields, files } = await readMultipartForm(req, ctx.config);
        const body = parseForm(policyUpdateFields, fields);
        await updatePolicy(ctx, actor, body.id, body, files);
      },
    },
    remove: { summary: '删除政策（ID 数组）及其文件', run: (actor, ids) => deletePolicies(ctx, actor, ids) },
    download: {
      path: '/download',
      access: 'policy:download',
      summary: '下载政策文件（原文件名）',
      querystring: policyDownloadQuery,
      run: async (req, reply) => sendFile(reply, await openPolicyFile(db, (req.query as { fileId: string }).fileId)),
    },
  });
}
