import type { FastifyInstance } from 'fastify';
import { DOCUMENT_KINDS, FILE_MSG, PICTURE_KINDS, type FileKindName } from '@risk/shared/files';
import { MSG } from '@risk/shared/messages';
import { fileStoreCalls as calls } from '@risk/shared/api/files';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf, recordOperation } from '../../platform/audit/operation-log.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route, type CallRequest } from '../../platform/http/route.ts';
import {
  checkIncoming,
  discardUpload,
  loadFile,
  readStoreUpload,
  sendFile,
  storeFile,
  type FileOwner,
} from './service.ts';

const MODULE = '文件';
const tags = [MODULE];

/** The file store's calls: upload, upload a picture, view a picture, drop an unsaved upload. */
export async function filesModule(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  /** Stores the request's `file` part once its content is one of `kinds`, and logs the upload. */
  const store =
    (kinds: readonly FileKindName[], action: string, owner?: FileOwner) =>
    async (req: CallRequest<typeof calls.upload>) => {
      const file = await readStoreUpload(req, config);
      const checked = checkIncoming(file, kinds, config, req.query.name);
      const actor = actorOf(req);
      const ref = await db.transaction(async (tx) => {
        const stored = await storeFile(tx, actor.user, file, checked, owner);
        await recordOperation(tx, actor, { module: MODULE, action, target: stored.fileName, newValue: stored });
        return stored;
      });
      return ok(ref, FILE_MSG.uploaded);
    };

  route(
    app,
    calls.upload,
    {
      tags,
      summary: `上传文件（multipart 字段 file；按内容检查类型：${DOCUMENT_KINDS.join('、')}；大小上限 UPLOAD_MAX_MB）`,
      operation: { module: MODULE, action: '上传文件' },
    },
    store(DOCUMENT_KINDS, '上传文件'),
  );

  route(
    app,
    calls.uploadPicture,
    { tags, summary: '上传图片（jpg、png，按内容检查）', operation: { module: MODULE, action: '上传图片' } },
    store(PICTURE_KINDS, '上传图片', 'picture'),
  );

  route(app, calls.picture, { tags, summary: '查看图片' }, async (req, reply) =>
    sendFile(reply, await loadFile(db, req.params.id, 'picture'), true),
  );

  route(
    app,
    calls.discard,
    {
      tags,
      summary: '移除尚未保存到业务数据的上传（只限本人上传的）',
      operation: { module: MODULE, action: '移除未保存的上传' },
    },
    async (req) => {
      const actor = actorOf(req);
      await discardUpload(db, currentUser(req), req.query.path);
      await recordOperation(db, actor, { module: MODULE, action: '移除未保存的上传', target: req.query.path });
      return ok(null, MSG.deleted);
    },
  );
}
