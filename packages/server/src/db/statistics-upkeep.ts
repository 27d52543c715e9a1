import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * PGlite, the embedded default, runs no autovacuum. Without it the planner keeps a table's
 * statistics from the day it was filled (or has none: a database seeded before the seed analysed,
 * or data imported since), and GIN indexes keep their pending entries for every search to read.
 * Found when the pool's name search fell from 170 to 94 req/s on PGlite (docs/performance.md).
 * This does autovacuum's work with autovacuum's default rules, table by table, once a minute.
 */
export const UPKEEP_INTERVAL_MS = 60_000; // autovacuum_naptime

export interface UpkeepStep {
  table: string;
  action: 'vacuum analyze' | 'vacuum' | 'analyze';
  ms: number;
}

/**
 * Autovacuum's default thresholds (PostgreSQL 13+): vacuum after 50 + 20 % dead rows or 1,000 + 20 %
 * inserted rows, analyse after 50 + 10 % changed rows. A filled table without planner statistics
 * that was never analysed (the counters may have been lost in a crash) is analysed too.
 */
const dueTables = sql`
  select s.relname as "table",
    s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as "vacuum",
    s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
      or (s.last_analyze is null and s.last_autoanalyze is null and pg_relation_size(s.relid) > 0
          and not exists (select 1 from pg_stats p where p.schemaname = s.schemaname and p.tablename = s.relname))
      as "analyze"
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.schemaname = 'public'
  order by s.relname`;

type DueRow = { table: string; vacuum: boolean; analyze: boolean };

/** One round: the tables due, each vacuumed and/or analysed; answers what was done. */
export async function upkeepStatistics(db: Db): Promise<UpkeepStep[]> {
  // the counters of the last second are flushed when the session next goes idle
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = (await db.execute(dueTables)) as unknown as { rows: DueRow[] };
  const steps: UpkeepStep[] = [];
  for (const { table, vacuum, analyze } of rows) {
    if (!vacuum && !analyze) continue;
    const action = vacuum && analyze ? 'vacuum analyze' : vacuum ? 'vacuum' : 'analyze';
    const started = performance.now();
    await db.execute(sql`${sql.raw(action)} ${sql.identifier(table)}`);
    steps.push({ table, action, ms: Math.round(performance.now() - started) });
  }
  return steps;
}

interface UpkeepLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Runs a round now and then every `intervalMs`, one at a time; `stop` waits for a round under way.
 * PGlite runs one statement at a time, so requests wait while a large table is vacuumed or analysed:
 * about a second for the company table at 10,000 companies, and only after a tenth of it has changed.
 */
export function keepStatistics(db: Db, log: UpkeepLog, intervalMs = UPKEEP_INTERVAL_MS) {
  let running: Promise<void> = Promise.resolve();
  const round = () => {
    running = running
      .then(() => upkeepStatistics(db))
      .then(
        (steps) => steps.forEach((step) => log.info(step, '已更新数据库统计信息')),
        (err: unknown) => log.warn({ err }, '数据库统计信息维护失败'),
      );
  };
  round();
  const timer = setInterval(round, intervalMs).unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
