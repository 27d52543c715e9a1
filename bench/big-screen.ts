/**
 * Big-screen calls: each call at 20 connections through the server
 * (autocannon), beside the same read done by the service on a bare database pool of 20 (no HTTP,
 * no auth, no JSON): the difference is the server's share.
 *
 *   BASE_URL=http://localhost:8099 DATABASE_URL=postgres://… npx tsx bench/big-screen.ts
 *
 * The server must run on PostgreSQL seeded with `npm run seed -- --scale 100000`. See
 * bench/README-big-screen.md. BENCH_SECONDS (10) and BENCH_WARMUP_SECONDS (3) shorten a trial run.
 */
import { openDatabase } from '../packages/server/src/db/client.ts';
import type { AuthUser } from '../packages/server/src/platform/auth/session-user.ts';
import * as read from '../packages/server/src/modules/bigScreen/service.ts';
// @ts-expect-error -- plain ES module shared by the benchmarks
import { CONNECTIONS, json, api, login, measure, SECONDS, WARMUP_SECONDS } from './client.mjs';

type Read = (db: any, user: AuthUser) => Promise<unknown>;
const CALLS: [string, Read][] = [
  ['enterpriseRiskNumber', read.enterpriseRiskNumber],
  ['fieldDistribution', read.fieldDistribution],
  ['cityNumber', read.cityNumber],
  ['disposalSpeed', read.disposalSpeed],
  ['statisticsData', read.statisticsData],
  ['dynamic', read.dynamic],
  ['riskIndex', read.riskIndex],
  ['statisticsRiskLevel', read.statisticsRiskLevel],
  ['riskCompanyInfos', read.riskCompanyInfos],
  ['warnCompanys', read.warnCompanys],
  ['riskNumber/month', (db, u) => read.riskNumberByMonth(db, u, 12)],
  ['orderNumber/month', (db, u) => read.orderNumberByMonth(db, u, 12)],
];

const user = (level: 2 | 3, region: string | null, username: string): AuthUser =>
  ({ id: 0, username, level, region, permissions: [], roles: [], sessionId: '' }) as unknown as AuthUser;
const USERS = { city: user(2, null, 'city'), chaoyang: user(3, '朝阳区', 'chaoyang') };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** The read in a closed loop on `CONNECTIONS` workers for `seconds`: latencies in ms. */
async function loop(fn: () => Promise<unknown>, seconds: number): Promise<number[]> {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await fn();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL (the PostgreSQL database the server runs on) is required');
const { db, close } = await openDatabase({ databaseUrl, poolSize: CONNECTIONS });
const tokens = { city: await login('city'), chaoyang: await login('chaoyang') };
const numbers = await json(api('/business/v1/bigScreen/cityNumber'), { headers: { authorization: tokens.city } });
console.log(
  `风险企业 ${numbers.riskCompanyNum}，风险信息 ${numbers.riskInfoNum}，工单 ${numbers.pushedNum}，预警企业 ${numbers.warningNum}`,
);
console.log(`${CONNECTIONS} 个连接，预热 ${WARMUP_SECONDS} 秒，测 ${SECONDS} 秒`);
console.log('| 接口 | 用户 | 接口 p50 (ms) | 接口 p99 (ms) | 请求/秒 | 非 2xx | 裸 SQL p50 (ms) | 裸 SQL p99 (ms) |');
console.log('|---|---|---|---|---|---|---|---|');
let worst = 0;
for (const [call, fn] of CALLS) {
  for (const who of ['city', 'chaoyang'] as const) {
    const http = await measure(`/business/v1/bigScreen/${call}`, tokens[who]);
    if (WARMUP_SECONDS > 0) await loop(() => fn(db, USERS[who]), WARMUP_SECONDS);
    const bare = await loop(() => fn(db, USERS[who]), SECONDS);
    worst = Math.max(worst, http.p99);
    console.log(
      `| ${call} | ${who} | ${http.p50} | ${http.p99} | ${http.rps} | ${http.non2xx + http.errors} | ${percentile(bare, 50).toFixed(1)} | ${percentile(bare, 99).toFixed(1)} |`,
    );
  }
}
console.log(`\n最慢的接口 p99：${worst} ms（目标 ≤ 50 ms）`);
await close();
