import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import { noticeIdsBody, noticeQuery } from '@risk/shared/schemas/verification';
import { idParam, envelope, pageEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { deleteNotices, listNotices, markRead, readNotice } from './service.ts';
import { NOTICES_PATH, noticeRow } from '@risk/shared/api/notices';
import { z } from 'zod';

const BASE = NOTICES_PATH;

/** Notices of the signed-in user: each sees and changes only their own (no operation log: personal mailbox). */
export async function noticesModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['通知公告'];
  const config = { access: 'authenticated' as const, operation: false as const };

  r.get(
    BASE,
    {
      config,
      schema: {
        response: { 200: pageEnvelope(noticeRow) },
        tags,
        summary: '通知列表（本人的；admin 可按 acceptUserId 查看任一用户的或全部）',
        querystring: noticeQuery,
      },
    },
    async (req) => {
      const { rows, total } = await listNotices(ctx.db, currentUser(req), req.query);
      return page(rows, total, req.query);
    },
  );

  r.patch(
    `${BASE}/read`,
    {
      config,
      schema: {
        response: { 200: envelope(z.object({ read: z.number().int() })) },
        tags,
        summary: '标记为已读',
        body: noticeIdsBody,
      },
    },
    async (req) => ok({ read: await markRead(ctx.db, currentUser(req), req.body.ids) }, '已标记为已读'),
  );

  r.get(
    `${BASE}/:id`,
    {
      config,
      schema: { response: { 200: envelope(noticeRow) }, tags, summary: '通知详情（同时标记为已读）', params: idParam },
    },
    async (req) => ok(await readNotice(ctx.db, currentUser(req), req.params.id)),
  );

  r.delete(
    BASE,
    {
      config,
      schema: {
        response: { 200: envelope(z.object({ deleted: z.number().int() })) },
        tags,
        summary: '删除我的通知',
        body: noticeIdsBody,
      },
    },
    async (req) => ok({ deleted: await deleteNotices(ctx.db, currentUser(req), req.body.ids) }, MSG.deleted),
  );
}
