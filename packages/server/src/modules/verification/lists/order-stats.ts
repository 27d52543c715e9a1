import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { runShapedSql } from '../../../db/shapes.ts';
import { districtCondition } from '../../../platform/auth/district-scope.ts';
import { allOf } from '../../../platform/http/query.ts';
import type { AuthUser } from '../../../platform/auth/session-user.ts';

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
  const where = allOf(
    districtCondition(user, sql`region`, requestedRegion),
    keys.level !== undefined ? sql`level = ${keys.level}` : undefined,
    keys.isDownsizing !== undefined ? sql`is_downsizing = ${keys.isDownsizing}` : undefined,
    ...(keys.written ?? []),
  );
  // a record filter reads the counts kept of the orders with a disposal (0037), the others the order counts
  const table = sql.raw(
    keys.written?.some(Boolean) ? 'risk_verification_order_record_stat' : 'risk_verification_order_stat',
  );
  const res = await runShapedSql<{ status: number; pushed: boolean; n: number }>(
    db,
    'orders.stat',
    sql`select status, is_push_app as pushed, sum(n)::int as n from ${table} where ${where ?? sql`true`} group by 1, 2`,
  );
  return new Map(res.rows.map((r) => [`${r.status}:${r.pushed}`, Number(r.n)]));
}

/** The sum over statuses (and, when given, the mini-app push flag). */
export const sumOf = (m: Map<string, number>, statuses: readonly number[], pushed?: boolean) =>
  [...m]
    .filter(([k]) => statuses.includes(Number(k.split(':')[0])) && (pushed === undefined || k.endsWith(`:${pushed}`)))
    .reduce((a, [, n]) => a + n, 0);
