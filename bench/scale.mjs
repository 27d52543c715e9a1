/**
 * Growth, two instances and PGlite, each printing a markdown table the README takes:
 *
 *   npm run bench -- growth    [--scales 10000,100000,300000]   p99 and req/s of the hot calls per scale, side by side in rounds; server RSS
 *   npm run bench -- instances [--scale 100000]                 req/s of one instance and of two behind a round-robin proxy
 *   npm run bench -- pglite    [--scale 10000]                  the hot calls on PGlite beside PostgreSQL
 *
 * PostgreSQL: DATABASE_URL names a server where databases may be created (e.g. the one
 * `scripts/with-postgres.sh` starts, `PG_DURABLE=1` for figures); each scale gets its own database
 * `risk_bench_<scale>`, seeded (vacuumed and analysed) once by the generator (`npm run seed`), then
 * reused (`--reseed` starts it again). Servers listen on BENCH_PORT and the next ports (default 56474).
 * BENCH_SECONDS / BENCH_WARMUP_SECONDS as in every benchmark.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import autocannon from 'autocannon';
import { CONNECTIONS, SECONDS, WARMUP_SECONDS, login, q } from './client.mjs';
import { spawnServer } from '../scripts/server-process.ts';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { poolCalls } from '../packages/shared/src/api/pool.ts';
import { riskInfoCalls } from '../packages/shared/src/api/riskInfo.ts';
import { verificationCalls } from '../packages/shared/src/api/verification.ts';
import { disposalCalls } from '../packages/shared/src/api/disposal.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 56474);
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};

/** The calls of every list page and card a clerk opens most: pool, risk information, verification, disposal. */
export const HOT_CALLS = [
  ['风险企业库列表', 'city', `${pathOf(poolCalls.list)}?${q({ page: 0, size: 10 })}`],
  [
    '风险企业库列表（朝阳区 + 匹配 + 科技）',
    'city',
    `${pathOf(poolCalls.list)}?${q({ page: 0, size: 10, registrationPlace: '朝阳区', isMatch: 'true', companyName: '科技' })}`,
  ],
  ['风险企业库统计卡片', 'city', pathOf(poolCalls.total)],
  ['风险信息列表', 'city', `${pathOf(riskInfoCalls.list)}?${q({ page: 0, size: 10 })}`],
  ['市级核实 CityAll', 'city', `${pathOf(verificationCalls.list)}?${q({ tab: 'CityAll', page: 0, size: 10 })}`],
  ['区县核实 countyAll', 'chaoyang', `${pathOf(verificationCalls.list)}?${q({ tab: 'countyAll', page: 0, size: 10 })}`],
  ['联动处置列表', 'city', `${pathOf(disposalCalls.list)}?${q({ page: 0, size: 10 })}`],
  ['联动处置统计卡片', 'city', pathOf(disposalCalls.cityCards)],
];

const adminUrl = () => {
  if (!process.env.DATABASE_URL)
    throw new Error('DATABASE_URL 未设置：请指向一个可以建库的 PostgreSQL（见 bench/scale.mjs 开头）');
  return process.env.DATABASE_URL;
};
const dbUrl = (name) => {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
};

/** A database seeded at `scale` by the generator, made once and reused (`--reseed` starts it again). */
export async function seededDatabase(scale) {
  const name = `risk_bench_${scale}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
  if (exists && args.includes('--reseed')) await admin.query(`drop database ${name} with (force)`);
  if (!exists || args.includes('--reseed')) {
    await admin.query(`create database ${name}`);
    await admin.end();
    const started = performance.now();
    const r = spawnSync('npm', ['run', '--silent', 'seed', '-w', '@risk/server', '--', '--scale', String(scale)], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: dbUrl(name) },
      stdio: 'inherit',
    });
    if (r.status !== 0) throw new Error(`npm run seed --scale ${scale} 失败`);
    console.log(`seeded ${name} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } else {
    await admin.end();
  }
  return dbUrl(name);
}

/** The platform in its own process; `rss()` reads its resident memory from /proc. */
async function startServer(port, env) {
  // the production build, as production runs it: one request line per call (written to /dev/null
  // here), answers written by the answer writer without the strict check the tests run
  const child = spawnServer(
    { LOG_LEVEL: 'info', STRICT_RESPONSES: '0', DEMO_CAPTCHA_CODE: '8888', ...env },
    port,
    'ignore',
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`服务进程退出（${child.exitCode}）`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    rss: () => {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : NaN;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const loginAt = (base, username) => login(username, base);

/** One call at 20 connections after the warm-up; `sampleRss` is polled during the measurement. */
async function drive(url, token, sampleRss) {
  const opts = { url, connections: CONNECTIONS, headers: { authorization: token } };
  if (WARMUP_SECONDS > 0) await autocannon({ ...opts, duration: WARMUP_SECONDS });
  let peak = 0;
  const timer = sampleRss ? setInterval(() => (peak = Math.max(peak, sampleRss())), 200) : undefined;
  const r = await autocannon({ ...opts, duration: SECONDS });
  if (timer) clearInterval(timer);
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    failed: r.non2xx + r.errors,
    peak,
  };
}

const mb = (v) => `${Math.round(v)} MB`;
const load = () => os.loadavg()[0].toFixed(1);

/** Rounds per call in `growth` (BENCH_ROUNDS, default 3): each round visits every scale, in a rotated order. */
const GROWTH_ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

/** The run of median req/s among a call's rounds at one scale. */
const medianRun = (runs) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];

/**
 * Every scale's server runs at once (idle but for the one under load), and each call is driven at
 * every scale in turn, GROWTH_ROUNDS times in rotated order: measured one scale after another, single
 * 3 s runs moved by half with the machine's load and read as growth that was not there.
 */
async function growth() {
  const scales = opt('scales', '10000,100000,300000').split(',').map(Number);
  const servers = [];
  try {
    for (const [i, scale] of scales.entries())
      servers.push({ scale, server: await startServer(PORT + i, { DATABASE_URL: await seededDatabase(scale) }) });
    for (const s of servers)
      s.tokens = { city: await loginAt(s.server.base, 'city'), chaoyang: await loginAt(s.server.base, 'chaoyang') };
    await new Promise((r) => setTimeout(r, 2000));
    for (const s of servers) Object.assign(s, { rest: s.server.rss(), peak: 0, runs: HOT_CALLS.map(() => []) });
    for (const [c, [label, user, p]] of HOT_CALLS.entries())
      for (let round = 0; round < GROWTH_ROUNDS; round++)
        for (let k = 0; k < servers.length; k++) {
          const s = servers[(k + round) % servers.length];
          const r = await drive(`${s.server.base}/api/pres${p}`, s.tokens[user], s.server.rss);
          s.runs[c].push(r);
          s.peak = Math.max(s.peak, r.peak);
          console.log(`${label} · round ${round + 1} · scale ${s.scale}: p99 ${r.p99} ms, ${r.rps} req/s`);
        }
    await new Promise((r) => setTimeout(r, 3000));
    const cell = (runs) => {
      const m = medianRun(runs);
      const failed = runs.reduce((n, r) => n + r.failed, 0);
      return `${m.p99} / ${m.rps} (${runs.map((r) => r.rps).join(' · ')})${failed ? ` (${failed} failed)` : ''}`;
    };
    const lines = [
      `| 接口（中位 p99 ms / 请求/秒，各轮请求/秒） | ${servers.map((s) => `--scale ${s.scale}`).join(' | ')} |`,
      `|---|${servers.map(() => '---:').join('|')}|`,
      ...HOT_CALLS.map(([label], i) => `| ${label} | ${servers.map((s) => cell(s.runs[i])).join(' | ')} |`),
      `| 服务 RSS：静止 | ${servers.map((s) => mb(s.rest)).join(' | ')} |`,
      `| 服务 RSS：压测中峰值 | ${servers.map((s) => mb(s.peak)).join(' | ')} |`,
      `| 服务 RSS：压测后 3 s | ${servers.map((s) => mb(s.server.rss())).join(' | ')} |`,
    ];
    console.log(`\n${GROWTH_ROUNDS} rounds, load average ${load()}\n\n${lines.join('\n')}`);
  } finally {
    for (const s of servers) await s.server.stop();
  }
}

/** A round-robin HTTP proxy over `targets`, in this process (as a balancer in front of the instances). */
async function roundRobin(targets, port) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const t = new URL(targets[next++ % targets.length]);
    const up = http.request(
      { host: t.hostname, port: t.port, path: req.url, method: req.method, headers: req.headers, agent },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

async function instances() {
  const scale = Number(opt('scale', '100000'));
  const url = await seededDatabase(scale);
  const a = await startServer(PORT, { DATABASE_URL: url });
  const b = await startServer(PORT + 1, { DATABASE_URL: url });
  const one = await roundRobin([a.base], 0);
  const two = await roundRobin([a.base, b.base], 0);
  try {
    const tokens = { city: await loginAt(a.base, 'city'), chaoyang: await loginAt(a.base, 'chaoyang') };
    const lines = ['| 接口 | 一个实例 请求/秒 (p99 ms) | 两个实例 请求/秒 (p99 ms) | 倍数 |', '|---|---:|---:|---:|'];
    for (const [label, user, p] of HOT_CALLS) {
      // alternating: one instance, then two, through the same kind of proxy
      const r1 = await drive(`${one.base}/api/pres${p}`, tokens[user]);
      const r2 = await drive(`${two.base}/api/pres${p}`, tokens[user]);
      const failed = r1.failed + r2.failed ? ` (${r1.failed + r2.failed} failed)` : '';
      const ratio = r1.rps > 0 ? (r2.rps / r1.rps).toFixed(2) : '—';
      lines.push(`| ${label} | ${r1.rps} (${r1.p99}) | ${r2.rps} (${r2.p99}) | ${ratio}${failed} |`);
      console.log(lines.at(-1));
    }
    console.log(`\n--scale ${scale}, load average ${load()}\n\n${lines.join('\n')}`);
  } finally {
    await one.close();
    await two.close();
    await a.stop();
    await b.stop();
  }
}

async function pglite() {
  const scale = Number(opt('scale', '10000'));
  const url = await seededDatabase(scale);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-bench-pglite-'));
  try {
    await pgliteBeside(scale, url, dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function pgliteBeside(scale, url, dataDir) {
  const seed = spawnSync('npm', ['run', '--silent', 'seed', '-w', '@risk/server', '--', '--scale', String(scale)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('PGlite seed failed');
  const lite = await startServer(PORT, { DATABASE_URL: '', DATA_DIR: dataDir });
  let pgs;
  try {
    pgs = await startServer(PORT + 1, { DATABASE_URL: url });
    const lt = { city: await loginAt(lite.base, 'city'), chaoyang: await loginAt(lite.base, 'chaoyang') };
    const pt = { city: await loginAt(pgs.base, 'city'), chaoyang: await loginAt(pgs.base, 'chaoyang') };
    const lines = [
      '| 接口 | PGlite p50 / p99 (ms) | PGlite 请求/秒 | PostgreSQL p50 / p99 (ms) | PostgreSQL 请求/秒 |',
      '|---|---:|---:|---:|---:|',
    ];
    for (const [label, user, p] of HOT_CALLS) {
      const l = await drive(`${lite.base}/api/pres${p}`, lt[user]);
      const g = await drive(`${pgs.base}/api/pres${p}`, pt[user]);
      lines.push(`| ${label} | ${l.p50} / ${l.p99} | ${l.rps} | ${g.p50} / ${g.p99} | ${g.rps} |`);
      console.log(lines.at(-1));
    }
    console.log(`\n--scale ${scale}, load average ${load()}\n\n${lines.join('\n')}`);
  } finally {
    await lite.stop();
    await pgs?.stop();
  }
}

const commands = { growth, instances, pglite };
export async function runScaleBench(name) {
  await commands[name]();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const name = args[0];
  if (!commands[name]) {
    console.error(`用法：npx tsx bench/scale.mjs growth|instances|pglite [--scale N | --scales a,b,c] [--reseed]`);
    process.exit(2);
  }
  runScaleBench(name).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
