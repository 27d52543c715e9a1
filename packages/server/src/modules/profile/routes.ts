import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { profileCalls as calls } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { readUploadedFile } from '../../platform/excel/upload.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { AVATAR_MSG, MAX_AVATAR_BYTES, readAvatar, saveAvatar } from './avatar.ts';
import { changePassword, updateProfile } from './service.ts';

const op = (action: string) => ({ module: '个人中心', action });

export async function profileModule(app: FastifyInstance, ctx: AppContext) {
  const tags = ['个人中心'];

  route(app, calls.update, { tags, summary: '修改本人信息', operation: op('修改个人信息') }, async (req) =>
    ok(await updateProfile(ctx, actorOf(req), req.body), MSG.saved),
  );

  route(
    app,
    calls.updatePassword,
    { tags, summary: '修改本人密码（新旧密码均 RSA 加密；其他会话随之结束）', operation: op('修改密码') },
    async (req) => {
      await changePassword(ctx, actorOf(req), req.body.oldPass, req.body.newPass);
      return ok(null, '密码修改成功');
    },
  );

  route(
    app,
    calls.updateAvatar,
    { tags, summary: '上传头像（multipart 字段 file，PNG/JPG，≤ 2 MB）', operation: op('修改头像') },
    async (req) => {
      const { buffer } = await readUploadedFile(req, MAX_AVATAR_BYTES, AVATAR_MSG.tooLarge);
      return ok({ avatarName: await saveAvatar(ctx, actorOf(req), buffer) }, '头像已更新');
    },
  );

  // Public: an <img> cannot send the Authorization header; names are random and checked against traversal.
  route(app, calls.avatar, { tags, summary: '头像图片' }, async (req, reply) => {
    const { body, type } = await readAvatar(ctx, req.params.name);
    return reply
      .type(type)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
}
