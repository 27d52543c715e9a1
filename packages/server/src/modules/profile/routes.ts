import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { profileBody, updatePasswordBody } from '@risk/shared/schemas/auth';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { readUploadedFile } from '../../platform/excel/upload.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AVATAR_MSG, MAX_AVATAR_BYTES, readAvatar, saveAvatar } from './avatar.ts';
import { changePassword, updateProfile } from './service.ts';
import { envelope, emptyEnvelope, fileAnswer } from '@risk/shared/wire';
import {
  PROFILE_PATH,
  UPDATE_PASSWORD_PATH,
  UPDATE_AVATAR_PATH,
  AVATAR_PATH,
  sessionUser,
} from '@risk/shared/api/system';

const op = (action: string) => ({ module: '个人中心', action });

export async function profileModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['个人中心'];

  r.put(
    PROFILE_PATH,
    {
      config: { access: 'authenticated', operation: op('修改个人信息') },
      schema: { response: { 200: envelope(sessionUser) }, tags, summary: '修改本人信息', body: profileBody },
    },
    async (req) => ok(await updateProfile(ctx, actorOf(req), req.body), MSG.saved),
  );

  r.post(
    UPDATE_PASSWORD_PATH,
    {
      config: { access: 'authenticated', operation: op('修改密码') },
      schema: {
        response: { 200: emptyEnvelope },
        tags,
        summary: '修改本人密码（新旧密码均 RSA 加密；其他会话随之结束）',
        body: updatePasswordBody,
      },
    },
    async (req) => {
      await changePassword(ctx, actorOf(req), req.body.oldPass, req.body.newPass);
      return ok(null, '密码修改成功');
    },
  );

  r.post(
    UPDATE_AVATAR_PATH,
    {
      config: { access: 'authenticated', operation: op('修改头像') },
      schema: {
        response: { 200: envelope(z.object({ avatarName: z.string() })) },
        tags,
        summary: '上传头像（multipart 字段 file，PNG/JPG，≤ 2 MB）',
      },
    },
    async (req) => {
      const { buffer } = await readUploadedFile(req, MAX_AVATAR_BYTES, AVATAR_MSG.tooLarge);
      return ok({ avatarName: await saveAvatar(ctx, actorOf(req), buffer) }, '头像已更新');
    },
  );

  // Public: an <img> cannot send the Authorization header; names are random and checked against traversal.
  r.get(
    `${AVATAR_PATH}/:name`,
    {
      config: { access: 'public' },
      schema: {
        response: { 200: fileAnswer },
        produces: ['image/png', 'image/jpeg'],
        tags,
        summary: '头像图片',
        params: z.object({ name: z.string().max(64) }),
      },
    },
    async (req, reply) => {
      const { body, type } = await readAvatar(ctx, req.params.name);
      return reply
        .type(type)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
