/**
 * A crowd on the embedded database: 200 connections for 60 s on one call (the pool list as `city`)
 * against the platform on PGlite, with its request bound (EMBEDDED_DB_MAX_REQUESTS, default) and
 * without it, beside the call's own statements behind a bare `node:http` handler on a PGlite of its
 * own (a copy of the same data). A request unanswered after 30 s counts as lost, as in the probe that
 * found them. Run with tsx (the platform is TypeScript):
 *
 *   npx tsx bench/embedded-crowd.mjs [--scale 2000] [--data <seeded DATA_DIR>] [--users 30,60]
 *
 * `--users`: then, for each number, that many clerks do a day's work (bench/load-work.ts: a click
 * every 2 s on average, each from an address of its own) for BENCH_SECONDS on the bounded platform:
 * how many the embedded database serves.
 *
 * BENCH_SECONDS (default 60), BENCH_WARMUP_SECONDS (3), CROWD_CONNECTIONS (200) as in every bench;
 * bench/README-embedded.md has the figures.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drive, login, q } from './client.mjs';
import { DayOfWork } from './load-work.ts';
import { repoRoot, startServerProcess } from '../scripts/server-process.ts';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { poolCalls } from '../packages/shared/src/api/pool.ts';
import { sessionCalls } from '../packages/shared/src/api/system.ts';

const { values: args } = parseArgs({
  options: { scale: { type: 'string', default: '2000' }, data: { type: 'string' }, users: { type: 'string' } },
});
const CONNECTIONS = Number(process.env.CROWD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const LOST_AFTER_SECONDS = 30;
const CALL = `/api/pres${pathOf(poolCalls.list)}?${q({ page: 0, size: 10 })}`;
const DEMO = { DEMO_CAPTCHA_CODE: '8888', DEMO_PASSWORD: process.env.DEMO_PASSWORD ?? 'Risk@2026' };

/** A seeded PGlite data directory: `--data` copied, or `npm run seed -- --scale` into a new one. */
function seededCopy(into) {
  if (args.data) return fs.cpSync(args.data, into, { recursive: true });
  const seed = spawnSync('npm', ['run', '--silent', 'seed', '-w', '@risk/server', '--', '--scale', args.scale], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: into },
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('PGlite 演示数据生成失败');
}

/** The statements the call sends, captured from the platform in this process on `dataDir`. */
async function captureCall(dataDir) {
  const { buildApp } = await import('../packages/server/src/app.ts');
  const { loadConfig } = await import('../packages/server/src/config.ts');
  const { openDatabase } = await import('../packages/server/src/db/client.ts');
  const { encryptPassword } = await import('../packages/server/src/platform/auth/secrets.ts');
  let sink = null;
  const database = await openDatabase({
    pgliteDir: path.join(dataDir, 'pglite'),
    onQuery: (text, params) => sink?.push({ text, params }),
  });
  const config = loadConfig({ ...DEMO, DATA_DIR: dataDir, LOG_LEVEL: 'silent', READ_MODEL_MEMO: '0' });
  const app = await buildApp(config, database.db, { logger: false });
  const answer = async (opts) => (await app.inject(opts)).json().content;
  const pem = await answer({ url: `/api/pres${pathOf(sessionCalls.publicKey)}` });
  const { token } = await answer({
    method: 'POST',
    url: `/api/pres${pathOf(sessionCalls.login)}`,
    payload: { username: 'city', password: encryptPassword(pem, DEMO.DEMO_PASSWORD), code: '8888', uuid: 'x' },
  });
  // the first answer warms what the server keeps for minutes; the second is the call as it runs
  for (const record of [false, true]) {
    sink = record ? [] : null;
    const res = await app.inject({ url: CALL, headers: { authorization: token } });
    if (res.statusCode !== 200) throw new Error(`${CALL} → ${res.statusCode}`);
  }
  await app.close();
  return { statements: sink, close: () => database.close(), client: database.db.$client };
}

/** The bare handler: every request runs the captured statements in order on the PGlite and answers their rows. */
async function bareServer(captured) {
  const server = http.createServer(async (_req, res) => {
    try {
      const rows = [];
      for (const s of captured.statements) rows.push((await captured.client.query(s.text, s.params)).rows);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
}

const crowd = (url, headers) =>
  drive({ url, headers, connections: CONNECTIONS, timeout: LOST_AFTER_SECONDS, seconds: SECONDS });

/** The platform on a copy of the data, with `env`, driven by the crowd. */
async function platformRun(dataDir, env) {
  const server = await startServerProcess({
    ...DEMO,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STRICT_RESPONSES: '0',
    ...env,
  });
  try {
    const token = await login('city', server.baseUrl);
    return await crowd(`${server.baseUrl}${CALL}`, { authorization: token });
  } finally {
    await server.stop();
  }
}

/** `users` clerks at work for SECONDS on the platform (bounded, as by default): one line of figures. */
async function dayOfWork(dataDir, users) {
  const env = { ...DEMO, DATA_DIR: dataDir, DATABASE_URL: '', STRICT_RESPONSES: '0', TRUST_PROXY: '127.0.0.1' };
  const server = await startServerProcess(env);
  try {
    const work = new DayOfWork(server.baseUrl, { users, thinkMs: 2000, timeoutMs: LOST_AFTER_SECONDS * 1000 });
    await work.login();
    await work.run(SECONDS * 1000);
    const steps = [...work.stats.values()];
    const ms = steps.flatMap((s) => s.ms).sort((a, b) => a - b);
    const at = (p) => Math.round(ms[Math.min(ms.length - 1, Math.floor(ms.length * p))] ?? 0);
    const count = (status) => steps.reduce((n, s) => n + (s.statuses.get(status) ?? 0), 0);
    return `| ${users} | ${(ms.length / SECONDS).toFixed(1)} | ${at(0.5)} | ${at(0.99)} | ${at(1)} | ${count(503)} | ${count(0)} |`;
  } finally {
    await server.stop();
  }
}

/** 200 answers per second. */
const okRate = (r) => (r.requests - r.non2xx) / SECONDS;

const row = (label, r, bare) =>
  `| ${label} | ${r.ok.p50} | ${r.ok.p99} | ${r.ok.max} | ${Math.round(okRate(r))} | ` +
  `${Math.round(r.non2xx / SECONDS)} | ${r.p99} | ${r.timeouts} (${((100 * r.timeouts) / Math.max(r.requests + r.timeouts, 1)).toFixed(1)} %) | ` +
  `${bare ? (okRate(r) / okRate(bare)).toFixed(2) : '1.00'} |`;

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-crowd-'));
  try {
    const platformDir = path.join(root, 'platform');
    seededCopy(platformDir);
    const bareDir = path.join(root, 'bare');
    fs.cpSync(platformDir, bareDir, { recursive: true });

    const captured = await captureCall(bareDir);
    const bare = await bareServer(captured);
    const bareResult = await crowd(bare.url);
    await bare.close();
    await captured.close();
    const guarded = await platformRun(platformDir, {});
    const unguarded = await platformRun(platformDir, { EMBEDDED_DB_MAX_REQUESTS: '10000' });

    const lines = [
      `${CONNECTIONS} 个连接 × ${SECONDS} 秒，风险企业库列表（city），PGlite，--scale ${args.data ? '(--data)' : args.scale}，${captured.statements.length} 条语句；${LOST_AFTER_SECONDS} 秒无答复记为丢失；负载 ${os.loadavg()[0].toFixed(1)}`,
      '',
      '| 服务 | 200 答复 p50 (ms) | p99 (ms) | 最长 (ms) | 200 答复/秒 | 503 答复/秒 | 全部答复 p99 (ms) | 丢失 | 比值（200 答复/秒） |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      row('裸 SQL（node:http + PGlite）', bareResult),
      row('平台，EMBEDDED_DB_MAX_REQUESTS 默认', guarded, bareResult),
      row('平台，不限（10000）', unguarded, bareResult),
    ];
    console.log(`\n${lines.join('\n')}`);
    if (args.users) {
      console.log(
        '\n| 同时工作的人数 | 请求/秒 | p50 (ms) | p99 (ms) | 最长 (ms) | 503 | 无答复 |\n|---:|---:|---:|---:|---:|---:|---:|',
      );
      for (const users of args.users.split(',').map(Number)) console.log(await dayOfWork(platformDir, users));
    }
    if (guarded.timeouts > 0) {
      console.error(`有 ${guarded.timeouts} 个请求 ${LOST_AFTER_SECONDS} 秒没有答复。`);
      process.exitCode = 1;
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
