import type { FastifyInstance } from 'fastify';
import { onlineCalls as calls } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { kickSessions, listOnline } from './service.ts';

export async function onlineModule(app: FastifyInstance, ctx: AppContext) {
  const tags = ['在线用户'];

  route(app, calls.list, { tags, summary: '在线用户列表' }, async (req) => {
    const { rows, total } = await listOnline(ctx, req.query);
    return page(rows, total, req.query);
  });

  route(
    app,
    calls.kick,
    { tags, summary: '强制退出（会话标识数组）', operation: { module: '在线用户', action: '强制退出' } },
    async (req) => {
      const n = await kickSessions(ctx, actorOf(req), req.body);
      return ok({ kicked: n }, `已强制退出 ${n} 个会话`);
    },
  );
}
