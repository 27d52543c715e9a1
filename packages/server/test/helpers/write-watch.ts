import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Tables a refused request may write: the logs of the refusal itself, sessions (activity time),
 * captchas, rate-limit counters, the log chain's head, the log seals (CRYPTO_SUITE=gm: written by the
 * server's timer for log rows, whichever request is running) and the kept row counts (the logs' counts
 * move with them; any other table's count moves only with a write the trigger on that table sees too).
 * Everything else must stay as it was.
 */
export const BOOKKEEPING_TABLES = [
  'sys_operation_log',
  'sys_login_log',
  'auth_session',
  'auth_captcha',
  'auth_rate_limit',
  'sys_log_chain',
  'sys_log_seal',
  'table_row_count',
];

type Rows<T> = { rows: T[] };

/**
 * "Nothing changed" checked cheaply: a row trigger on every other table counts inserted, updated
 * and deleted rows in one counter (rolled back with the write it counts). A refused request must
 * leave the counter where it was; reading it is one indexed row.
 */
export async function installWriteCounter(db: Db): Promise<() => Promise<number>> {
  const tables = (
    (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%' order by 1`,
    )) as unknown as Rows<{ tablename: string }>
  ).rows
    .map((r) => r.tablename)
    .filter((t) => !BOOKKEEPING_TABLES.includes(t));
  const statements = [
    'create table if not exists test_write_counter (id int primary key, n bigint not null)',
    'insert into test_write_counter values (1, 0) on conflict do nothing',
    `create or replace function test_count_write() returns trigger language plpgsql as $$
     begin update test_write_counter set n = n + 1 where id = 1; return null; end $$`,
    ...tables.flatMap((t) => [
      `drop trigger if exists test_count_write on "${t}"`,
      `create trigger test_count_write after insert or update or delete on "${t}" for each row execute function test_count_write()`,
    ]),
  ];
  for (const s of statements) await db.execute(sql.raw(s));
  return async () =>
    Number(
      ((await db.execute(sql`select n from test_write_counter where id = 1`)) as unknown as Rows<{ n: string }>).rows[0]
        .n,
    );
}
