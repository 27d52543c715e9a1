import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { AutoPreparingClient } from './auto-prepare.ts';
import { TurnTakingPGlite } from './pglite-turns.ts';
import * as schema from './schema/index.ts';
import { serverRoot } from '../package-root.ts';

export type Schema = typeof schema;
/** The database both drivers give: PGlite (embedded) and node-postgres (a real server). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repository functions accept either the database or a transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Runs the start-up work (migrations, first-start data, release sync) while holding the start-up
   * lock, so instances started together on one PostgreSQL take turns: the second finds the database
   * migrated and seeded. The lock is held on a connection of its own, outside the pool, because a
   * session lock taken and released through the pool may land on two different connections.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tarball, to start copies from. */
  dump?(): Promise<Blob>;
}

/**
 * Planner settings of every session the platform opens, and of every session that explains or
 * replays its statements (the plan test, the benchmarks' bare handler).
 *
 * Memoize off: under a page's LIMIT, PostgreSQL sizes a Memoize node's cache for the whole join it
 * would run without the LIMIT (one entry per distinct company the risk information could meet) and
 * allocates and clears it on every execution. The risk-information page then spent 0.15 ms at
 * --scale 100000 and 0.3 ms at 300,000 outside its plan's nodes, against 0.04 ms without it, and fell
 * with the data (docs/performance.md). The platform's joins are pages of ten to a hundred rows and
 * kept counts, where a cache of repeated lookups has nothing to save.
 */
export const SESSION_SETTINGS = { enable_memoize: 'off' } as const;

/** The settings as `SET` statements, for a session already open (PGlite, an explainer). */
export const sessionSettingsSql = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `set ${name} = ${value};`)
  .join(' ');

/** The settings as the startup `options` of a node-postgres connection. */
export const sessionStartupOptions = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Databases that are PGlite in this process (the server bounds the requests it lets at them). */
const embeddedDatabases = new WeakSet<Db>();
export const isEmbedded = (db: Db) => embeddedDatabases.has(db);

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  pgliteDir?: string;
  /** A PGlite data-directory dump to start from (tests start from a migrated snapshot). */
  pgliteSnapshot?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL only: turn statements used three times into named prepared statements
   * (`auto-prepare.ts`, default on). Off for a pooler that cannot keep them (PgBouncer in
   * transaction mode before 1.21, or without `max_prepared_statements`).
   */
  autoPrepare?: boolean;
  /** Sees every statement the platform sends with its parameters (plan test, benchmarks' bare handler). */
  onQuery?: (text: string, params: unknown[]) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      options: sessionStartupOptions,
      max: opts.poolSize ?? 20,
      Client: opts.autoPrepare === false ? pg.Client : AutoPreparingClient,
      // A request never waits forever for a connection: a database that does not answer (or a pool
      // queue that does not move) fails it after 30 s with 503; a refused connection fails at once.
      // TCP keepalive finds connections a vanished server left half-open.
      connectionTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // An idle connection the server drops (restart, failover, a dropped test database) must not
    // crash the process: the pool discards it and the next query opens a new one.
    pool.on('error', (err) => console.warn(`数据库空闲连接已断开：${err.message}`));
    // A connection lent to a request has no pool listener: when the server goes away between two
    // statements of a transaction, the client's 'error' event would crash the process (found by
    // scripts/faults/pg-outage.ts). The running or next query fails instead, the request answers
    // 503, and the pool discards the broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const logger = opts.onQuery ? { logQuery: opts.onQuery } : undefined;
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Db;
    const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
      const lockHolder = new pg.Client({ connectionString: opts.databaseUrl });
      lockHolder.on('error', () => undefined);
      await lockHolder.connect();
      try {
        await lockHolder.query('select pg_advisory_lock(727001)');
        return await work();
      } finally {
        await lockHolder.end();
      }
    };
    return { db, kind: 'postgres', close: () => pool.end(), exclusively };
  }
  const release = opts.pgliteDir ? holdDataDirLock(opts.pgliteDir) : () => {};
  // The migrations create these extensions: pg_trgm (0001) and btree_gin for the company-name search index (0009).
  const client = new TurnTakingPGlite({
    dataDir: opts.pgliteDir,
    loadDataDir: opts.pgliteSnapshot,
    extensions: { pg_trgm, btree_gin },
    ...(await pgliteArtifacts()),
  });
  await client.waitReady;
  await client.exec(sessionSettingsSql);
  const logger = opts.onQuery ? { logQuery: opts.onQuery } : undefined;
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Db;
  embeddedDatabases.add(db);
  return {
    db,
    kind: 'pglite',
    // One process owns the data directory (the lock file above), so there is no one to take turns with.
    exclusively: (work) => work(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    close: async () => {
      await client.close();
      release();
    },
  };
}

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
// Node has WebAssembly at run time; the server's type libraries (no DOM) declare only its types.
const { WebAssembly: wasmRuntime } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };
};
let artifacts: Promise<{ pgliteWasmModule: WasmModule; fsBundle: Blob }> | undefined;

/**
 * PGlite's WebAssembly compiled and its file-system bundle read once per process: each instance
 * otherwise compiles 9 MB of WebAssembly again, and the API tests open one database per file.
 */
function pgliteArtifacts() {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, data] = await Promise.all([
      fs.promises.readFile(path.join(dist, 'pglite.wasm')),
      fs.promises.readFile(path.join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule: await wasmRuntime.compile(wasm), fsBundle: new Blob([data]) };
  })();
  return artifacts;
}

/** A transaction PostgreSQL aborted to break a deadlock (40P01) or a serialization conflict (40001). */
export function isRetryable(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  const code = e?.code ?? e?.cause?.code;
  return code === '40P01' || code === '40001';
}

const TRANSACTION_ATTEMPTS = 3;

/**
 * A transaction run again when PostgreSQL chose it as a deadlock's victim. The case's steps lock
 * rows in the order their own table leads (a company step its company, then the orders; an order
 * step the order, then the company; triggers then keep counts and copies in other tables), so two
 * steps on one case at once can lock crosswise. The victim is rolled back whole; run again, it sees
 * what the other committed and succeeds or answers that step's refusal (区县已经进行接单操作…)
 * instead of a 500. Only for work that does nothing but database work (nothing kept in memory).
 */
export async function retriedTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}

/** Applies the committed SQL migrations (callers on a shared server hold `exclusively`). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
}

/**
 * Two processes on one PGlite data directory corrupt it, so the first one holds a lock file.
 * A lock left by a process that no longer runs is taken over.
 */
function holdDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, '..', `${path.basename(dir)}.lock`);
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `数据目录 ${dir} 正被进程 ${holder} 使用（PGlite 不允许两个进程同时打开同一数据目录）。请先停止该进程，或用 DATA_DIR 指定其他目录。`,
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
