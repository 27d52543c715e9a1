import { pathOf, type AnyEndpoint } from '../../packages/shared/src/api/endpoint.ts';
import { sessionCalls } from '../../packages/shared/src/api/system.ts';
import { encryptPassword } from '../../packages/server/src/platform/auth/secrets.ts';
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot, spawnServer as spawnBuiltServer } from '../server-process.ts';

/**
 * What the fault scripts share: a throwaway PostgreSQL 15 cluster they may stop and start, the
 * seed generator, and direct counts. Each script prints what it did and what it found, and exits
 * 1 when a check failed.
 */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

function pgRun(bin: string, args: string[]) {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args]]
    : [path.join(PG_BIN, bin), args];
  return execFileSync(cmd as string, argv as string[], { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

export interface Postgres {
  url: string;
  /** Stops the server: 'fast' as an operator does (clients are disconnected), 'immediate' as a crash. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  remove(): void;
}

/** A new cluster on `port` with database `risk`, durable (fsync on), as production runs it. */
export async function startPostgres(port: number): Promise<Postgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-fault-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  const data = path.join(dir, 'data');
  pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const start = () =>
    void pgRun('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir} -c max_connections=200`,
      'start',
    ]);
  const stop = (mode: 'fast' | 'immediate' = 'fast') => void pgRun('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database risk');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/risk`,
    stop,
    start,
    remove: () => {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `npm run seed -- --scale N` against DATABASE_URL or DATA_DIR. */
export function seed(env: Record<string, string>, scale: number): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/seed.ts', '--scale', String(scale)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Row counts of tables, read directly from PostgreSQL. */
export async function pgCounts(url: string, queries: Record<string, string>): Promise<Record<string, number>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const out: Record<string, number> = {};
    for (const [k, q] of Object.entries(queries)) out[k] = Number((await c.query(q)).rows[0].n);
    return out;
  } finally {
    await c.end();
  }
}

/**
 * The server process's own start, without the helper's health wait: for kill -9 and restarts. The
 * scripts' clerks each claim an address in X-Forwarded-For (bench/load-work.ts), so the server
 * believes that header from this machine, which stands in for the balancer.
 */
export const spawnServer = (env: Record<string, string>, port: number) =>
  spawnBuiltServer({ DEMO_CAPTCHA_CODE: '8888', TRUST_PROXY: '127.0.0.1', ...env }, port);

export async function waitHealthy(baseUrl: string, child?: ChildProcess, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`服务进程已退出（${child.exitCode ?? child.signalCode}）`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${baseUrl} 在 ${seconds} 秒内没有就绪`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Collects pass/fail lines and prints them; the exit code follows. */
export class Findings {
  private failed = 0;
  check(ok: boolean, text: string): void {
    if (!ok) this.failed++;
    console.log(`${ok ? '  ✔' : '  ✘'} ${text}`);
  }
  finish(): void {
    console.log(this.failed ? `\n${this.failed} 项检查未通过。` : '\n全部检查通过。');
    process.exitCode = this.failed ? 1 : 0;
  }
}

/** Logs in as the browser does (the password under the served RSA or SM2 key, the demo captcha code); answers the token. */
export async function loginAs(baseUrl: string, username: string): Promise<string> {
  const at = (call: AnyEndpoint) => `${baseUrl}/api/pres${pathOf(call)}`;
  const content = async (res: Response) => ((await res.json()) as { content: unknown }).content;
  const key = (await content(await fetch(at(sessionCalls.publicKey)))) as string;
  const { uuid } = (await content(await fetch(at(sessionCalls.captcha)))) as { uuid: string };
  const password = encryptPassword(key, process.env.DEMO_PASSWORD ?? 'Risk@2026');
  const res = await fetch(at(sessionCalls.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, code: '8888', uuid }),
  });
  const { token } = (await content(res)) as { token: string };
  return token;
}
