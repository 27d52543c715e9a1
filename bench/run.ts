import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { menuCalls, sessionCalls } from '../packages/shared/src/api/system.ts';
import { encryptPassword } from '../packages/server/src/platform/auth/secrets.ts';
import { repoRoot, startServerProcess } from '../scripts/server-process.ts';

/**
 * `npm run bench`: the two calls every page load makes (user info and menu), under 20 concurrent
 * connections for 10 s each, against the real server in its own process: PGlite on a fresh temp
 * directory, or the PostgreSQL server named by DATABASE_URL. Prints and saves a markdown table.
 */
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERNAME = 'admin';
const DEMO_CAPTCHA = '8888';
const ENDPOINTS = [sessionCalls.info, menuCalls.build].map((call) => `/api/pres${pathOf(call)}`);
const resultFile = path.join(repoRoot, 'bench/results/latest.md');

interface Row {
  endpoint: string;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${url} → ${res.status} ${body.message}`);
  return body.content;
}

/** Logs in as a browser would: captcha, RSA-encrypted password, demo code. */
async function login(baseUrl: string): Promise<string> {
  const pem: string = await json(`${baseUrl}/api/pres${pathOf(sessionCalls.publicKey)}`);
  const { uuid } = await json(`${baseUrl}/api/pres${pathOf(sessionCalls.captcha)}`);
  const password = encryptPassword(pem, process.env.DEMO_PASSWORD ?? 'Risk@2026');
  const { token } = await json(`${baseUrl}/api/pres${pathOf(sessionCalls.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password, code: DEMO_CAPTCHA, uuid }),
  });
  return token;
}

async function measure(baseUrl: string, endpoint: string, token: string): Promise<Row> {
  const r = await autocannon({
    url: baseUrl + endpoint,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: token },
  });
  return {
    endpoint,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

function table(rows: Row[], database: string): string {
  const lines = [
    `数据库：${database}；${CONNECTIONS} 个并发连接，每个接口 ${SECONDS} 秒；用户 ${USERNAME}；${new Date().toISOString()}`,
    `机器：${machine()}`,
    '',
    '| 接口 | p50 (ms) | p99 (ms) | 请求/秒 | 请求总数 | 非 2xx | 错误 |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| GET ${r.endpoint} | ${r.p50} | ${r.p99} | ${Math.round(r.rps)} | ${r.requests} | ${r.non2xx} | ${r.errors} |`,
    ),
  ];
  return lines.join('\n') + '\n';
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'risk-bench-'));
  const database = databaseUrl ? `PostgreSQL ${new URL(databaseUrl).host}` : 'PGlite（内嵌）';
  const server = await startServerProcess({
    DEMO_CAPTCHA_CODE: DEMO_CAPTCHA,
    NODE_ENV: 'development',
    STRICT_RESPONSES: '0',
    LOG_LEVEL: 'warn',
    ...(dataDir ? { DATA_DIR: dataDir, DATABASE_URL: '' } : {}),
  });
  try {
    const token = await login(server.baseUrl);
    const rows: Row[] = [];
    for (const endpoint of ENDPOINTS) {
      console.log(`正在压测 GET ${endpoint}（${CONNECTIONS} 连接，${SECONDS} 秒）…`);
      rows.push(await measure(server.baseUrl, endpoint, token));
    }
    const md = table(rows, database);
    fs.mkdirSync(path.dirname(resultFile), { recursive: true });
    fs.writeFileSync(resultFile, md);
    console.log(`\n${md}\n已写入 ${path.relative(repoRoot, resultFile)}`);
    if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
      console.error('有请求失败（非 2xx 或连接错误），结果不可信。');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npm run bench -- growth|instances|pglite`: the scale benchmarks of bench/scale.mjs;
// `npm run bench -- load …`: the mixed day's work of bench/load.ts; `npm run bench -- wall …`: from
// pressing 登录 to the wall drawn with data, bench/wall.ts; otherwise the two page-load calls.
const sub = process.argv[2];
const run =
  sub === 'load'
    ? import('./load.ts')
    : sub === 'wall'
      ? import('./wall.ts').then((m) => m.runWallBench())
      : ['growth', 'instances', 'pglite'].includes(sub ?? '')
        ? import('./scale.mjs').then((m) => m.runScaleBench(sub as string))
        : main();
run.catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
