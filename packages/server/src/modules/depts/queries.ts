import { asc, count, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import type { deptQuery } from '@risk/shared/schemas/system';
import { buildTree, withAncestors, type TreeNode } from '@risk/shared/tree';
import type { DbOrTx } from '../../db/client.ts';
import { dept, user } from '../../db/schema/system.ts';
import { allOf, likeText } from '../../platform/http/query.ts';

export interface DeptNode {
  id: number;
  pid: number | null;
  name: string;
  region: string | null;
  sort: number;
  enabled: boolean;
  createTime: Date;
  userCount: number;
}

const columns = {
  id: dept.id,
  pid: dept.pid,
  name: dept.name,
  region: dept.region,
  sort: dept.sort,
  enabled: dept.enabled,
  createTime: dept.createTime,
  userCount: count(user.id),
};

/** The department tree; with a filter, the matches and the ancestors leading to them. */
export async function deptTree(db: DbOrTx, q: z.infer<typeof deptQuery>): Promise<TreeNode<DeptNode>[]> {
  const rows = await db
    .select(columns)
    .from(dept)
    .leftJoin(user, eq(user.deptId, dept.id))
    .groupBy(dept.id)
    .orderBy(asc(dept.sort), asc(dept.id));
  if (!q.name && q.enabled === undefined) return buildTree(rows);
  const matchWhere = allOf(
    q.name ? ilike(dept.name, likeText(q.name)) : undefined,
    q.enabled === undefined ? undefined : eq(dept.enabled, q.enabled),
  );
  const matches = await db.select({ id: dept.id }).from(dept).where(matchWhere);
  const keep = withAncestors(
    rows,
    matches.map((m) => m.id),
  );
  return buildTree(rows.filter((r) => keep.has(r.id)));
}

/** Enabled departments, flat, for selects: names only. */
export function enabledDepts(db: DbOrTx) {
  return db
    .select({ id: dept.id, pid: dept.pid, name: dept.name })
    .from(dept)
    .where(eq(dept.enabled, true))
    .orderBy(asc(dept.sort), asc(dept.id));
}
