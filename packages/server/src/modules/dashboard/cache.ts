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
const caches = new WeakMap<object, Map<string, { state: string; rows: unknown[] }>>();
/** Answers being computed, by state and key: requests that miss together wait for one computation. */
const flights = new WeakMap<object, Map<string, Promise<unknown[]>>>();

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Runs the queries at one fresh state of the sources, reusing answers computed at that same state. */
export async function readAll<T extends unknown[][]>(db: Db, queries: SQL[]): Promise<T> {
  const state = await ensureFresh(db);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const c = cache;
  let f = flights.get(db);
  if (!f) flights.set(db, (f = new Map()));
  const inFlight = f;
  return (await Promise.all(
    queries.map(async (q) => {
      const { sql: text, params } = dialect.sqlToQuery(q);
      const key = `${text}\u0000${JSON.stringify(params)}`;
      const hit = c.get(key);
      if (state !== null && hit?.state === state) return hit.rows;
      if (state === null) return rowsOf<unknown>(await db.execute(q));
      // the same state means the same answer: a cold key asked by 20 requests at once is computed once
      const flight = `${state}\u0000${key}`;
      let pending = inFlight.get(flight);
      if (!pending) {
        pending = db.execute(q).then((r) => rowsOf<unknown>(r));
        inFlight.set(flight, pending);
        void pending.then(
          () => inFlight.delete(flight),
          () => inFlight.delete(flight),
        );
      }
      const rows = await pending;
      if (c.size >= MAX_ENTRIES) c.clear();
      c.set(key, { state, rows });
      return rows;
    }),
  )) as T;
}

export async function readRows<T>(db: Db, query: SQL): Promise<T[]> {
  const [rows] = await readAll<[T[]]>(db, [query]);
  return rows;
}
