import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import type { profileBody } from '@risk/shared/schemas/auth';
import type { SessionUser } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { user } from '../../db/schema/system.ts';
import { decryptPassword } from '../../platform/auth/secrets.ts';
import { findSessionUserById } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { revokeUserSessions } from '../online/service.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { plainStrongPassword } from '../users/service.ts';

const MODULE = '个人中心';

/** The signed-in user edits their own name, gender and contacts; nothing else. */
export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  body: z.infer<typeof profileBody>,
): Promise<SessionUser> {
  return ctx.db.transaction(async (tx) => {
    const [old] = await tx
      .select({ nickName: user.nickName, gender: user.gender, phone: user.phone, email: user.email })
      .from(user)
      .where(eq(user.id, actor.user.id));
    const next = { nickName: body.nickName, gender: body.gender, phone: body.phone || null, email: body.email || null };
    await tx
      .update(user)
      .set({ ...next, updateTime: new Date() })
      .where(eq(user.id, actor.user.id));
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '修改个人信息',
      target: actor.user.username,
      oldValue: old,
      newValue: next,
    });
    return (await findSessionUserById(tx, actor.user.id))!;
  });
}

/** Own password change: the old one must match; every other session of the user ends. */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  oldCipher: string,
  newCipher: string,
): Promise<void> {
  const oldPlain = decryptPassword(ctx.secrets, oldCipher);
  if (oldPlain === undefined) throw badRequest(MSG.passwordDecrypt);
  const newPlain = plainStrongPassword(ctx.secrets, newCipher);
  const [row] = await ctx.db.select({ passwordHash: user.passwordHash }).from(user).where(eq(user.id, actor.user.id));
  if (!(await verifyPassword(row.passwordHash, oldPlain))) throw badRequest(MSG.oldPasswordWrong);
  if (oldPlain === newPlain) throw badRequest(MSG.samePassword);
  const passwordHash = await hashPassword(newPlain);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ passwordHash, pwdResetTime: new Date(), updateTime: new Date() })
      .where(eq(user.id, actor.user.id));
    await revokeUserSessions(tx, actor.user.id, 'passwordChanged', actor.user.sessionId);
    await recordOperation(tx, actor, { module: MODULE, action: '修改密码', target: actor.user.username });
  });
}
