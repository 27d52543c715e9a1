import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { noticeCalls as calls } from '@risk/shared/api/notices';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { deleteNotices, listNotices, markRead, readNotice } from './service.ts';

const tags = ['通知公告'];
/** no operation log: a personal mailbox */
const operation = false as const;

/** Notices of the signed-in user: each sees and changes only their own. */
export async function noticesModule(app: FastifyInstance, { db }: AppContext) {
  route(
    app,
    calls.list,
    { tags, summary: '通知列表（本人的；admin 可按 acceptUserId 查看任一用户的或全部）', operation },
    async (req) => {
      const { rows, total } = await listNotices(db, currentUser(req), req.query);
      return page(rows, total, req.query);
    },
  );

  route(app, calls.markRead, { tags, summary: '标记为已读', operation }, async (req) =>
    ok({ read: await markRead(db, currentUser(req), req.body.ids) }, '已标记为已读'),
  );

  route(app, calls.detail, { tags, summary: '通知详情（同时标记为已读）', operation }, async (req) =>
    ok(await readNotice(db, currentUser(req), req.params.id)),
  );

  route(app, calls.remove, { tags, summary: '删除我的通知', operation }, async (req) =>
    ok({ deleted: await deleteNotices(db, currentUser(req), req.body.ids) }, MSG.deleted),
  );
}
