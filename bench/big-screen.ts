/**
 * Big-screen calls (`bigScreen/…` and `oneBi/…`): each call at 20 connections through
 * the server, then the same call behind a bare handler in this process (both driven by the load
 * generator in a process of its own, bench/driver.mjs): node:http and a
 * pg pool of the server's size (DATABASE_POOL_SIZE, 8), running the statements the platform runs
 * for the call: the session lookup every signed-in request makes (the platform's own prepared
 * statement, on the benchmark user's live session) and the platform's own read function (so the
 * very same SQL), answering its JSON, without the framework, token check, access check or response
 * schema. Platform and bare alternate call by call in one run, so the ratio holds on a shared
 * machine; the load average is printed at the start and the end.
 *
 *   BASE_URL=http://localhost:56478 DATABASE_URL=postgres://… npx tsx bench/big-screen.ts
 *
 * The server must run on PostgreSQL seeded with `npm run seed -- --scale 100000` (then `vacuum
 * analyze`). BENCH_SECONDS (10) and BENCH_WARMUP_SECONDS (3) shorten a trial run; BENCH_ONLY=<text>
 * runs the calls whose name contains it. See bench/README-big-screen.md.
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { bigScreenCalls } from '../packages/shared/src/api/bigScreen.ts';
import { datasetCalls } from '../packages/shared/src/api/datasets.ts';
import { pathOf, type AnyEndpoint } from '../packages/shared/src/api/endpoint.ts';
import type { AuthUser } from '../packages/server/src/platform/auth/session-user.ts';
import * as read from '../packages/server/src/read-models/bigScreen/service.ts';
import { findSession } from '../packages/server/src/platform/auth/session-user.ts';
import { sessionStartupOptions } from '../packages/server/src/db/client.ts';
import { riskIndexWeek, warnWeek, weekSeries } from '../packages/server/src/modules/datasets/screens.ts';
// @ts-expect-error -- plain ES module shared by the benchmarks
import { CONNECTIONS, json, api, login, measure, SECONDS, WARMUP_SECONDS } from './client.mjs';
// @ts-expect-error -- plain ES module shared by the benchmarks
import { alternate, driveBare, ROUNDS } from './baseline.mjs';

type Read = (db: any, user: AuthUser) => Promise<unknown>;
/** [name, the call, the platform's read] */
const CALLS: [string, AnyEndpoint, Read][] = [
  ['enterpriseRiskNumber', bigScreenCalls.enterpriseRiskNumber, read.enterpriseRiskNumber],
  ['fieldDistribution', bigScreenCalls.fieldDistribution, read.fieldDistribution],
  ['cityNumber', bigScreenCalls.cityNumber, read.cityNumber],
  ['disposalSpeed', bigScreenCalls.disposalSpeed, read.disposalSpeed],
  ['statisticsData', bigScreenCalls.statisticsData, read.statisticsData],
  ['dynamic', bigScreenCalls.dynamic, read.dynamic],
  ['riskIndex', bigScreenCalls.riskIndex, read.riskIndex],
  ['statisticsRiskLevel', bigScreenCalls.statisticsRiskLevel, read.statisticsRiskLevel],
  ['riskCompanyInfos', bigScreenCalls.riskCompanyInfos, read.riskCompanyInfos],
  ['warnCompanys', bigScreenCalls.warnCompanys, read.warnCompanys],
  ['riskNumber/month', bigScreenCalls.riskNumberByMonth, (db, u) => read.riskNumberByMonth(db, u, 12)],
  ['orderNumber/month', bigScreenCalls.orderNumberByMonth, (db, u) => read.orderNumberByMonth(db, u, 12)],
  ['guidance', bigScreenCalls.guidance, (db, u) => read.guidance(db, u)],
  ['publicOpinion', bigScreenCalls.publicOpinion, (db, u) => read.publicOpinion(db, u)],
  ['oneBi/week', datasetCalls.week, (db, u) => weekSeries(db, u, 12)],
  ['oneBi/riskIndex', datasetCalls.riskIndex, (db, u) => riskIndexWeek(db, u)],
  ['oneBi/warn', datasetCalls.warn, (db, u) => warnWeek(db, u)],
];

const user = (level: 2 | 3, region: string | null, username: string): AuthUser =>
  ({ id: 0, username, level, region, permissions: [], roles: [], sessionId: '' }) as unknown as AuthUser;
const USERS = { city: user(2, null, 'city'), chaoyang: user(3, '朝阳区', 'chaoyang') };
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 8);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL (the PostgreSQL database the server runs on) is required');
const pool = new pg.Pool({ connectionString: databaseUrl, options: sessionStartupOptions, max: POOL });
const db = drizzle(pool);

/** The benchmark users' newest live sessions (after the logins below): the bare handler looks them up as the platform does. */
const sessions: Record<string, string> = {};
async function sessionOf(username: string): Promise<string> {
  const r = await pool.query(
    `select s.id from auth_session s join sys_user u on u.id = s.user_id
     where u.username = $1 and s.revoked_at is null order by s.last_active desc limit 1`,
    [username],
  );
  return r.rows[0].id as string;
}

/** The bare handler: /<index>/<user> → the platform's read on a bare pool, as JSON. */
const bareServer = http.createServer((req, res) => {
  const [, index, who] = (req.url ?? '').split('/');
  const call = CALLS[Number(index)];
  const u = USERS[who as keyof typeof USERS];
  if (!call || !u) return void res.writeHead(404).end();
  findSession(db as never, sessions[who])
    .then(() => call[2](db, u))
    .then(
      (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (e: unknown) => res.writeHead(500).end(String(e)),
    );
});
await new Promise<void>((r) => bareServer.listen(0, '127.0.0.1', r));
const barePort = (bareServer.address() as { port: number }).port;

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');
const tokens = { city: await login('city'), chaoyang: await login('chaoyang') };
for (const who of ['city', 'chaoyang']) sessions[who] = await sessionOf(who);
const numbers = await json(api(pathOf(bigScreenCalls.cityNumber)), { headers: { authorization: tokens.city } });
const lines = [
  `${new Date().toISOString().slice(0, 16)} UTC，负载（1/5/15 分钟）开始时 ${load()}；风险企业 ${numbers.riskCompanyNum}，风险信息 ${numbers.riskInfoNum}，工单 ${numbers.pushedNum}，预警企业 ${numbers.warningNum}`,
  `${CONNECTIONS} 个连接，预热 ${WARMUP_SECONDS} 秒，测 ${SECONDS} 秒，交替 ${ROUNDS} 轮取中位数；裸处理器：node:http + pg.Pool(${POOL})，同样的语句（会话查询 + 同一读函数的 SQL）`,
  '',
  '| 接口 | 用户 | 平台 p50 (ms) | 平台 p99 (ms) | 平台 请求/秒 | 非 2xx | 裸 p50 (ms) | 裸 p99 (ms) | 裸 请求/秒 | 比值 |',
  '|---|---|---|---|---|---|---|---|---|---|',
];
for (const l of lines) console.log(l);
let worst = 0;
let lowest = Infinity;
for (const [i, [name, call]] of CALLS.entries()) {
  if (process.env.BENCH_ONLY && !name.includes(process.env.BENCH_ONLY)) continue;
  for (const who of ['city', 'chaoyang'] as const) {
    const {
      platform: p,
      bare: b,
      ratio,
    } = await alternate(
      () => measure(pathOf(call), tokens[who]),
      () => driveBare(`http://127.0.0.1:${barePort}/${i}/${who}`),
    );
    worst = Math.max(worst, p.p99);
    lowest = Math.min(lowest, ratio);
    const line = `| ${name} | ${who} | ${p.p50} | ${p.p99} | ${p.rps} | ${p.non2xx + p.errors} | ${b.p50} | ${b.p99} | ${b.rps} | ${ratio.toFixed(2)} |`;
    lines.push(line);
    console.log(line);
  }
}
const summary = `\n最慢的平台 p99：${worst} ms（目标 ≤ 50 ms）；最低比值 ${lowest.toFixed(2)}（目标 ≥ 0.8）。负载结束时 ${load()}`;
console.log(`\n\n${lines.join('\n')}\n${summary}`);
bareServer.close();
await pool.end();
