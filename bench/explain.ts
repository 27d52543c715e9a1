/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL behind every bigScreen / oneBi call and every dashboard
 * call, one request at a time: far less sensitive to a loaded machine than a load test. Each read
 * runs through a recording database handle, so the statements are the platform's own.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/explain.ts            # a table of execution times
 *   DATABASE_URL=postgres://… EXPLAIN_PLANS=statisticsData npx tsx bench/explain.ts   # and the plans
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { AuthUser } from '../packages/server/src/platform/auth/session-user.ts';
import * as big from '../packages/server/src/read-models/bigScreen/service.ts';
import * as Q from '../packages/server/src/read-models/dashboard/queries.ts';
import { poolStatSql, statusesFor } from '../packages/server/src/modules/pool/queries.ts';
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
import { sessionStartupOptions } from '../packages/server/src/db/client.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, options: sessionStartupOptions, max: 4 });
const dialect = new PgDialect();
const showPlans = process.env.EXPLAIN_PLANS ?? '';
const RUNS = Number(process.env.EXPLAIN_RUNS ?? 3);

interface Timing {
  ms: number;
  plan: string;
}
/** Executes the statement RUNS times under EXPLAIN ANALYZE and keeps the fastest (warm cache). */
async function explain(q: SQL): Promise<Timing> {
  const { sql: text, params } = dialect.sqlToQuery(q);
  let best: Timing = { ms: Infinity, plan: '' };
  for (let i = 0; i < RUNS; i++) {
    const r = await pool.query(`explain (analyze, buffers) ${text}`, params as unknown[]);
    const plan = r.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN);
    if (ms < best.ms) best = { ms, plan };
  }
  return best;
}

/** A database handle that records each statement's EXPLAIN time and then answers it for real. */
function recorder(times: Timing[]) {
  return {
    async execute(q: SQL) {
      times.push(await explain(q));
      const { sql: text, params } = dialect.sqlToQuery(q);
      return pool.query(text, params as unknown[]);
    },
  };
}

const user = (level: 2 | 3, region: string | null, username: string): AuthUser =>
  ({ id: 0, username, level, region, permissions: [], roles: [], sessionId: '' }) as unknown as AuthUser;
const USERS = { city: user(2, null, 'city'), chaoyang: user(3, '朝阳区', 'chaoyang') };

type Read = (db: never, u: AuthUser) => Promise<unknown>;
const BIG: [string, Read][] = [
  ['enterpriseRiskNumber', big.enterpriseRiskNumber as Read],
  ['fieldDistribution', big.fieldDistribution as Read],
  ['cityNumber', big.cityNumber as Read],
  ['disposalSpeed', big.disposalSpeed as Read],
  ['statisticsData', big.statisticsData as Read],
  ['dynamic', big.dynamic as Read],
  ['riskIndex', big.riskIndex as Read],
  ['statisticsRiskLevel', big.statisticsRiskLevel as Read],
  ['riskCompanyInfos', big.riskCompanyInfos as Read],
  ['warnCompanys', big.warnCompanys as Read],
  ['riskNumber/month', ((db: never, u: AuthUser) => big.riskNumberByMonth(db, u, 12)) as Read],
  ['orderNumber/month', ((db: never, u: AuthUser) => big.orderNumberByMonth(db, u, 12)) as Read],
  ['guidance', ((db: never, u: AuthUser) => big.guidance(db, u)) as Read],
];

const YEAR = Number(process.env.BENCH_YEAR ?? new Date().getFullYear());
const y = Q.yearRange(YEAR);
const today = beijingDay(new Date());
const D = '朝阳区';
const DASH: [string, SQL[]][] = [
  [
    'city/total',
    [
      Q.daySumsSql(null, y, TOTAL_KEYS),
      Q.layoffTilesSql(null, today),
      poolStatSql(USERS.city, statusesFor(USERS.city, undefined)),
    ],
  ],
  ['city/cityNumber', [Q.periodRingSql(null, today)]],
  ['city/areaRiskNumber', [Q.daySumsByRegionSql(null, y, AREA_KEYS)]],
  ['city/categoryNumber', [Q.categorySql(null, y)]],
  ['city/fieldDistribution', [Q.industrySql(null, y)]],
  ['city/verify', [Q.daySumsSql(null, y, VERIFY_KEYS)]],
  ['city/disposal', [Q.daySumsSql(null, y, DISPOSAL_KEYS)]],
  ['city/disposalSpeed', [Q.daySumsByRegionSql(null, y, SPEED_KEYS)]],
  ['city/levelList', [Q.levelListSql(null, {}, 10, 0), Q.levelCountSql(null, {})]],
  ['content/areaRiskNumber', [Q.focusAreaSql(null, 'city', {})]],
  ['content/categoryNumber', [Q.focusCategorySql(null, 'city', {})]],
  ['content/enterpriseNumber', [Q.focusStatusSql(null, 'city', {})]],
  ['content/fieldDistribution', [Q.focusIndustrySql(null, 'city', {})]],
  ['content/keepTrack', [Q.focusListSql(null, 'city', 10, 0)]],
  ['district/total', [Q.daySumsSql(D, y, DISTRICT_KEYS)]],
  ['district/workIndexAll', [Q.daySumsSql(D, {}, WORK_PLAN_KEYS)]],
  ['workPlan', [Q.daySumsByRegionSql(null, y, WORK_PLAN_KEYS)]],
  ['regionStatement', [Q.regionStatementSql(null, { from: `${YEAR}-01-01`, to: `${YEAR}-12-31` }, `${YEAR}-12-31`)]],
];

const fmt = (t: Timing[]) => t.map((x) => x.ms.toFixed(1)).join(' + ');
const total = (t: Timing[]) => t.reduce((s, x) => s + x.ms, 0);
console.log(`EXPLAIN (ANALYZE, BUFFERS)，每条语句 ${RUNS} 次取最快，单位 ms`);
console.log('| 接口 | 用户 | 各语句执行时间 | 合计 |');
console.log('|---|---|---|---|');
const plans: string[] = [];
for (const [name, fn] of BIG) {
  for (const who of ['city', 'chaoyang'] as const) {
    const times: Timing[] = [];
    await fn(recorder(times) as never, USERS[who]);
    console.log(`| bigScreen/${name} | ${who} | ${fmt(times)} | ${total(times).toFixed(1)} |`);
    if (showPlans && name.includes(showPlans))
      plans.push(`## ${name} ${who}\n${times.map((t) => t.plan).join('\n\n')}`);
  }
}
for (const [name, queries] of DASH) {
  const times: Timing[] = [];
  for (const q of queries) times.push(await explain(q));
  console.log(
    `| dashBoard/${name} | ${name.startsWith('district') ? 'chaoyang' : 'city'} | ${fmt(times)} | ${total(times).toFixed(1)} |`,
  );
  if (showPlans && name.includes(showPlans)) plans.push(`## ${name}\n${times.map((t) => t.plan).join('\n\n')}`);
}
if (plans.length) console.log(`\n${plans.join('\n\n')}`);
await pool.end();
