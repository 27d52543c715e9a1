import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { memoAt, scopedAnswer } from '../../platform/read-model/memo.ts';
import { ensureFresh } from './materialise.ts';

/**
 * A dashboard call's whole answer at one fresh state of the sources, for the caller's scope and the
 * Beijing day, keyed by the call and its validated parameters: a hit costs the state query alone and
 * builds no SQL (rendering the SQL text to key each statement was a fifth of a hit's CPU).
 */
export async function dashboardAnswer<T>(
  db: Db,
  user: AuthUser,
  key: readonly unknown[],
  compute: () => Promise<T>,
): Promise<T> {
  return scopedAnswer(db, await ensureFresh(db), user, ['dashboard', ...key], compute);
}

/**
 * Answers of the dashboard SQL, kept per process for the database state they were computed at
 * (platform/read-model/memo.ts). Every request still asks the database for its state (ensureFresh:
 * the change sequence that statement triggers on every source table bump, and the build time of the
 * materialised rows); an answer is reused only at the same state, so a write anywhere in the sources
 * is seen by the next request on every instance. Keyed by SQL text and parameters.
 */
const dialect = new PgDialect();

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

const keyOf = (text: string, params: unknown[]) => `${text}\u0000${JSON.stringify(params)}`;

/** Each query's answer at one fresh state of the sources, reused at that same state. */
async function atOneState(db: Db, jobs: { key: string; run: () => Promise<unknown> }[]): Promise<unknown[]> {
  const state = await ensureFresh(db);
  return Promise.all(jobs.map(({ key, run }) => memoAt(db, state, key, run)));
}

/** Runs the queries at one fresh state of the sources, reusing answers computed at that same state. */
export async function readAll<T extends unknown[][]>(db: Db, queries: SQL[]): Promise<T> {
  return (await atOneState(
    db,
    queries.map((q) => {
      const { sql: text, params } = dialect.sqlToQuery(q);
      return { key: keyOf(text, params), run: async () => rowsOf<unknown>(await db.execute(q)) };
    }),
  )) as T;
}

type Built<T> = PromiseLike<T> & { toSQL(): { sql: string; params: unknown[] } };

/** The same for Drizzle query builders (their answers mapped as the builder maps them), keyed by their SQL. */
export async function readBuilt<T extends unknown[]>(db: Db, queries: { [K in keyof T]: Built<T[K]> }): Promise<T> {
  return (await atOneState(
    db,
    (queries as Built<unknown>[]).map((q) => {
      const { sql: text, params } = q.toSQL();
      return { key: `built\u0000${keyOf(text, params)}`, run: async () => q };
    }),
  )) as T;
}

export async function readRows<T>(db: Db, query: SQL): Promise<T[]> {
  const [rows] = await readAll<[T[]]>(db, [query]);
  return rows;
}
