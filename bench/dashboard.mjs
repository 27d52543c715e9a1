/**
 * Dashboard benchmark (dashboards issue): every dashboard, work-plan and statement call at 20
 * connections, as `city` (all districts) and, for the district dashboard, as `chaoyang`; beside each,
 * the same SQL behind a bare HTTP handler (node:http + pg, no framework, same pool size; it runs the
 * session lookup every signed-in request makes, the freshness check and the call's SQL),
 * built by the platform's own query builders (modules/dashboard/queries.ts), so the ratio shows what
 * the platform adds on top of its SQL. Both are driven by the load generator in a process of its own
 * (bench/driver.mjs).
 *
 *   BASE_URL=http://localhost:18447 DATABASE_URL=postgres://… npx tsx bench/dashboard.mjs
 *
 * The server must run on the same database (seeded with `npm run seed -- --scale N`, which vacuums
 * and analyses what it loaded). See docs/dashboards.md for the latest numbers.
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CONNECTIONS, SECONDS, WARMUP_SECONDS, api, login, measure, q } from './client.mjs';
import { alternate, compareWithBaseline, driveBare, ROUNDS } from './baseline.mjs';
import * as Q from '../packages/server/src/read-models/dashboard/queries.ts';
import { poolStatSql, statusesFor } from '../packages/server/src/modules/pool/queries.ts';
import { FRESHNESS_SQL } from '../packages/server/src/read-models/dashboard/materialise.ts';
import { findSession } from '../packages/server/src/platform/auth/session-user.ts';
import { sessionStartupOptions } from '../packages/server/src/db/client.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import {
  AREA_KEYS,
  DISPOSAL_KEYS,
  DISTRICT_KEYS,
  SPEED_KEYS,
  TOTAL_KEYS,
  VERIFY_KEYS,
  WORK_PLAN_KEYS,
} from '../packages/server/src/read-models/dashboard/service.ts';
import { beijingDay } from '../packages/shared/src/working-days.ts';
import { dashboardCalls as D } from '../packages/shared/src/api/dashboard.ts';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { statementCalls as S } from '../packages/shared/src/api/statements.ts';

/** A call of the tables as the web sends it: path parameters filled in, the query string after. */
const at = (call, query, params) => pathOf(call, params) + (query ? `?${q(query)}` : '');

const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 8);
const YEAR = Number(process.env.BENCH_YEAR ?? new Date().getFullYear());
const DISTRICT = '朝阳区';
const today = beijingDay(new Date());
const y = Q.yearRange(YEAR);
const dialect = new PgDialect();
/** The city user as the pool's scope reads it (level 2, no district). */
const CITY_USER = { id: 0, username: 'city', level: 2, region: null, permissions: [], roles: [], sessionId: '' };

/** [name, user, API path, SQL the handler runs after the freshness check (null: no materialised rows)] */
const CALLS = [
  [
    'city/total',
    'city',
    at(D.total, { year: YEAR }),
    [
      Q.daySumsSql(null, y, TOTAL_KEYS),
      Q.layoffTilesSql(null, today),
      // 重点关注 is the pool card's figure: the pool's kept-count query for the city
      poolStatSql(CITY_USER, statusesFor(CITY_USER, undefined)),
    ],
  ],
  ['city/cityNumber', 'city', at(D.cityNumber), [Q.periodRingSql(null, today)]],
  ['city/areaRiskNumber', 'city', at(D.areaRiskNumber, { year: YEAR }), [Q.daySumsByRegionSql(null, y, AREA_KEYS)]],
  ['city/categoryNumber', 'city', at(D.categoryNumber, { year: YEAR }), [Q.categorySql(null, y)]],
  ['city/fieldDistribution', 'city', at(D.fieldDistribution, { year: YEAR }), [Q.industrySql(null, y)]],
  ['city/verify', 'city', at(D.verify, { year: YEAR }), [Q.daySumsSql(null, y, VERIFY_KEYS)]],
  ['city/disposal', 'city', at(D.disposal, { year: YEAR }), [Q.daySumsSql(null, y, DISPOSAL_KEYS)]],
  [
    'city/verifySpeedTotal',
    'city',
    at(D.verifySpeedTotal, { year: YEAR }),
    [Q.daySumsSql(null, y, ['differenceTime', 'submitTotal'])],
  ],
  [
    'city/disposalSpeedTotal',
    'city',
    at(D.disposalSpeedTotal, { year: YEAR }),
    [Q.daySumsSql(null, y, ['disposalDays', 'disposalFinishedNum'])],
  ],
  ['city/disposalSpeed', 'city', at(D.disposalSpeed, { year: YEAR }), [Q.daySumsByRegionSql(null, y, SPEED_KEYS)]],
  [
    'city/levelList',
    'city',
    at(D.levelList, { page: 0, size: 10 }),
    [Q.levelListSql(null, {}, 10, 0), Q.levelCountSql(null, {})],
    false,
  ],
  ['content/areaRiskNumber', 'city', at(D.focusArea, { type: 'city' }), [Q.focusAreaSql(null, 'city', {})], false],
  [
    'content/categoryNumber',
    'city',
    at(D.focusCategory, { type: 'city' }),
    [Q.focusCategorySql(null, 'city', {})],
    false,
  ],
  [
    'content/enterpriseNumber',
    'city',
    at(D.focusStatus, { type: 'city' }),
    [Q.focusStatusSql(null, 'city', {})],
    false,
  ],
  [
    'content/enterpriseRiskNumber',
    'city',
    at(D.focusDegree, { type: 'city' }),
    [Q.focusDegreeSql(null, 'city', {})],
    false,
  ],
  [
    'content/fieldDistribution',
    'city',
    at(D.focusIndustry, { type: 'city' }),
    [Q.focusIndustrySql(null, 'city', {})],
    false,
  ],
  [
    'content/keepTrack',
    'city',
    at(D.focusList, { type: 'city', page: 0, size: 10 }),
    [Q.focusListSql(null, 'city', 10, 0)],
    false,
  ],
  ['district/total', 'chaoyang', at(D.districtTotal, { year: YEAR }), [Q.daySumsSql(DISTRICT, y, DISTRICT_KEYS)]],
  [
    'district/dayAddRiskNumber',
    'chaoyang',
    at(D.dayAddRiskNumber),
    [
      Q.dailySql(
        DISTRICT,
        { from: new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10), to: today },
        'riskInfoNum',
      ),
    ],
  ],
  ['district/workIndex', 'chaoyang', at(D.workIndex, { year: YEAR }), [Q.daySumsSql(DISTRICT, y, WORK_PLAN_KEYS)]],
  ['district/workIndexAll', 'chaoyang', at(D.workIndexAll), [Q.daySumsSql(DISTRICT, {}, WORK_PLAN_KEYS)]],
  ['workPlan', 'city', at(D.workPlan, { year: YEAR }), [Q.daySumsByRegionSql(null, y, WORK_PLAN_KEYS)]],
  [
    'regionStatement',
    'city',
    at(S.regionStatement, { startTime: `${YEAR}-01-01 00:00:00`, endTime: `${YEAR}-12-31 23:59:59` }),
    [Q.regionStatementSql(null, { from: `${YEAR}-01-01`, to: `${YEAR}-12-31` }, `${YEAR}-12-31`)],
  ],
];

const LAST_MONTH = (() => {
  const d = new Date(Date.now() + 8 * 3_600_000);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
})();
const firstPage = { year: YEAR, page: 0, size: 10 };

/**
 * The work-plan details, the statement tree as 风险报表 opens and the monthly report, as the web
 * calls them, each beside the very statements it sends, captured from the platform and replayed
 * behind the bare handler of bench/baseline.mjs.
 */
const CAPTURED_CALLS = [
  ['workPlan/earlyWarningList（全市）', 'city', at(D.earlyWarningList, firstPage, { region: '全市' })],
  ['workPlan/earlyWarningList（朝阳区）', 'city', at(D.earlyWarningList, firstPage, { region: DISTRICT })],
  ['workPlan/verifyRate（朝阳区）', 'city', at(D.verifyRate, firstPage, { region: DISTRICT })],
  [
    'workPlan/downsizingList（朝阳区/全部）',
    'city',
    at(D.downsizingList, firstPage, { region: DISTRICT, level: '全部' }),
  ],
  ['workPlan/disposalRate（朝阳区）', 'city', at(D.disposalRate, firstPage, { region: DISTRICT })],
  ['workPlan/earlyWarningList（区县用户）', 'chaoyang', at(D.earlyWarningList, firstPage, { region: DISTRICT })],
  ['regionStatement（打开页面，全部时间）', 'city', at(S.regionStatement)],
  ['regionStatement（区县用户）', 'chaoyang', at(S.regionStatement)],
  ['getMonthlyReportTableOne', 'city', at(S.monthlyTableOne, { month: LAST_MONTH })],
  ['getMonthlyReportTableTwo', 'city', at(S.monthlyTableTwo, { month: LAST_MONTH })],
  ['getMonthlyReportTableThree', 'city', at(S.monthlyTableThree, { month: LAST_MONTH })],
  ['monthReportSnapshot（GET）', 'city', at(S.snapshots)],
  ['page/city（看板首屏一次往返）', 'city', at(D.page, { year: YEAR }, { kind: 'city' })],
  ['page/district（看板首屏一次往返）', 'chaoyang', at(D.page, { year: YEAR }, { kind: 'district' })],
].map(([label, user, path]) => ({ label, user, path }));

/** The bare handler: path → the call's SQL texts, run on a pool of the server's size, answered as JSON. */
/** The benchmark users' newest live sessions: the bare handler looks them up as the platform does on every request. */
async function sessionOf(pool, username) {
  const r = await pool.query(
    `select s.id from auth_session s join sys_user u on u.id = s.user_id
     where u.username = $1 and s.revoked_at is null order by s.last_active desc limit 1`,
    [username],
  );
  return r.rows[0].id;
}

async function bareServer(pool, sessions) {
  const db = drizzle(pool);
  const users = new Map(CALLS.map(([name, user]) => [`/${name}`, user]));
  const routes = new Map(
    CALLS.map(([name, , , queries, fresh = true]) => [
      `/${name}`,
      [...(fresh ? [FRESHNESS_SQL] : []), ...queries].map((s) => dialect.sqlToQuery(s)),
    ]),
  );
  const server = http.createServer(async (req, res) => {
    const queries = routes.get(req.url);
    if (!queries) return res.writeHead(404).end();
    try {
      await findSession(db, sessions[users.get(req.url)]);
      const [check, ...rest] = queries;
      await pool.query(check.sql, check.params);
      const results = await Promise.all(rest.map((x) => pool.query(x.sql, x.params)));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(results.map((r) => r.rows)));
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

async function main() {
  const tokens = { city: await login('city'), chaoyang: await login('chaoyang') };
  const t0 = performance.now();
  await fetch(api(at(D.total)), { headers: { authorization: tokens.city } });
  console.log(`首次调用（物化行不新鲜时先重建）：${Math.round(performance.now() - t0)} ms`);
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, options: sessionStartupOptions, max: POOL });
  const server = await bareServer(pool, {
    city: await sessionOf(pool, 'city'),
    chaoyang: await sessionOf(pool, 'chaoyang'),
  });
  const bareBase = `http://127.0.0.1:${server.address().port}`;
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ');
  const lines = [
    `${new Date().toISOString().slice(0, 16)} UTC，负载（1/5/15 分钟）开始时 ${load()}；${CONNECTIONS} 个连接，预热 ${WARMUP_SECONDS} 秒，测 ${SECONDS} 秒，交替 ${ROUNDS} 轮取中位数；裸处理器：node:http + pg.Pool(${POOL})，同样的语句（会话查询、新鲜度检查、同一 SQL；无答案缓存）`,
    '',
    '| 接口 | 用户 | 平台 p50 (ms) | 平台 p99 (ms) | 平台 请求/秒 | 非 2xx | 裸 p50 (ms) | 裸 p99 (ms) | 裸 请求/秒 | 比值 |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  let worst = 0;
  let lowest = Infinity;
  for (const [name, user, path] of CALLS) {
    if (process.env.BENCH_ONLY && !name.includes(process.env.BENCH_ONLY)) continue;
    const {
      platform: api,
      bare: b,
      ratio,
    } = await alternate(
      () => measure(path, tokens[user]),
      () => driveBare(`${bareBase}/${name}`),
    );
    worst = Math.max(worst, api.p99);
    lowest = Math.min(lowest, ratio);
    const line = `| ${name} | ${user} | ${api.p50} | ${api.p99} | ${api.rps} | ${api.non2xx + api.errors} | ${b.p50} | ${b.p99} | ${b.rps} | ${ratio.toFixed(2)} |`;
    lines.push(line);
    console.log(line);
  }
  server.close();
  await pool.end();
  console.log('\n工作计划详情、风险报表、月度监测与看板首屏（与其语句在裸处理器上的重放并列，bench/baseline.mjs）：');
  const captured = await compareWithBaseline(CAPTURED_CALLS, tokens);
  const capturedLines = captured.map(
    (r) =>
      `| ${r.label} | ${r.user} | ${r.platform.p50} | ${r.platform.p99} | ${r.platform.rps} | ${r.platform.non2xx + r.platform.errors} | – | ${r.bare.p99} | ${r.bare.rps} | ${r.ratio.toFixed(2)} |`,
  );
  for (const r of captured) {
    worst = Math.max(worst, r.platform.p99);
    lowest = Math.min(lowest, r.ratio);
  }
  lines.push(...capturedLines);
  console.log(`\n\n${lines.join('\n')}`);
  console.log(
    `\n最慢的平台 p99：${worst} ms（目标 ≤ 50 ms）；最低比值 ${lowest.toFixed(2)}（目标 ≥ 0.8）。负载结束时 ${load()}`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
