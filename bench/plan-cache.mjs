/**
 * Which statements of the hot calls PostgreSQL plans afresh on every call. The platform prepares a
 * statement after three uses (db/auto-prepare.ts); PostgreSQL then plans it for five calls and keeps
 * its generic plan only when that plan is costed no higher than those custom plans. This captures each
 * call's statements from the platform (bench/baseline.mjs), prepares each on one connection with the
 * platform's planner settings, runs it eight times with its own parameters and prints
 * `pg_prepared_statements`' count of generic and custom plans: "generic 3 custom 5" settled,
 * "generic 0 custom 8" is planned on every call (the pool's name search before migration 0041).
 *
 *   BASE_URL=… DATABASE_URL=… npx tsx bench/plan-cache.mjs
 */
import pg from 'pg';
import { login, q } from './client.mjs';
import { captureSql } from './baseline.mjs';
import { HOT_CALLS } from './scale.mjs';
import { sessionSettingsSql } from '../packages/server/src/db/client.ts';
import { preparedPlanCounts } from '../packages/server/test/helpers/prepared-plans.ts';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { riskInfoCalls } from '../packages/shared/src/api/riskInfo.ts';
import { verificationCalls } from '../packages/shared/src/api/verification.ts';

const FORMS = pathOf(verificationCalls.list);
const calls = [
  ...HOT_CALLS,
  ['市级核实 二级预警', 'city', `${FORMS}?${q({ tab: 'EarlyWarn2', page: 0, size: 10 })}`],
  ['区县核实 AwaitOrder', 'chaoyang', `${FORMS}?${q({ tab: 'AwaitOrder', page: 0, size: 10 })}`],
  ['风险信息列表', 'ops', `${pathOf(riskInfoCalls.list)}?${q({ page: 0, size: 10 })}`],
].map(([label, user, path]) => ({ label, user, path }));

const tokens = Object.fromEntries(
  await Promise.all([...new Set(calls.map((c) => c.user))].map(async (u) => [u, await login(u)])),
);
const captured = await captureSql(calls, tokens);
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
await client.query(sessionSettingsSql);
let n = 0;
console.log('| 接口 | 用户 | 语句 | 通用计划 | 定制计划 |\n|---|---|---|---:|---:|');
for (const [i, call] of calls.entries()) {
  for (const s of captured[i][0]) {
    const text = s.text.replace(/\s+/g, ' ').slice(0, 60);
    if (!s.params?.length) {
      console.log(`| ${call.label} | ${call.user} | \`${text}…\` | 无参数 | |`);
      continue;
    }
    const plans = await preparedPlanCounts(client, `plan_cache_${++n}`, s.text, s.params);
    console.log(`| ${call.label} | ${call.user} | \`${text}…\` | ${plans.generic} | ${plans.custom} |`);
  }
}
await client.end();
