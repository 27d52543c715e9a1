import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, startServerProcess } from '../scripts/server-process.ts';
import { DayOfWork, rssMb, type StepStats } from './load-work.ts';

/**
 * `npm run bench -- load [--users 200] [--minutes 10] [--think 2000]` (or `npx tsx bench/load.ts …`):
 * a mixed day's work against the real server in its own process on PostgreSQL (DATABASE_URL, data
 * from `npm run seed -- --scale 20000`). Each virtual user logs in as a realistic account (city
 * clerks, district clerks of all 16 districts, operations) from its own address and then, with a
 * think time between clicks, lists, opens details, filters, exports, dispatches, takes orders,
 * submits verification forms, audits them and opens its dashboard, for the whole run.
 * Prints per step the requests, errors, p50 and p99, and the server's RSS at start and end,
 * and saves them to bench/results/load-latest.md. Exit code 1 when any request failed.
 */
const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== 'load'),
  options: {
    users: { type: 'string', default: '200' },
    minutes: { type: 'string', default: '10' },
    think: { type: 'string', default: '2000' },
    port: { type: 'string' },
  },
});
const USERS = Number(args.users);
const SECONDS = Number(args.minutes) * 60;
const THINK_MS = Number(args.think);
const resultFile = path.join(repoRoot, 'bench/results/load-latest.md');

function pct(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

function table(stats: Map<string, StepStats>): string[] {
  const rows = ['| 步骤 | 请求数 | 错误 | p50 (ms) | p99 (ms) | 最大 (ms) |', '|---|---:|---:|---:|---:|---:|'];
  for (const [step, s] of [...stats].sort(([a], [b]) => a.localeCompare(b, 'zh'))) {
    const sorted = [...s.ms].sort((a, b) => a - b);
    rows.push(
      `| ${step} | ${sorted.length} | ${s.errors} | ${pct(sorted, 50)} | ${pct(sorted, 99)} | ${Math.round(sorted.at(-1) ?? 0)} |`,
    );
  }
  return rows;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith('postgres')) {
    console.error('负载测试须在 PostgreSQL 上运行：请设置 DATABASE_URL（数据由 npm run seed -- --scale 20000 生成）。');
    process.exit(2);
  }
  const server = await startServerProcess(
    // each virtual user comes from its own address (X-Forwarded-For), as clients behind a balancer do
    {
      DATABASE_URL: databaseUrl,
      DEMO_CAPTCHA_CODE: '8888',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
    },
    args.port ? Number(args.port) : undefined,
  );
  const load0 = os.loadavg();
  try {
    const rssStart = rssMb(server.pid);
    const work = new DayOfWork(server.baseUrl, { users: USERS, thinkMs: THINK_MS });
    console.log(`登录 ${USERS} 个虚拟用户…`);
    await work.login();
    const rssLoggedIn = rssMb(server.pid);
    console.log(`开始 ${SECONDS / 60} 分钟的混合负载（思考时间平均 ${THINK_MS} ms），服务 RSS ${rssStart} MB…`);
    const rssSamples: number[] = [];
    const loads: number[] = [];
    const sampler = setInterval(() => {
      rssSamples.push(rssMb(server.pid));
      loads.push(os.loadavg()[0]);
      const done = [...work.stats.values()].reduce((n, s) => n + s.ms.length, 0);
      const errors = [...work.stats.values()].reduce((n, s) => n + s.errors, 0);
      console.log(
        `  ${Math.round((Date.now() - started) / 1000)} s：${done} 个请求，${errors} 个错误，RSS ${rssSamples.at(-1)} MB，负载 ${os.loadavg()[0].toFixed(1)}`,
      );
    }, 30_000);
    const started = Date.now();
    await work.run(SECONDS * 1000);
    clearInterval(sampler);
    const rssEnd = rssMb(server.pid);
    const total = [...work.stats.values()].reduce((n, s) => n + s.ms.length, 0);
    const errors = [...work.stats.values()].reduce((n, s) => n + s.errors, 0);
    const elapsed = (Date.now() - started) / 1000;
    const cpus = os.cpus();
    const lines = [
      `# 负载测试 ${new Date().toISOString()}`,
      '',
      `${USERS} 个虚拟用户（${work.describeUsers()}），${(elapsed / 60).toFixed(1)} 分钟，思考时间平均 ${THINK_MS} ms；PostgreSQL ${new URL(databaseUrl).host}，数据：${work.describeData()}`,
      `机器：${cpus[0]?.model.trim()} × ${cpus.length}，Node ${process.version}；1 分钟负载均值：开始 ${load0[0].toFixed(1)}，期间平均 ${(loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length)).toFixed(1)}，最高 ${Math.max(...loads, 0).toFixed(1)}`,
      `请求 ${total}（${(total / elapsed).toFixed(0)}/s），错误 ${errors}；业务：${work.describeWork()}`,
      `服务进程 RSS：启动 ${rssStart} MB，登录后 ${rssLoggedIn} MB，结束 ${rssEnd} MB，期间最高 ${Math.max(rssEnd, ...rssSamples)} MB`,
      '',
      ...table(work.stats),
      '',
      ...(work.errorSamples.length ? ['错误样本：', ...work.errorSamples.map((e) => `- ${e}`)] : []),
    ];
    const md = lines.join('\n') + '\n';
    fs.mkdirSync(path.dirname(resultFile), { recursive: true });
    fs.writeFileSync(resultFile, md);
    console.log(`\n${md}\n已写入 ${path.relative(repoRoot, resultFile)}`);
    if (errors > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
