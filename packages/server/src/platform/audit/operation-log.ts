import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { operationLog } from '../../db/schema/system.ts';
import { publicError } from '../http/error-handler.ts';
import { browserOf } from '../http/client-info.ts';
import { currentUser } from '../auth/access.ts';
import type { AuthUser } from '../auth/session-user.ts';

/** Who does a write, passed from a route to a service so services stay free of HTTP. */
export interface Actor {
  user: AuthUser;
  ip: string;
  browser: string;
}

export function actorOf(req: FastifyRequest): Actor {
  return { user: currentUser(req), ip: req.ip, browser: browserOf(req) };
}

/** How a write route names itself in the operation log; `false` for writes that keep a log of their own. */
export type OperationConfig = { module: string; action: string } | false;

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: OperationConfig;
  }
}

export interface OperationEntry {
  module: string;
  action: string;
  target?: string;
  oldValue?: unknown;
  newValue?: unknown;
}

/** Records a successful write; call it inside the write's transaction so both land or neither. */
export async function recordOperation(db: DbOrTx, actor: Actor, entry: OperationEntry): Promise<void> {
  await db.insert(operationLog).values({
    userId: actor.user.id,
    username: actor.user.username,
    module: entry.module,
    action: entry.action,
    target: entry.target ?? null,
    ip: actor.ip,
    browser: actor.browser,
    success: true,
    oldValue: entry.oldValue ?? null,
    newValue: entry.newValue ?? null,
  });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write route declares its operation (fail closed at registration); a refused or failed
 * write is logged here with its reason, a successful one by its service with old and new values.
 */
export function registerOperationLog(app: FastifyInstance, db: Db) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api/pres') || !methods.some((m) => WRITE_METHODS.has(m))) return;
    if (route.config?.operation === undefined) throw new Error(`写操作 ${route.method} ${route.url} 未声明操作日志`);
  });
  app.addHook('onError', async (req, _reply, error) => {
    const op = req.routeOptions.config?.operation;
    if (!op || !req.authUser) return;
    await db
      .insert(operationLog)
      .values({
        userId: req.authUser.id,
        username: req.authUser.username,
        module: op.module,
        action: op.action,
        target: req.url.split('?')[0],
        ip: req.ip,
        browser: browserOf(req),
        success: false,
        message: publicError(error).message,
      })
      .catch((err) => req.log.error({ err }, 'operation log write failed'));
  });
}
