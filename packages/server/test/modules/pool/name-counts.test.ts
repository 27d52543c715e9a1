import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolCalls } from '@risk/shared/api/pool';
import { seedCompanies } from '../../../src/seed/companies.ts';
import { PUSHED_STATUSES } from '../../../src/modules/pool/queries.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { keptBesideCounted, sqlRows } from '../../helpers/kept-counts.ts';

const PUSHED = `status in (${PUSHED_STATUSES.join(', ')})`;
let t: TestApp;
let city: string;
let chaoyang: string;

const rows = <T>(text: string) => sqlRows<T>(t.db, text);

/** The kept name counts (migration 0043) beside the same counts taken from the pushed companies. */
const keptAndCounted = () =>
  keptBesideCounted(
    t.db,
    `select concat_ws('|', name_key, is_match, n) as l from risk_company_name_stat where n <> 0 order by 1`,
    `select concat_ws('|', k, is_match, count(*)) as l
     from risk_company, unnest(company_name_keys(company_region, registration_place, name_norm)) k
     where ${PUSHED} group by k, is_match order by 1`,
  );

/** One page of the list as ids, and its total. */
async function listed(token: string, query: Record<string, string>) {
  const res = await t.send(token, poolCalls.list, { query: { size: '10', page: '0', ...query } });
  expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
  return { ids: res.body.content.content.map((r) => r.content.id), total: res.body.content.metadata.totalElements };
}

/** The same page taken from the companies: `order` is 'desc' or 'asc' (纳入时间, then id). */
async function expected(where: string, page: number, order = 'desc') {
  const nulls = order === 'desc' ? 'nulls last' : 'nulls first';
  const found = await rows<{ id: number }>(
    `select id from risk_company where ${where}
     order by included_time ${order} ${nulls}, id ${order} ${nulls} limit 10 offset ${page * 10}`,
  );
  const [{ n }] = await rows<{ n: number }>(`select count(*)::int as n from risk_company where ${where}`);
  return { ids: found.map((r) => r.id), total: n };
}

beforeAll(async () => {
  t = await createTestApp();
  // more companies than a first page's walk reads (500), so a sparse word's page is not in it
  await seedCompanies(t.db, { scale: 2400, seed: 43 });
  city = await t.login('city');
  chaoyang = await t.login('chaoyang');
});
afterAll(() => t.close());

describe('the pushed companies counted per name key (migration 0043)', () => {
  it('when companies are added, renamed, pushed, moved, matched and removed then the kept counts equal the companies counted', async () => {
    const start = await keptAndCounted();
    expect(start.counted.length).toBeGreaterThan(1000);
    expect(start.kept).toEqual(start.counted);

    const some = (n: number, offset = 0) => `(select id from risk_company order by id limit ${n} offset ${offset})`;
    await rows(`update risk_company set name_norm = name_norm || '改名' where id in ${some(5)}`);
    await rows(`update risk_company set status = case when status = 0 then 1 else 0 end where id in ${some(6, 10)}`);
    await rows(
      `update risk_company set company_region = '延庆区', registration_place = '密云区' where id in ${some(4, 20)}`,
    );
    await rows(`update risk_company set is_match = not is_match where id in ${some(7, 30)}`);
    await rows(`update risk_company set risk_info_count = risk_info_count + 1 where id in ${some(50)}`);
    await rows(`delete from risk_company where id = (select max(c.id) from risk_company c
      where not exists (select 1 from risk_verification_order o where o.risk_company_id = c.id))`);
    const after = await keptAndCounted();
    expect(after.kept).not.toEqual(start.kept);
    expect(after.kept).toEqual(after.counted);
  });

  it('when a common word is searched then its page walks the place in 纳入时间 order and its total is the kept count', async () => {
    const [{ word }] = await rows<{ word: string }>(
      `select w as word from risk_company, generate_series(3, length(name_norm) - 5) i, substr(name_norm, i, 2) w
       where ${PUSHED} group by 1 order by count(*) desc, 1 limit 1`,
    );
    const has = `name_norm like '%${word}%'`;
    const cases: [string, Record<string, string>, string, number, string?][] = [
      [city, { companyName: word }, `${PUSHED} and ${has}`, 0],
      [city, { companyName: word, page: '2' }, `${PUSHED} and ${has}`, 2],
      [city, { companyName: word, sort: 'includedTime,ASC' }, `${PUSHED} and ${has}`, 0, 'asc'],
      [city, { companyName: word, isMatch: 'false' }, `${PUSHED} and ${has} and not is_match`, 0],
      [
        city,
        { companyName: word, registrationPlace: '朝阳区', isMatch: 'true' },
        `${PUSHED} and ${has} and registration_place = '朝阳区' and is_match`,
        0,
      ],
      [chaoyang, { companyName: word }, `${PUSHED} and ${has} and company_region = '朝阳区'`, 0],
    ];
    for (const [token, query, where, page, order] of cases)
      expect(await listed(token, query), JSON.stringify(query)).toEqual(await expected(where, page, order));

    // the total is the kept count's: a count put off by 1000 shows in the answer, and is put back
    const key = (k: string) =>
      `update risk_company_name_stat set n = n ${k} 1000 where name_key = '${word}' and is_match`;
    const { total } = await listed(city, { companyName: word });
    await rows(key('+'));
    try {
      expect((await listed(city, { companyName: word })).total).toBe(total + 1000);
    } finally {
      await rows(key('-'));
    }
  });

  it('when a rare word has only old matches then the walk does not hold its page and the page comes from the name suffixes', async () => {
    // enough matches to try the walk (50 for a first page of ten), all older than the rows it reads
    const oldest = `(select id from risk_company where ${PUSHED} order by included_time asc nulls first, id limit 60)`;
    await rows(`update risk_company set name_norm = '北京罕见测试' || id || '有限公司' where id in ${oldest}`);
    const want = await expected(`${PUSHED} and name_norm like '%罕见%'`, 0);
    expect(want.total).toBe(60);
    expect(await listed(city, { companyName: '罕见' })).toEqual(want);

    // its count put off by 1000 is not what the answer shows: the matches were counted, not looked up
    await rows(`update risk_company_name_stat set n = n + 1000 where name_key = '罕见'`);
    try {
      expect(await listed(city, { companyName: '罕见' })).toEqual(want);
    } finally {
      await rows(`update risk_company_name_stat set n = n - 1000 where name_key = '罕见'`);
    }
  });
});
