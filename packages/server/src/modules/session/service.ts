import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import argon2 from 'argon2';
import { MSG } from '@risk/shared/messages';
import type { LoginBody } from '@risk/shared/schemas/auth';
import type { LoginAnswer } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { authSession } from '../../db/schema/auth.ts';
import { loginLog, user } from '../../db/schema/system.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { decryptPassword } from '../../platform/auth/secrets.ts';
import { findSessionUserById } from '../../platform/auth/session-user.ts';
import { signToken, TOKEN_TTL_SECONDS } from '../../platform/auth/tokens.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { checkCaptcha } from './captcha.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

interface ClientInfo {
  ip: string;
  browser: string;
}

/** Logs a user in: captcha, password, lockout; every attempt lands in the login log. */
export async function login(ctx: AppContext, body: LoginBody, client: ClientInfo): Promise<LoginAnswer> {
  const { db, secrets, config } = ctx;
  const writeLog = (success: boolean, reason: string | null) =>
    db.insert(loginLog).values({ username: body.username, ip: client.ip, browser: client.browser, success, reason });
  try {
    await checkCaptcha(db, body.uuid, body.code, config.demoCaptchaCode);
    const plain = decryptPassword(secrets, body.password);
    if (plain === undefined) throw badRequest(MSG.passwordDecrypt);

    const [found] = await db.select().from(user).where(eq(user.username, body.username));
    if (!found) throw badRequest(MSG.badCredentials);
    const now = new Date();
    if (found.lockedUntil && found.lockedUntil > now) {
      throw new AppError(423, MSG.accountLocked(Math.ceil((found.lockedUntil.getTime() - now.getTime()) / 60_000)));
    }
    if (!(await argon2.verify(found.passwordHash, plain))) {
      const failed = found.failedLogins + 1;
      const lock = failed >= MAX_FAILED_LOGINS;
      await db
        .update(user)
        .set({
          failedLogins: lock ? 0 : failed,
          lockedUntil: lock ? new Date(now.getTime() + LOCK_MINUTES * 60_000) : found.lockedUntil,
        })
        .where(eq(user.id, found.id));
      if (lock) throw new AppError(423, MSG.accountLocked(LOCK_MINUTES));
      throw badRequest(`${MSG.badCredentials}，还可尝试 ${MAX_FAILED_LOGINS - failed} 次`);
    }
    if (!found.enabled) throw badRequest(MSG.accountDisabled);

    const sessionId = crypto.randomUUID();
    await db.transaction(async (tx) => {
      await tx.update(user).set({ failedLogins: 0, lockedUntil: null }).where(eq(user.id, found.id));
      await tx.insert(authSession).values({
        id: sessionId,
        userId: found.id,
        ip: client.ip,
        browser: client.browser,
        expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
      });
    });
    const sessionUser = await findSessionUserById(db, found.id);
    await writeLog(true, null);
    return { token: await signToken(secrets.tokenKey, sessionId, found.id), user: sessionUser! };
  } catch (err) {
    await writeLog(false, err instanceof AppError ? err.message : '系统错误');
    throw err;
  }
}

/** Revokes the caller's session on the server: the token stops working on every instance. */
export async function logout(ctx: AppContext, actor: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(authSession)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(and(eq(authSession.id, actor.user.sessionId), isNull(authSession.revokedAt)));
    await recordOperation(tx, actor, { module: '登录', action: '退出登录', target: actor.user.username });
  });
}
