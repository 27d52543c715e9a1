import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { isAdmin } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import { isStrongPassword } from '@risk/shared/password';
import type { userBody, userCreateBody } from '@risk/shared/schemas/system';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { dept, role, user, userRole } from '../../db/schema/system.ts';
import { insertBatches } from '../../db/insert-batches.ts';
import { districtOf } from '../../platform/auth/district-scope.ts';
import { decryptPassword, type Secrets } from '../../platform/auth/secrets.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { revokeUserSessions } from '../online/service.ts';
import { findUser, type UserRecord } from './queries.ts';

export type UserBody = z.infer<typeof userBody>;
export type UserCreateBody = z.infer<typeof userCreateBody>;

export const USER_MSG = {
  deptUnknown: '所选部门不存在或不在您的管辖范围内',
  roleUnknown: '所选角色不存在',
  roleAboveActor: '不能分配级别高于自己的角色',
  cannotDisableSelf: '不能停用当前登录用户',
  adminRename: '不能修改 admin 账号的用户名',
  userAboveActor: '不能操作 admin 或级别高于自己的用户',
} as const;

const MODULE = '用户管理';

/** What the operation log keeps of a user: never the password hash. */
function snapshot(r: UserRecord) {
  return {
    username: r.username,
    nickName: r.nickName,
    gender: r.gender,
    phone: r.phone,
    email: r.email,
    dept: r.deptName,
    roles: r.roles.map((x) => x.name),
    enabled: r.enabled,
  };
}

/** The plain password of an encrypted one, checked against the platform's rule. */
export function plainStrongPassword(secrets: Secrets, cipher: string): string {
  const plain = decryptPassword(secrets, cipher);
  if (plain === undefined) throw badRequest(MSG.passwordDecrypt);
  if (!isStrongPassword(plain)) throw badRequest(MSG.passwordRule);
  return plain;
}

/** One user in the actor's district, or 404 as if absent. */
export async function getUser(db: DbOrTx, actor: AuthUser, id: number): Promise<UserRecord> {
  const found = await findUser(db, actor, id);
  if (!found) throw notFound(MSG.notFound);
  return found;
}

/**
 * A department and roles the actor may give: a district administrator only departments of their
 * district, and nobody roles more privileged (lower level) than their own.
 */
export async function assertAssignable(db: DbOrTx, actor: AuthUser, deptId: number, roleIds: number[]): Promise<void> {
  const [d] = await db.select({ region: dept.region }).from(dept).where(eq(dept.id, deptId));
  const own = districtOf(actor);
  if (!d || (own !== null && d.region !== own)) throw badRequest(USER_MSG.deptUnknown);
  const roles = await db.select({ id: role.id, level: role.level }).from(role).where(inArray(role.id, roleIds));
  if (roles.length !== new Set(roleIds).size) throw badRequest(USER_MSG.roleUnknown);
  if (!isAdmin(actor) && roles.some((r) => r.level < actor.level)) throw badRequest(USER_MSG.roleAboveActor);
}

/** Nobody but admin changes admin or a user holding a role more privileged than their own (no way up by a password reset). */
function assertManageable(actor: AuthUser, target: UserRecord): void {
  if (isAdmin(actor)) return;
  if (isAdmin(target) || target.roles.some((r) => r.level < actor.level)) throw badRequest(USER_MSG.userAboveActor);
}

/** A user the actor may change: in their district (else 404) and not above them (else 400). */
async function getManagedUser(db: DbOrTx, actor: AuthUser, id: number): Promise<UserRecord> {
  const found = await getUser(db, actor, id);
  assertManageable(actor, found);
  return found;
}

async function assertUsernameFree(db: DbOrTx, username: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(exceptId ? and(eq(user.username, username), ne(user.id, exceptId)) : eq(user.username, username));
  if (taken) throw badRequest(MSG.usernameTaken);
}

const profileOf = (b: UserBody) => ({
  username: b.username,
  nickName: b.nickName,
  gender: b.gender,
  phone: b.phone || null,
  email: b.email || null,
  deptId: b.deptId,
  enabled: b.enabled,
});

/** Inserts users with their roles; the import and the form both come here. */
export async function insertUsers(tx: Tx, rows: (UserBody & { passwordHash: string })[]): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of insertBatches(user, rows)) {
    const values = batch.map((r) => ({ ...profileOf(r), passwordHash: r.passwordHash }));
    for (const u of await tx.insert(user).values(values).returning({ id: user.id })) ids.push(u.id);
  }
  const links = ids.flatMap((userId, i) => [...new Set(rows[i].roleIds)].map((roleId) => ({ userId, roleId })));
  for (const batch of insertBatches(userRole, links)) await tx.insert(userRole).values(batch);
  return ids;
}

export async function createUser(ctx: AppContext, actor: Actor, body: UserCreateBody): Promise<UserRecord> {
  const passwordHash = await hashPassword(plainStrongPassword(ctx.secrets, body.password));
  return ctx.db.transaction(async (tx) => {
    await assertUsernameFree(tx, body.username);
    await assertAssignable(tx, actor.user, body.deptId, body.roleIds);
    const [id] = await insertUsers(tx, [{ ...body, passwordHash }]);
    const created = await getUser(tx, actor.user, id);
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '新增用户',
      target: body.username,
      newValue: snapshot(created),
    });
    return created;
  });
}

function assertMayDisable(actor: AuthUser, target: UserRecord): void {
  if (isAdmin(target)) throw badRequest(MSG.cannotDisableAdmin);
  if (target.id === actor.id) throw badRequest(USER_MSG.cannotDisableSelf);
}

export async function updateUser(ctx: AppContext, actor: Actor, id: number, body: UserBody): Promise<UserRecord> {
  return ctx.db.transaction(async (tx) => {
    const old = await getManagedUser(tx, actor.user, id);
    if (isAdmin(old) && !isAdmin(body)) throw badRequest(USER_MSG.adminRename);
    if (old.enabled && !body.enabled) assertMayDisable(actor.user, old);
    await assertUsernameFree(tx, body.username, id);
    await assertAssignable(tx, actor.user, body.deptId, body.roleIds);
    await tx
      .update(user)
      .set({ ...profileOf(body), updateTime: new Date() })
      .where(eq(user.id, id));
    await tx.delete(userRole).where(eq(userRole.userId, id));
    await tx.insert(userRole).values([...new Set(body.roleIds)].map((roleId) => ({ userId: id, roleId })));
    if (old.enabled && !body.enabled) await revokeUserSessions(tx, id, 'disabled');
    const updated = await getUser(tx, actor.user, id);
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '编辑用户',
      target: old.username,
      oldValue: snapshot(old),
      newValue: snapshot(updated),
    });
    return updated;
  });
}

export async function deleteUsers(ctx: AppContext, actor: Actor, ids: number[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const olds: UserRecord[] = [];
    for (const id of new Set(ids)) {
      const old = await getManagedUser(tx, actor.user, id);
      if (old.id === actor.user.id) throw badRequest(MSG.cannotDeleteSelf);
      if (isAdmin(old)) throw badRequest(MSG.cannotDisableAdmin);
      olds.push(old);
    }
    await tx.delete(user).where(
      inArray(
        user.id,
        olds.map((o) => o.id),
      ),
    );
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '删除用户',
      target: olds.map((o) => o.username).join(','),
      oldValue: olds.map(snapshot),
    });
  });
}

export async function setUserEnabled(ctx: AppContext, actor: Actor, id: number, enabled: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const old = await getManagedUser(tx, actor.user, id);
    if (!enabled) assertMayDisable(actor.user, old);
    await tx.update(user).set({ enabled, updateTime: new Date() }).where(eq(user.id, id));
    if (!enabled) await revokeUserSessions(tx, id, 'disabled');
    await recordOperation(tx, actor, {
      module: MODULE,
      action: enabled ? '启用用户' : '停用用户',
      target: old.username,
      oldValue: { enabled: old.enabled },
      newValue: { enabled },
    });
  });
}

/** An administrator sets a new password: the user's sessions end and a lockout is lifted. */
export async function resetUserPassword(ctx: AppContext, actor: Actor, id: number, cipher: string): Promise<void> {
  const passwordHash = await hashPassword(plainStrongPassword(ctx.secrets, cipher));
  await ctx.db.transaction(async (tx) => {
    const old = await getManagedUser(tx, actor.user, id);
    const now = new Date();
    await tx
      .update(user)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null, pwdResetTime: now, updateTime: now })
      .where(eq(user.id, id));
    await revokeUserSessions(tx, id, 'passwordReset');
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '重置密码',
      target: old.username,
      oldValue: { locked: old.lockedUntil !== null && old.lockedUntil > now },
      newValue: { locked: false },
    });
  });
}
