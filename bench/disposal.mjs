/**
 * Linked-disposal benchmark: the city's and a district's disposal list (first page, and
 * with the status filter) and their statistic cards, 20 connections for 10 s each.
 *
 *   BASE_URL=http://localhost:8080 npx tsx bench/disposal.mjs
 *
 * The server must run on PostgreSQL seeded with `npm run seed -- --scale 100000`. See
 * bench/README-disposal.md.
 */
import { api, json, login, q } from './client.mjs';
import { compareWithBaseline } from './baseline.mjs';
import { disposalCalls } from '@risk/shared/api/disposal';
import { poolCalls } from '@risk/shared/api/pool';

const LIST = disposalCalls.list.path;
const CITY_CARDS = disposalCalls.cityCards.path;
const ENDPOINTS = [
  ['联动处置列表', 'city', `${LIST}?${q({ page: 0, size: 10 })}`],
  [
    '联动处置列表（状态 待评价、已评价）',
    'city',
    `${LIST}?${q([
      ['page', '0'],
      ['size', '10'],
      ['status', '6'],
      ['status', '7'],
    ])}`,
  ],
  ['联动处置列表（朝阳区）', 'chaoyang', `${LIST}?${q({ page: 0, size: 10 })}`],
  ['联动处置统计卡片', 'city', CITY_CARDS],
  ['联动处置统计卡片（朝阳区）', 'chaoyang', disposalCalls.countyCards.path],
];

const tokens = { city: await login('city'), chaoyang: await login('chaoyang') };
const companies = (await json(api(poolCalls.total.path), { headers: { authorization: tokens.city } })).allTotal;
const disposals = (await json(api(CITY_CARDS), { headers: { authorization: tokens.city } })).disposeCompNum;
console.log(`风险企业（市级可见）: ${companies}，联动处置企业: ${disposals}`);
await compareWithBaseline(
  ENDPOINTS.map(([label, user, path]) => ({ label, user, path })),
  tokens,
);
