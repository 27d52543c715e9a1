import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { runShapedSql } from '../../../db/shapes.ts';
import { districtCondition } from '../../../platform/auth/district-scope.ts';
import { allOf } from '../../../platform/http/query.ts';
import type { AuthUser } from '../../../platform/auth/session-user.ts';
import { verificationOrderRecordStat, verificationOrderStat } from '../../../db/schema/kept-counts.ts';

/**
 * What the kept counts can also be narrowed by: a grade and is_downsizing (migration 0030), and
 * conditions on what the disposal recorded, written over `disposal_records` of the counts kept of the
 * orders with a disposal (0037).
 */
export interface OrderStatKeys {
  level?: string;
  isDownsizing?: string;
  written?: (SQL | undefined)[];
}

/** The kept counts' table and conditions for the caller's district scope and these keys. */
function keptCounts(user: AuthUser, requestedRegion: string | undefined, keys: OrderStatKeys) {
  const where = allOf(
    districtCondition(user, sql`region`, requestedRegion),
    keys.level !== undefined ? sql`level = ${keys.level}` : undefined,
    keys.isDownsizing !== undefined ? sql`is_downsizing = ${keys.isDownsizing}` : undefined,
    ...(keys.written ?? []),
  );
  // a record filter reads the counts kept of the orders with a disposal (0037), the others the order counts
  const table = keys.written?.some(Boolean) ? verificationOrderRecordStat : verificationOrderStat;
  return { table, where };
}

/**
 * Order counts by `status:isPushApp` within the caller's district scope, from the trigger-kept tables
 * (migrations 0007, 0030, 0037), optionally of one grade, one is_downsizing value and what the disposal recorded.
 */
export async function orderCountsByStatus(
  db: DbOrTx,
  user: AuthUser,
  requestedRegion?: string,
  keys: OrderStatKeys = {},
): Promise<Map<string, number>> {
  const { table, where } = keptCounts(user, requestedRegion, keys);
  const res = await runShapedSql<{ status: number; pushed: boolean; n: number }>(
    db,
    'orders.stat',
    sql`select status, is_push_app as pushed, sum(n)::int as n from ${table} where ${where ?? sql`true`} group by 1, 2`,
  );
  return new Map(res.rows.map((r) => [`${r.status}:${r.pushed}`, Number(r.n)]));
}

/**
 * The number of orders of these statuses (and, when given, mini-app push flag) in the kept counts, as
 * a scalar subquery: a list reads its total in its page's own statement.
 */
export function keptOrderTotal(
  user: AuthUser,
  requestedRegion: string | undefined,
  keys: OrderStatKeys,
  statuses: readonly number[],
  pushed?: boolean,
): SQL {
  const { table, where } = keptCounts(user, requestedRegion, keys);
  // no status left (a filter outside the tab's) is `false`: nothing matches, as in the list's own WHERE
  const conditions = allOf(
    where,
    inArray(sql`status`, [...statuses]),
    pushed === undefined ? undefined : sql`is_push_app = ${pushed}`,
  );
  return sql`(select coalesce(sum(n), 0)::int from ${table} where ${conditions})`;
}

/** The sum over statuses (and, when given, the mini-app push flag). */
export const sumOf = (m: Map<string, number>, statuses: readonly number[], pushed?: boolean) =>
  [...m]
    .filter(([k]) => statuses.includes(Number(k.split(':')[0])) && (pushed === undefined || k.endsWith(`:${pushed}`)))
    .reduce((a, [, n]) => a + n, 0);
