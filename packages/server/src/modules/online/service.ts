import { and, count, desc, eq, gt, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { onlineQuery } from '@risk/shared/schemas/system';
import type { OnlineSession } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authSession } from '../../db/schema/auth.ts';
import { dept, user } from '../../db/schema/system.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { allOf, likeText, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import { ONLINE_SORT_FIELDS, ONLINE_DEFAULT_SORT } from '@risk/shared/api/system';

/** Why a session ended; `kicked` makes the next call answer 您已被管理员强制退出. */
export type RevokeReason = 'kicked' | 'disabled' | 'passwordReset' | 'passwordChanged';

/** Ends every live session of a user (optionally but one, the caller's own), on every instance. */
export async function revokeUserSessions(
  tx: DbOrTx,
  userId: number,
  reason: RevokeReason,
  keepSessionId?: string,
): Promise<void> {
  await tx
    .update(authSession)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      allOf(
        eq(authSession.userId, userId),
        isNull(authSession.revokedAt),
        keepSessionId ? ne(authSession.id, keepSessionId) : undefined,
      ),
    );
}

/** Not revoked, not expired, and used within the idle limit. */
function activeSessions(idleMs: number): SQL {
  const now = Date.now();
  return and(
    isNull(authSession.revokedAt),
    gt(authSession.expiresAt, new Date(now)),
    gt(authSession.lastActive, new Date(now - idleMs)),
  )!;
}

const ONLINE_SORTS: SortColumns<typeof ONLINE_SORT_FIELDS> = {
  loginTime: authSession.loginTime,
  lastActive: authSession.lastActive,
};

export async function listOnline(
  ctx: AppContext,
  q: z.infer<typeof onlineQuery>,
): Promise<{ rows: OnlineSession[]; total: number }> {
  const text = q.filter ? likeText(q.filter) : undefined;
  const where = allOf(
    activeSessions(ctx.config.sessionIdleMs),
    text ? or(ilike(user.username, text), ilike(user.nickName, text), ilike(authSession.ip, text)) : undefined,
  );
  const order = orderBy(q.sort, ONLINE_SORTS, ONLINE_DEFAULT_SORT);
  const rows = await ctx.db
    .select({
      key: authSession.id,
      userName: user.username,
      nickName: user.nickName,
      dept: dept.name,
      ip: authSession.ip,
      browser: authSession.browser,
      loginTime: authSession.loginTime,
      lastActive: authSession.lastActive,
    })
    .from(authSession)
    .innerJoin(user, eq(user.id, authSession.userId))
    .leftJoin(dept, eq(dept.id, user.deptId))
    .where(where)
    .orderBy(...order, desc(authSession.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(authSession)
    .innerJoin(user, eq(user.id, authSession.userId))
    .where(where);
  return {
    rows: rows.map((r) => ({ ...r, loginTime: r.loginTime.toISOString(), lastActive: r.lastActive.toISOString() })),
    total,
  };
}

/** Kick-out: the named sessions end now; their next call answers 401 with the kick-out message. */
export async function kickSessions(ctx: AppContext, actor: Actor, keys: string[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const ended = await tx
      .update(authSession)
      .set({ revokedAt: new Date(), revokedReason: 'kicked' })
      .where(and(inArray(authSession.id, keys), isNull(authSession.revokedAt)))
      .returning({ id: authSession.id, userId: authSession.userId });
    const names = ended.length
      ? await tx
          .select({ username: user.username })
          .from(user)
          .where(inArray(user.id, [...new Set(ended.map((e) => e.userId))]))
      : [];
    await recordOperation(tx, actor, {
      module: '在线用户',
      action: '强制退出',
      target: names.map((n) => n.username).join(','),
      oldValue: { sessions: ended.map((e) => e.id) },
    });
    return ended.length;
  });
}
