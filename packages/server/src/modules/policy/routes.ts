import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { policyFields, policyUpdateFields } from '@risk/shared/schemas/content';
import { policyCalls as calls } from '@risk/shared/api/content';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { downloadRoute, recordRoutes } from '../documents/service.ts';
import { readMultipartForm } from '../files/service.ts';
import { createPolicy, deletePolicies, findPolicy, listPolicies, openPolicyFile, updatePolicy } from './service.ts';

const MODULE = '政策';

/** Form fields of a multipart request checked with a zod schema: the first problem answers 400 in Chinese. */
export function parseForm<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MSG.badRequest);
  return parsed.data;
}

/** 政策: list for everyone; add (multipart, repeated `file` parts), edit, delete, download by permission. */
export async function policyModule(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  recordRoutes(app, calls, {
    module: MODULE,
    noun: '政策',
    list: { summary: '政策列表（标题搜索、类型、上传时间）', run: (req) => listPolicies(db, req.query) },
    detail: { run: (req) => findPolicy(db, req.params.id) },
    add: {
      summary: '新增政策（multipart：title、summary、type，文件为重复的 file 字段；或 fileIds 指向已上传的文件）',
      run: async (actor, req) => {
        const { fields, files } = await readMultipartForm(req, ctx.config);
        return createPolicy(ctx, actor, parseForm(policyFields, fields), files);
      },
    },
    edit: {
      summary: '编辑政策（表单：id、title、summary、type、fileIds 为保留的文件，新的文件为 file 字段）',
      run: async (actor, req) => {
        const { fields, files } = await readMultipartForm(req, ctx.config);
        const body = parseForm(policyUpdateFields, fields);
        await updatePolicy(ctx, actor, body.id, body, files);
      },
    },
    remove: { summary: '删除政策（ID 数组）及其文件', run: (actor, ids) => deletePolicies(ctx, actor, ids) },
  });
  downloadRoute(app, calls.download, { module: MODULE, summary: '下载政策文件（原文件名）' }, (req) =>
    openPolicyFile(db, req.query.fileId),
  );
}
