import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { hasPermission, isPermissionCode, type PermissionCode } from '@risk/shared/permissions';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authSession } from '../../db/schema/auth.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { Secrets } from './secrets.ts';
import { findSession, type AuthUser } from './session-user.ts';
import { readToken } from './tokens.ts';

/**
 * What a route needs: `public` (no login), `authenticated` (any signed-in user) or one or
 * more permission codes (any of them suffices; admin passes all).
 */
export type Access = 'public' | 'authenticated' | PermissionCode | readonly PermissionCode[];

/** A route as declared under /api/pres: what the permission matrix and the hostile-input tests walk. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  schema: FastifySchema | undefined;
  config: FastifyContextConfig | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every route under /api/pres with its declared access (HEAD routes left out). */
    declaredRoutes: DeclaredRoute[];
  }
}

/** Activity is written at most once a minute per session, so reads stay reads. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export function registerAccessControl(app: FastifyInstance, db: Db, secrets: Secrets, config: AppConfig) {
  app.decorateRequest('authUser', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);

  // Fail closed: a route under /api/pres that does not declare its access cannot be registered.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/pres')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`路由 ${route.method} ${route.url} 未声明访问权限`);
    const codes =
      typeof access === 'string' ? (access === 'public' || access === 'authenticated' ? [] : [access]) : access;
    for (const c of codes) if (!isPermissionCode(c)) throw new Error(`路由 ${route.url} 使用了未登记的权限标识 ${c}`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        declared.push({ method, url: route.url, access, schema: route.schema, config: route.config });
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    req.authUser = await authenticate(db, secrets, config, req);
    if (access !== 'authenticated' && !hasPermission(req.authUser, access as string | readonly string[]))
      throw forbidden(MSG.forbidden);
  });
}

async function authenticate(db: Db, secrets: Secrets, config: AppConfig, req: FastifyRequest): Promise<AuthUser> {
  const token = await readToken(secrets.tokenKey, req.headers.authorization);
  if (!token) throw unauthorized(MSG.notLoggedIn);
  const session = await findSession(db, token.sessionId);
  const now = Date.now();
  if (!session || session.user.id !== token.userId || session.expiresAt.getTime() <= now || !session.enabled)
    throw unauthorized(MSG.notLoggedIn);
  if (session.revokedAt) throw unauthorized(session.revokedReason === 'kicked' ? MSG.sessionKicked : MSG.notLoggedIn);
  if (now - session.lastActive.getTime() > config.sessionIdleMs) {
    await db
      .update(authSession)
      .set({ revokedAt: new Date(), revokedReason: 'idle' })
      .where(and(eq(authSession.id, token.sessionId), isNull(authSession.revokedAt)));
    throw unauthorized(MSG.sessionIdle);
  }
  if (now - session.lastActive.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
    await db
      .update(authSession)
      .set({ lastActive: new Date(now) })
      .where(
        and(
          eq(authSession.id, token.sessionId),
          lt(authSession.lastActive, new Date(now - ACTIVITY_WRITE_INTERVAL_MS)),
        ),
      );
  }
  return session.user;
}

/** The signed-in user of a route that declared `authenticated` or a permission. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.authUser) throw unauthorized(MSG.notLoggedIn);
  return req.authUser;
}
