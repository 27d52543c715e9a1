import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onlineQuery } from '@risk/shared/schemas/system';
import { sessionKeysBody } from '@risk/shared/schemas/online';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { kickSessions, listOnline } from './service.ts';
import { envelope, pageEnvelope } from '@risk/shared/wire';
import { ONLINE_PATH, onlineSession } from '@risk/shared/api/system';
import { z } from 'zod';

export async function onlineModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['在线用户'];

  r.get(
    ONLINE_PATH,
    {
      config: { access: 'online:list' },
      schema: {
        response: { 200: pageEnvelope(onlineSession) },
        tags,
        summary: '在线用户列表',
        querystring: onlineQuery,
      },
    },
    async (req) => {
      const { rows, total } = await listOnline(ctx, req.query);
      return page(rows, total, req.query);
    },
  );

  r.delete(
    ONLINE_PATH,
    {
      config: { access: 'online:kick', operation: { module: '在线用户', action: '强制退出' } },
      schema: {
        response: { 200: envelope(z.object({ kicked: z.number().int() })) },
        tags,
        summary: '强制退出（会话标识数组）',
        body: sessionKeysBody,
      },
    },
    async (req) => {
      const n = await kickSessions(ctx, actorOf(req), req.body);
      return ok({ kicked: n }, `已强制退出 ${n} 个会话`);
    },
  );
}
