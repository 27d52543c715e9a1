/**
 * Verification work-list benchmark: the city list on the CityAll, Audit, SetLevel and 二级预警 tabs
 * and the county list on AwaitOrder and countyAll, 20 connections for 10 s each.
 *
 *   BASE_URL=http://localhost:8080 npx tsx bench/verification.mjs
 *
 * The server must run on PostgreSQL seeded with `npm run seed -- --scale 225000` (100,000 orders). See
 * bench/README-verification.md.
 */
import { api, json, login, q } from './client.mjs';
import { compareWithBaseline } from './baseline.mjs';
import { verificationCalls } from '@risk/shared/api/verification';

const LIST = verificationCalls.list.path;
const ENDPOINTS = [
  ['市级核实 CityAll', 'city', `${LIST}?${q({ tab: 'CityAll', page: 0, size: 10 })}`],
  ['市级核实 Audit', 'city', `${LIST}?${q({ tab: 'Audit', page: 0, size: 10 })}`],
  ['市级核实 SetLevel', 'city', `${LIST}?${q({ tab: 'SetLevel', page: 0, size: 10 })}`],
  ['市级核实 二级预警', 'city', `${LIST}?${q({ tab: 'EarlyWarn2', page: 0, size: 10 })}`],
  [
    '市级核实 二级预警（已约谈）',
    'city',
    `${LIST}?${q({ tab: 'EarlyWarn2', writeInterview: '1', page: 0, size: 10 })}`,
  ],
  ['区县核实 AwaitOrder（朝阳区）', 'chaoyang', `${LIST}?${q({ tab: 'AwaitOrder', page: 0, size: 10 })}`],
  ['区县核实 countyAll（朝阳区）', 'chaoyang', `${LIST}?${q({ tab: 'countyAll', page: 0, size: 10 })}`],
];

const tokens = { city: await login('city'), chaoyang: await login('chaoyang') };
const total = (await json(api(`${LIST}?size=1`), { headers: { authorization: tokens.city } })).metadata.totalElements;
console.log(`orders: ${total}`);
await compareWithBaseline(
  ENDPOINTS.map(([label, user, path]) => ({ label, user, path })),
  tokens,
);
