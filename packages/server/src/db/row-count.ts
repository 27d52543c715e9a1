import { count, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * The total of a list: `count(*)` of its filter, or for the unfiltered list the count that
 * statement-level triggers keep in table_row_count (drizzle/0028) — exact, and a sum of at most
 * eight rows instead of a read of every row. Only tables with those triggers may be passed.
 */
export async function countRows(
  db: DbOrTx,
  table: PgTable & { _: { name: KeptCountTable } },
  where: SQL | undefined,
): Promise<number> {
  if (where) {
    const [{ n }] = await db.select({ n: count() }).from(table).where(where);
    return n;
  }
  const res = (await db.execute(
    sql`select coalesce(sum(n), 0)::bigint as n from table_row_count where tbl = ${getTableName(table)}`,
  )) as unknown as { rows: { n: number | string | bigint }[] };
  return Number(res.rows[0].n);
}

/** The tables whose row count table_row_count keeps. */
export type KeptCountTable =
  | 'sys_notice'
  | 'sys_operation_log'
  | 'sys_login_log'
  | 'biz_policy'
  | 'biz_news'
  | 'biz_district_report'
  | 'biz_special_daily';
