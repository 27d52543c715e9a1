/**
 * The pool's company-name search, one row per shape a clerk types: one character, a brand of two or
 * three, an industry word of four, a brand with its industry, each city-wide, within a district (a city
 * user's 派单区县 filter, and a district user's own list) and beside the list's other filters and sorts;
 * each beside the same SQL behind a bare handler (bench/baseline.mjs).
 *
 *   BASE_URL=http://localhost:8080 DATABASE_URL=postgres://… npx tsx bench/name-search.mjs
 *
 * Every request of a shape searches the next of 60 fragments taken from the database's own names
 * (DATABASE_URL), so the plans and the caches see the spread a clerk's searches have. Each row also
 * shows the fragments' median number of matches: a search's work grows with them, not with the table.
 * The server runs on a database of `npm run seed -- --scale N` (docs/performance.md, "How to measure").
 */
import pg from 'pg';
import { login, q } from './client.mjs';
import { compareWithBaseline } from './baseline.mjs';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { poolCalls } from '../packages/shared/src/api/pool.ts';
import { DISTRICT_SHORT, INDUSTRIES } from '../packages/server/src/seed/company-names.ts';

const VARIANTS = 60;
const DISTRICT = '海淀区';
/** The district user of DISTRICT (the seed's accounts are the districts' pinyin). */
const DISTRICT_USER = 'haidian';
const PUSHED = '(1, 2, 3, 4, 6, 7)';

/** A name without 北京 and a district's short name before the brand: what a clerk types starts there. */
const BRAND_START = `^北京(${Object.values(DISTRICT_SHORT).join('|')})?`;
const FOUR_CHARACTER_INDUSTRIES = INDUSTRIES.filter((w) => [...w].length === 4);

/** `count` fragments of `length` characters at the start of the brand of pushed companies (of `region`, if given). */
async function brandFragments(client, length, region, count = VARIANTS) {
  const { rows } = await client.query(
    `select distinct on (f) f from (
       select substr(regexp_replace(name_norm, $1, ''), 1, $2) as f, id from risk_company
       where status in ${PUSHED} and ($3::text is null or company_region = $3) order by id limit 5000) s
     order by f limit $4`,
    [BRAND_START, length, region ?? null, count],
  );
  return rows.map((r) => r.f);
}

/** Brand and industry together (华新餐饮管理): a clerk copying a name's middle. */
async function brandWithIndustry(client, region) {
  const { rows } = await client.query(
    `select distinct on (f) f from (
       select regexp_replace(regexp_replace(name_norm, $1, ''), '(（.*）)?(股份)?有限公司$', '') as f, id from risk_company
       where status in ${PUSHED} and ($2::text is null or company_region = $2) order by id limit 5000) s
     order by f limit $3`,
    [BRAND_START, region ?? null, VARIANTS],
  );
  return rows.map((r) => r.f);
}

/**
 * The median number of companies a fragment finds: pushed ones (all for ops) of the shape's
 * district (派单区县 or the district user's own) and registration place, 匹配 if asked.
 */
async function medianMatches(client, fragments, user, params) {
  const region = params.companyRegion ?? (user === DISTRICT_USER ? DISTRICT : null);
  const { rows } = await client.query(
    `select percentile_disc(0.5) within group (order by n) as n from (
       select (select count(*) from risk_company where name_norm like '%' || f || '%'
               and ($2 or status in ${PUSHED}) and ($3::text is null or company_region = $3)
               and ($4::text is null or registration_place = $4) and ($5::boolean is null or is_match = $5)) as n
       from unnest($1::text[]) f) s`,
    [fragments, user === 'ops', region, params.registrationPlace ?? null, params.isMatch ?? null],
  );
  return Number(rows[0].n);
}

const list = (params) => (fragment) =>
  `${pathOf(poolCalls.list)}?${q({ page: 0, size: 10, ...params, companyName: fragment })}`;

async function shapes() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const cityOne = [...new Set((await brandFragments(client, 1)).map((f) => [...f][0]))];
    const words = {
      one: cityOne,
      two: await brandFragments(client, 2),
      three: await brandFragments(client, 3),
      four: FOUR_CHARACTER_INDUSTRIES,
      long: await brandWithIndustry(client),
      districtTwo: await brandFragments(client, 2, DISTRICT),
      districtLong: await brandWithIndustry(client, DISTRICT),
    };
    const inDistrict = { companyRegion: DISTRICT };
    const all = [
      ['一个字', 'city', words.one, {}],
      ['一个字（海淀区）', 'city', words.one, inDistrict],
      ['一个字（区县用户）', DISTRICT_USER, words.one, {}],
      ['两个字', 'city', words.two, {}],
      ['两个字（区县用户）', DISTRICT_USER, words.districtTwo, {}],
      ['三个字', 'city', words.three, {}],
      ['四个字 行业词', 'city', words.four, {}],
      ['四个字 行业词（海淀区）', 'city', words.four, inDistrict],
      ['四个字 行业词（区县用户）', DISTRICT_USER, words.four, {}],
      ['字号 + 行业', 'city', words.long, {}],
      ['字号 + 行业（区县用户）', DISTRICT_USER, words.districtLong, {}],
      ['四个字 + 匹配 + 注册地', 'city', words.four, { isMatch: 'true', registrationPlace: DISTRICT }],
      ['四个字 + 风险类别', 'city', words.four, { type: '1' }],
      ['四个字 + 推送时间排序', 'city', words.four, { sort: 'pushTime,DESC' }],
      ['一个字 + 重点关注（区县用户）', DISTRICT_USER, words.one, { focus: 'true' }],
      ['四个字（运维：全部状态）', 'ops', words.four, {}],
    ];
    // the list without a search, to read the others against the machine's state at the time
    all.unshift(['不搜索（对照）', 'city', null, {}]);
    const chosen = all.filter(([label]) => !process.env.BENCH_ONLY || label.includes(process.env.BENCH_ONLY));
    const out = [];
    for (const [label, user, variants, params] of chosen) {
      if (!variants) {
        out.push({ label, user, path: `${pathOf(poolCalls.list)}?${q({ page: 0, size: 10 })}` });
        continue;
      }
      const matches = await medianMatches(client, variants, user, params);
      out.push({ label: `${label}，中位 ${matches} 个匹配`, user, path: list(params), variants });
    }
    return out;
  } finally {
    await client.end();
  }
}

async function main() {
  const calls = await shapes();
  const users = [...new Set(calls.map((c) => c.user))];
  const tokens = Object.fromEntries(await Promise.all(users.map(async (u) => [u, await login(u)])));
  // the labels already say which shape: BENCH_ONLY picked them above
  delete process.env.BENCH_ONLY;
  await compareWithBaseline(calls, tokens);
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
