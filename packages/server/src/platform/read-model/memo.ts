import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runShapedSql } from '../../db/shapes.ts';
import { isAdmin } from '@risk/shared/levels';
import { beijingDay } from '@risk/shared/working-days';
import { districtOf } from '../auth/district-scope.ts';
import type { AuthUser } from '../auth/session-user.ts';

/**
 * The answer memo of the read models (dashboards, big screens, the data-set screens): an answer is
 * kept per process for the database state it was computed at and served again only at that same
 * state. The state is asked of the database on every request: `dash_state()` gives the change
 * sequence that statement triggers on every source table bump (dash_touch, migrations 0018 and
 * 0026), and whether a transaction of this database holds a write lock on a source (migration 0027).
 * The sequence moves when the writing statement ends, before its transaction commits: while such a
 * write is in flight the state is null and answers are computed afresh and not kept. A read model keeps an answer only when every
 * table it reads bumps the sequence (or is kept by triggers on tables that do).
 *
 * Keys are the caller's (a call, its scope and parameters, and the Beijing day for answers that
 * depend on the date: see beijingDay). At most MAX_ENTRIES per database, dropped wholesale when full
 * (the keys are few: calls × districts × periods). Concurrent misses of one key at one state share
 * one computation.
 */

/** The state answers may be reused at, or null while a write is in flight (answers are then not kept). */
export type State = string | null;

const MAX_ENTRIES = 2000;
type Entry = { state: string; value: Promise<unknown> };
const memos = new WeakMap<object, Map<string, Entry>>();
/** Databases whose answers are always computed afresh (READ_MODEL_MEMO=0, set by buildApp). */
const memoOff = new WeakSet<object>();

/** Every answer read through `db` computed afresh: to rule the memo out when checking a figure, and for the benchmarks' capture of a call's SQL. */
export function turnMemoOff(db: Db): void {
  memoOff.add(db);
}

const STATE_SQL = sql`select seq::bigint as seq, settled from dash_state()`;

/** The change sequence of the sources and whether it is settled (no write in flight). */
export async function sourceState(db: Db): Promise<State> {
  const [s] = (await runShapedSql<{ seq: string; settled: boolean }>(db, 'memo.state', STATE_SQL)).rows;
  return s.settled ? String(s.seq) : null;
}

/** The answer of `key` computed at `state`, or `compute()`'s (kept when the state is settled). */
export function memoAt<T>(db: Db, state: State, key: string, compute: () => Promise<T>): Promise<T> {
  if (state === null || memoOff.has(db)) return compute();
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  const m = memo;
  const hit = m.get(key);
  if (hit?.state === state) return hit.value as Promise<T>;
  if (m.size >= MAX_ENTRIES) m.clear();
  const value = compute();
  const entry = { state, value };
  m.set(key, entry);
  // a failed computation is not kept
  value.catch(() => m.get(key) === entry && m.delete(key));
  return value;
}

/**
 * The answer of a call for the caller's scope at `state` (sourceState, or the dashboards' ensureFresh)
 * and the current Beijing day: `key` names the call and its parameters; the caller's district and level
 * are added (a figure such as 重点关注 follows the viewer's level; this week, month and year and the month
 * series move with the day, so no answer outlives it).
 */
export function scopedAnswer<T>(
  db: Db,
  state: State,
  user: AuthUser,
  key: readonly unknown[],
  compute: () => Promise<T>,
): Promise<T> {
  return memoAt(
    db,
    state,
    JSON.stringify([beijingDay(new Date()), districtOf(user), user.level, isAdmin(user), ...key]),
    compute,
  );
}

/** scopedAnswer at the current state of the sources. */
export async function memoised<T>(
  db: Db,
  user: AuthUser,
  key: readonly unknown[],
  compute: () => Promise<T>,
): Promise<T> {
  return scopedAnswer(db, await sourceState(db), user, key, compute);
}
