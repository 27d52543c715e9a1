import { and, asc, count, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { isAdmin } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import { permissionLabel } from '@risk/shared/permissions';
import type { roleBody, roleQuery } from '@risk/shared/schemas/system';
import type { RoleDetail, RoleOption, RoleRow } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { menu, role, roleMenu, userRole } from '../../db/schema/system.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { allOf, likeText, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import { ROLE_SORT_FIELDS, ROLE_DEFAULT_SORT } from '@risk/shared/api/system';

export type RoleBody = z.infer<typeof roleBody>;

const MODULE = '角色管理';
const MENU_UNKNOWN = '所选菜单不存在';
const ROLE_SORTS: SortColumns<typeof ROLE_SORT_FIELDS> = {
  id: role.id,
  name: role.name,
  level: role.level,
  createTime: role.createTime,
  updateTime: role.updateTime,
};

type RoleRecord = typeof role.$inferSelect;

const toRow = (r: RoleRecord): RoleRow => ({
  id: r.id,
  name: r.name,
  level: r.level as RoleRow['level'],
  description: r.description,
  permissions: r.permissions,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime.toISOString(),
});

export async function listRoles(
  ctx: AppContext,
  q: z.infer<typeof roleQuery>,
): Promise<{ rows: RoleRow[]; total: number }> {
  const text = q.blurry ? likeText(q.blurry) : undefined;
  const where = allOf(text ? or(ilike(role.name, text), ilike(role.description, text)) : undefined);
  const order = orderBy(q.sort, ROLE_SORTS, ROLE_DEFAULT_SORT);
  const rows = await ctx.db
    .select()
    .from(role)
    .where(where)
    .orderBy(...order, role.id)
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ total }] = await ctx.db.select({ total: count() }).from(role).where(where);
  return { rows: rows.map(toRow), total };
}

export async function allRoles(ctx: AppContext): Promise<RoleOption[]> {
  return ctx.db
    .select({ id: role.id, name: role.name, level: role.level })
    .from(role)
    .orderBy(asc(role.level), asc(role.id));
}

async function findRole(db: DbOrTx, id: number): Promise<RoleDetail> {
  const [found] = await db.select().from(role).where(eq(role.id, id));
  if (!found) throw notFound(MSG.notFound);
  const menus = await db
    .select({ id: roleMenu.menuId })
    .from(roleMenu)
    .where(eq(roleMenu.roleId, id))
    .orderBy(asc(roleMenu.menuId));
  return { ...toRow(found), menuIds: menus.map((m) => m.id) };
}

export const getRole = (ctx: AppContext, id: number) => findRole(ctx.db, id);

async function assertValid(db: DbOrTx, body: RoleBody, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: role.id })
    .from(role)
    .where(exceptId ? and(eq(role.name, body.name), ne(role.id, exceptId)) : eq(role.name, body.name));
  if (taken) throw badRequest(MSG.roleNameTaken);
  const menuIds = [...new Set(body.menuIds)];
  if (menuIds.length === 0) return;
  const [{ n }] = await db.select({ n: count() }).from(menu).where(inArray(menu.id, menuIds));
  if (n !== menuIds.length) throw badRequest(MENU_UNKNOWN);
}

/** A role manager other than admin cannot make a role above their own level or grant what they do not hold. */
function assertGrantable(actor: AuthUser, level: number, permissions: string[]): void {
  if (isAdmin(actor)) return;
  if (level < actor.level) throw badRequest('不能设置或修改级别高于自己的角色');
  const missing = permissions.filter((p) => !actor.permissions.includes(p));
  if (missing.length) throw badRequest(`不能授予自己没有的权限：${missing.map(permissionLabel).join('、')}`);
}

const fieldsOf = (b: RoleBody) => ({
  name: b.name,
  level: b.level,
  description: b.description ?? null,
  permissions: [...new Set(b.permissions)].sort(),
});

async function setMenus(db: DbOrTx, roleId: number, menuIds: number[]): Promise<void> {
  await db.delete(roleMenu).where(eq(roleMenu.roleId, roleId));
  const unique = [...new Set(menuIds)];
  if (unique.length) await db.insert(roleMenu).values(unique.map((menuId) => ({ roleId, menuId })));
}

export async function createRole(ctx: AppContext, actor: Actor, body: RoleBody): Promise<RoleDetail> {
  return ctx.db.transaction(async (tx) => {
    assertGrantable(actor.user, body.level, body.permissions);
    await assertValid(tx, body);
    const [created] = await tx.insert(role).values(fieldsOf(body)).returning({ id: role.id });
    await setMenus(tx, created.id, body.menuIds);
    const detail = await findRole(tx, created.id);
    await recordOperation(tx, actor, { module: MODULE, action: '新增角色', target: body.name, newValue: detail });
    return detail;
  });
}

/** Permissions are read on every request, so the change applies to the role's users at their next call. */
export async function updateRole(ctx: AppContext, actor: Actor, id: number, body: RoleBody): Promise<RoleDetail> {
  return ctx.db.transaction(async (tx) => {
    const old = await findRole(tx, id);
    assertGrantable(actor.user, old.level, []);
    assertGrantable(actor.user, body.level, body.permissions);
    await assertValid(tx, body, id);
    await tx
      .update(role)
      .set({ ...fieldsOf(body), updateTime: new Date() })
      .where(eq(role.id, id));
    await setMenus(tx, id, body.menuIds);
    const updated = await findRole(tx, id);
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '编辑角色',
      target: old.name,
      oldValue: old,
      newValue: updated,
    });
    return updated;
  });
}

export async function deleteRoles(ctx: AppContext, actor: Actor, ids: number[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const olds: RoleDetail[] = [];
    for (const id of new Set(ids)) olds.push(await findRole(tx, id));
    const [{ n }] = await tx
      .select({ n: count() })
      .from(userRole)
      .where(
        inArray(
          userRole.roleId,
          olds.map((o) => o.id),
        ),
      );
    if (n > 0) throw badRequest(MSG.roleInUse);
    await tx.delete(role).where(
      inArray(
        role.id,
        olds.map((o) => o.id),
      ),
    );
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '删除角色',
      target: olds.map((o) => o.name).join(','),
      oldValue: olds,
    });
  });
}
