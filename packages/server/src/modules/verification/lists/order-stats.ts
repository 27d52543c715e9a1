import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { districtOf, NO_DISTRICT } from '../../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../../platform/auth/session-user.ts';

/** Order counts by `status:isPushApp` within the caller's district scope, from the trigger-kept table (migration 0007). */
export async function orderCountsByStatus(
  db: DbOrTx,
  user: AuthUser,
  requestedRegion?: string,
): Promise<Map<string, number>> {
  const own = districtOf(user);
  const region = own ?? requestedRegion;
  const where =
    own === NO_DISTRICT || (own !== null && requestedRegion && requestedRegion !== own)
      ? sql`false`
      : region
        ? sql`region = ${region}`
        : sql`true`;
  const res = (await db.execute(
    sql`select status, is_push_app as pushed, sum(n)::int as n from risk_verification_order_stat where ${where} group by 1, 2`,
  )) as unknown as {
    rows: { status: number; pushed: boolean; n: number }[];
  };
  return new Map(res.rows.map((r) => [`${r.status}:${r.pushed}`, Number(r.n)]));
}

/** The sum over statuses (and, when given, the mini-app push flag). */
export const sumOf = (m: Map<string, number>, statuses: readonly number[], pushed?: boolean) =>
  [...m]
    .filter(([k]) => statuses.includes(Number(k.split(':')[0])) && (pushed === undefined || k.endsWith(`:${pushed}`)))
    .reduce((a, [, n]) => a + n, 0);
