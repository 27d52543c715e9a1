import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_KINDS, FILE_MSG, PICTURE_KINDS } from '@risk/shared/files';
import { MSG } from '@risk/shared/messages';
import type { PermissionCode } from '@risk/shared/permissions';
import { fileIdSchema } from '@risk/shared/schemas/content';
import { emptyEnvelope, fileAnswer } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf, recordOperation } from '../../platform/audit/operation-log.ts';
import { ok } from '../../platform/http/envelope.ts';
import { checkIncoming, discardUpload, loadFile, readStoreUpload, sendFile, storeFile } from './service.ts';

const STORAGE = '/business/v1/risk/toolLocalStorage';
const MODULE = '文件';

/** Whoever may add or edit a record that holds files may upload them. */
export const UPLOAD_CODES: PermissionCode[] = [
  'riskCompanyInfo:add',
  'riskCompanyInfo:edit',
  'policy:add',
  'policy:edit',
  'news:add',
  'news:edit',
  'riskDistrictReport:add',
  'riskDistrictReport:edit',
  'daily:add',
  'daily:edit',
];

const storedRef = z.object({ id: z.string(), fileName: z.string(), size: z.number() });
const refAnswer = z.object({ status: z.number(), message: z.string(), content: storedRef });
const nameQuery = z.object({ name: z.string().trim().max(400, FILE_MSG.nameTooLong).optional() });

/** The file store's calls: upload, upload a picture, drop an unsaved upload. */
export async function filesModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['文件'];
  const { db, config } = ctx;

  r.post(
    STORAGE,
    {
      config: { access: UPLOAD_CODES, operation: { module: MODULE, action: '上传文件' } },
      schema: {
        tags,
        summary: `上传文件（multipart 字段 file；按内容检查类型：${DOCUMENT_KINDS.join('、')}；大小上限 UPLOAD_MAX_MB）`,
        querystring: nameQuery,
        response: { 200: refAnswer },
      },
    },
    async (req) => {
      const file = await readStoreUpload(req, config);
      const checked = checkIncoming(file, DOCUMENT_KINDS, config, req.query.name);
      const actor = actorOf(req);
      const ref = await db.transaction(async (tx) => {
        const stored = await storeFile(tx, actor.user, file, checked);
        await recordOperation(tx, actor, {
          module: MODULE,
          action: '上传文件',
          target: stored.fileName,
          newValue: stored,
        });
        return stored;
      });
      return ok(ref, FILE_MSG.uploaded);
    },
  );

  r.post(
    `${STORAGE}/pictures`,
    {
      config: { access: UPLOAD_CODES, operation: { module: MODULE, action: '上传图片' } },
      schema: {
        tags,
        summary: '上传图片（jpg、png，按内容检查）',
        querystring: nameQuery,
        response: { 200: refAnswer },
      },
    },
    async (req) => {
      const file = await readStoreUpload(req, config);
      const checked = checkIncoming(file, PICTURE_KINDS, config, req.query.name);
      const actor = actorOf(req);
      const ref = await db.transaction(async (tx) => {
        const stored = await storeFile(tx, actor.user, file, checked, 'picture');
        await recordOperation(tx, actor, {
          module: MODULE,
          action: '上传图片',
          target: stored.fileName,
          newValue: stored,
        });
        return stored;
      });
      return ok(ref, FILE_MSG.uploaded);
    },
  );

  r.get(
    `${STORAGE}/pictures/:id`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        response: { 200: fileAnswer },
        produces: ['image/jpeg', 'image/png'],
        summary: '查看图片',
        params: z.object({ id: fileIdSchema }),
      },
    },
    async (req, reply) => sendFile(reply, await loadFile(db, req.params.id, 'picture'), true),
  );

  r.delete(
    `${STORAGE}/path`,
    {
      config: { access: UPLOAD_CODES, operation: { module: MODULE, action: '移除未保存的上传' } },
      schema: {
        tags,
        response: { 200: emptyEnvelope },
        summary: '移除尚未保存到业务数据的上传（只限本人上传的）',
        querystring: z.object({ path: fileIdSchema }),
      },
    },
    async (req) => {
      const actor = actorOf(req);
      await discardUpload(db, currentUser(req), req.query.path);
      await recordOperation(db, actor, { module: MODULE, action: '移除未保存的上传', target: req.query.path });
      return ok(null, MSG.deleted);
    },
  );
}
