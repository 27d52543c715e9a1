import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { memoAt } from '../../platform/read-model/memo.ts';
import { ensureFresh } from './materialise.ts';

/**
 * Answers of the dashboard SQL, kept per process for the database state they were computed at
 * (platform/read-model/memo.ts). Every request still asks the database for its state (ensureFresh:
 * the change sequence that statement triggers on every source table bump, and the build time of the
 * materialised rows); an answer is reused only at the same state, so a write anywhere in the sources
 * is seen by the next request on every instance. Keyed by SQL text and parameters.
 */
const dialect = new PgDialect();

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Runs the queries at one fresh state of the sources, reusing answers computed at that same state. */
export async function readAll<T extends unknown[][]>(db: Db, queries: SQL[]): Promise<T> {
  const state = await ensureFresh(db);
  return (await Promise.all(
    queries.map((q) => {
      const { sql: text, params } = dialect.sqlToQuery(q);
      return memoAt(db, state, `${text}\u0000${JSON.stringify(params)}`, async () =>
        rowsOf<unknown>(await db.execute(q)),
      );
    }),
  )) as T;
}

export async function readRows<T>(db: Db, query: SQL): Promise<T[]> {
  const [rows] = await readAll<[T[]]>(db, [query]);
  return rows;
}
