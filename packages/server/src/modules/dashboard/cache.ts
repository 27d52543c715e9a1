import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ensureFresh } from './materialise.ts';

/**
 * Answers of the dashboard SQL, kept per process for the database state they were computed at.
 * Every request still asks the database for its state (ensureFresh: the change sequence that
 * statement triggers on every source table bump, and the build time of the materialised rows); an
 * answer is reused only at the same state, so a write anywhere in the sources is seen by the next
 * request on every instance. The sequence moves when the writing statement ends, before its
 * transaction commits: while any write is in flight the state is null and answers are computed
 * afresh and not kept (see dash_state, migration 0025). Keyed by database, SQL text and parameters;
 * at most MAX_ENTRIES, dropped wholesale when full (the keys are few: calls × districts × years).
 */
const MAX_ENTRIES = 2000;
const dialect = new PgDialect();
const caches = new WeakMap<object, Map<string, { state: string; rows: unknown }>>();
/** Answers being computed, by state and key: requests that miss together wait for one computation. */
const flights = new WeakMap<object, Map<string, Promise<unknown>>>();

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Each job's answer at one fresh state of the sources: reused at that same state, computed once when missed together. */
async function atOneState(db: Db, jobs: { key: string; run: () => Promise<unknown> }[]): Promise<unknown[]> {
  const state = await ensureFresh(db);
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  let f = flights.get(db);
  if (!f) flights.set(db, (f = new Map()));
  const cache = c;
  const inFlight = f;
  return Promise.all(
    jobs.map(async ({ key, run }) => {
      const hit = cache.get(key);
      if (state !== null && hit?.state === state) return hit.rows;
      if (state === null) return run();
      // the same state means the same answer: a cold key asked by 20 requests at once is computed once
      const flight = `${state}\u0000${key}`;
      let pending = inFlight.get(flight);
      if (!pending) {
        pending = run();
        inFlight.set(flight, pending);
        void pending.then(
          () => inFlight.delete(flight),
          () => inFlight.delete(flight),
        );
      }
      const rows = await pending;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, { state, rows });
      return rows;
    }),
  );
}

const keyOf = (text: string, params: unknown[]) => `${text}\u0000${JSON.stringify(params)}`;

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
