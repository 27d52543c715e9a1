import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LOGIN_LOCK, MSG } from '@risk/shared/messages';
import type { LoginBody } from '@risk/shared/schemas/auth';
import type { LoginAnswer } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { authSession } from '../../db/schema/auth.ts';
import { loginLog, user } from '../../db/schema/system.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { decryptPassword } from '../../platform/auth/secrets.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { findSessionUserById } from '../../platform/auth/session-user.ts';
import { signToken, TOKEN_TTL_SECONDS } from '../../platform/auth/tokens.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { checkCaptcha } from './captcha.ts';

interface ClientInfo {
  ip: string;
  browser: string;
}

/**
 * A refused sign-in: the client reads one message whatever the cause (no such account, a wrong
 * password, a locked account), the login log keeps the cause for the administrators.
 */
class CredentialsRefused extends AppError {
  constructor(readonly reason: string) {
    super(400, MSG.badCredentials);
  }
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
    const found = await checkCredentials(db, body.username, plain);
    if (!found.enabled) throw badRequest(MSG.accountDisabled);

    const now = new Date();
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
    const reason = err instanceof CredentialsRefused ? err.reason : err instanceof AppError ? err.message : '系统错误';
    await writeLog(false, reason);
    throw err;
  }
}

/**
 * The account whose password `plain` is, or CredentialsRefused. Every refusal costs one argon2
 * verification (against a dummy hash when there is no account or it is locked, so a locked
 * account's password cannot be guessed on), and answers alike.
 */
async function checkCredentials(db: Db, username: string, plain: string) {
  const [found] = await db.select().from(user).where(eq(user.username, username));
  const locked = found?.lockedUntil != null && found.lockedUntil > new Date();
  const verified = await verifyPassword(found && !locked ? found.passwordHash : undefined, plain);
  if (!found) throw new CredentialsRefused('账号不存在');
  if (locked) throw new CredentialsRefused('账号锁定中');
  if (!verified) throw new CredentialsRefused(await countFailure(db, found.id));
  return found;
}

/**
 * Counts a wrong password in one statement (parallel attempts each count), and the
 * LOGIN_LOCK.failures-th in a row locks the account. Answers the login log's reason.
 */
async function countFailure(db: Db, userId: number): Promise<string> {
  const failed = sql`${user.failedLogins} + 1`;
  const locks = sql`${failed} >= ${LOGIN_LOCK.failures}`;
  const until = new Date(Date.now() + LOGIN_LOCK.minutes * 60_000).toISOString();
  const [row] = await db
    .update(user)
    .set({
      failedLogins: sql`case when ${locks} then 0 else ${failed} end`,
      lockedUntil: sql`case when ${locks} then ${until}::timestamptz else ${user.lockedUntil} end`,
    })
    .where(eq(user.id, userId))
    .returning({ failed: user.failedLogins });
  return row.failed === 0
    ? `密码连续错误${LOGIN_LOCK.failures}次，账号锁定${LOGIN_LOCK.minutes}分钟`
    : `密码错误（连续第${row.failed}次）`;
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
