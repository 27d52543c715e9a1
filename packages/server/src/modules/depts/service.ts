import { count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_MSG, REGION_DICT } from '@risk/shared/admin-rules';
import { MSG } from '@risk/shared/messages';
import type { deptBody } from '@risk/shared/schemas/system';
import { descendantIds } from '@risk/shared/tree';
import type { Db, Tx } from '../../db/client.ts';
import { dept, user } from '../../db/schema/system.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { dictValues } from '../dicts/service.ts';
import { DEPT_OPERATIONS as OP } from './operations.ts';

type DeptBody = z.infer<typeof deptBody>;

/**
 * Tree writes lock the table against other writers (reads go on), so two concurrent moves can
 * never build a cycle that neither saw.
 */
async function lockTree(tx: Tx) {
  await tx.execute(sql`lock table ${dept} in share row exclusive mode`);
  return tx.select({ id: dept.id, pid: dept.pid }).from(dept);
}

async function checkBody(tx: Tx, body: DeptBody, tree: { id: number; pid: number | null }[], selfId?: number) {
  if (body.pid != null) {
    if (!tree.some((d) => d.id === body.pid)) throw badRequest(ADMIN_MSG.parentMissing);
    if (selfId !== undefined && (body.pid === selfId || descendantIds(tree, selfId).has(body.pid)))
      throw badRequest(ADMIN_MSG.parentCycle);
  }
  if (body.region && !(await dictValues(tx, REGION_DICT)).includes(body.region))
    throw badRequest(ADMIN_MSG.regionUnknown);
}

const values = (body: DeptBody) => ({
  pid: body.pid ?? null,
  name: body.name,
  region: body.region || null,
  sort: body.sort,
  enabled: body.enabled,
});

export function createDept(db: Db, actor: Actor, body: DeptBody) {
  return db.transaction(async (tx) => {
    await checkBody(tx, body, await lockTree(tx));
    const [row] = await tx.insert(dept).values(values(body)).returning();
    await recordOperation(tx, actor, { ...OP.add, target: row.name, newValue: row });
    return row;
  });
}

export function updateDept(db: Db, actor: Actor, id: number, body: DeptBody) {
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx);
    const [old] = await tx.select().from(dept).where(eq(dept.id, id));
    if (!old) throw notFound(MSG.notFound);
    await checkBody(tx, body, tree, id);
    const [row] = await tx.update(dept).set(values(body)).where(eq(dept.id, id)).returning();
    await recordOperation(tx, actor, { ...OP.edit, target: row.name, oldValue: old, newValue: row });
    return row;
  });
}

/** Deletes departments that hold no users and no sub-departments outside the deleted set. */
export function deleteDepts(db: Db, actor: Actor, ids: number[]) {
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx);
    const deleting = new Set(ids);
    const rows = await tx.select().from(dept).where(inArray(dept.id, ids));
    if (rows.length !== deleting.size) throw notFound(MSG.notFound);
    const [{ users }] = await tx.select({ users: count() }).from(user).where(inArray(user.deptId, ids));
    if (users > 0 || tree.some((d) => d.pid !== null && deleting.has(d.pid) && !deleting.has(d.id)))
      throw badRequest(MSG.deptHasChildren);
    // pid has no foreign key, so one statement removes parents and children together.
    await tx.delete(dept).where(inArray(dept.id, ids));
    await recordOperation(tx, actor, { ...OP.del, target: rows.map((r) => r.name).join(','), oldValue: rows });
  });
}
