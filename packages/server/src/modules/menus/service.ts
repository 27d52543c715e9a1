import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_MSG, menuFitsUnder } from '@risk/shared/admin-rules';
import { MSG } from '@risk/shared/messages';
import type { MenuType } from '@risk/shared/pages';
import type { menuBody } from '@risk/shared/schemas/system';
import { descendantIds } from '@risk/shared/tree';
import type { Db, Tx } from '../../db/client.ts';
import { menu } from '../../db/schema/system.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { MENU_OPERATIONS as OP } from './operations.ts';

type MenuBody = z.infer<typeof menuBody>;
type Linked = { id: number; pid: number | null; type: number };

/**
 * Tree writes lock the table against other writers (reads go on), so two concurrent moves can
 * never build a cycle or a wrong nesting that neither saw.
 */
async function lockTree(tx: Tx): Promise<Linked[]> {
  await tx.execute(sql`lock table ${menu} in share row exclusive mode`);
  return tx.select({ id: menu.id, pid: menu.pid, type: menu.type }).from(menu);
}

/** The parent exists, is not the row itself or below it, and may hold the row's type; the row's children still fit. */
function checkPlacement(tree: Linked[], body: MenuBody, selfId?: number) {
  const parent = body.pid == null ? null : tree.find((m) => m.id === body.pid);
  if (parent === undefined) throw badRequest(ADMIN_MSG.parentMissing);
  if (parent && selfId !== undefined && (parent.id === selfId || descendantIds(tree, selfId).has(parent.id)))
    throw badRequest(ADMIN_MSG.parentCycle);
  if (!menuFitsUnder((parent?.type ?? null) as MenuType | null, body.type)) throw badRequest(ADMIN_MSG.menuNesting);
  if (selfId !== undefined && tree.some((m) => m.pid === selfId && !menuFitsUnder(body.type, m.type as MenuType)))
    throw badRequest(ADMIN_MSG.menuNesting);
}

/** Only the fields a menu type uses are stored: a button has no route, a directory no component. */
function values(body: MenuBody) {
  const isButton = body.type === 2;
  return {
    pid: body.pid ?? null,
    type: body.type,
    title: body.title,
    name: isButton ? null : body.name || null,
    path: isButton ? null : body.path || null,
    component: body.type === 1 ? body.component! : null,
    icon: isButton ? null : body.icon || null,
    hidden: body.hidden,
    sort: body.sort,
    permission: isButton ? body.permission! : null,
  };
}

export function createMenu(db: Db, actor: Actor, body: MenuBody) {
  return db.transaction(async (tx) => {
    checkPlacement(await lockTree(tx), body);
    const [row] = await tx.insert(menu).values(values(body)).returning();
    await recordOperation(tx, actor, { ...OP.add, target: row.title, newValue: row });
    return row;
  });
}

export function updateMenu(db: Db, actor: Actor, id: number, body: MenuBody) {
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx);
    const [old] = await tx.select().from(menu).where(eq(menu.id, id));
    if (!old) throw notFound(MSG.notFound);
    checkPlacement(tree, body, id);
    const [row] = await tx.update(menu).set(values(body)).where(eq(menu.id, id)).returning();
    await recordOperation(tx, actor, { ...OP.edit, target: row.title, oldValue: old, newValue: row });
    return row;
  });
}

/** Deletes menus whose children are deleted with them; role grants go with the rows (cascade). */
export function deleteMenus(db: Db, actor: Actor, ids: number[]) {
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx);
    const deleting = new Set(ids);
    const rows = await tx.select().from(menu).where(inArray(menu.id, ids));
    if (rows.length !== deleting.size) throw notFound(MSG.notFound);
    if (tree.some((m) => m.pid !== null && deleting.has(m.pid) && !deleting.has(m.id)))
      throw badRequest(MSG.menuHasChildren);
    await tx.delete(menu).where(inArray(menu.id, ids));
    await recordOperation(tx, actor, { ...OP.del, target: rows.map((r) => r.title).join(','), oldValue: rows });
  });
}
