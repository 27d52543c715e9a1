import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolCalls } from '@risk/shared/api/pool';
import { USER_LEVEL } from '@risk/shared/levels';
import { POOL_PRESET_STATUSES } from '@risk/shared/pool';
import { seedCompanies } from '../../../src/seed/companies.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { keptBesideCounted, sqlRows } from '../../helpers/kept-counts.ts';

let t: TestApp;
let city: string;
let chaoyang: string;

const rows = <T>(text: string) => sqlRows<T>(t.db, text);

const KEYS = `coalesce(company_region, ''), status, is_match, focus, city_focus, special_follow`;
/** The kept counts (migration 0036) beside the same counts taken from the companies, as sorted lines. */
const keptAndCounted = () =>
  keptBesideCounted(
    t.db,
    `select concat_ws('|', ${KEYS}, category, n) as l from risk_company_category_stat where n <> 0 order by 1`,
    `select concat_ws('|', ${KEYS}, k, count(*)) as l
     from risk_company, lateral (select distinct x as k from unnest(string_to_array(type, ',')) x) c
     group by ${KEYS}, k order by 1`,
  );

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanies(t.db, { scale: 300, seed: 29 });
  city = await t.login('city');
  chaoyang = await t.login('chaoyang');
});
afterAll(() => t.close());

describe('the pool counted per 风险类别 (migration 0036)', () => {
  it('when companies are added, change category, status or district, and go then the kept counts equal the companies counted', async () => {
    const start = await keptAndCounted();
    expect(start.counted.length).toBeGreaterThan(20);
    expect(start.kept).toEqual(start.counted);

    await rows(
      `update risk_company set type = '社保风险,社保风险,劳动争议' where id in (select id from risk_company order by id limit 4)`,
    );
    await rows(`update risk_company set type = null where id = (select max(id) from risk_company)`);
    await rows(`update risk_company set status = 1, company_region = '延庆区', focus = not focus
      where id in (select id from risk_company order by id desc limit 3 offset 1)`);
    await rows(`delete from risk_company where id = (select max(c.id) from risk_company c
      where not exists (select 1 from risk_verification_order o where o.risk_company_id = c.id))`);
    const after = await keptAndCounted();
    expect(after.kept).not.toEqual(start.kept);
    expect(after.kept).toEqual(after.counted);
  });

  it('when the list is filtered by a category, alone or with flags and a district, or by a name, then its total is the companies counted, on any page', async () => {
    const [{ category }] = await rows<{ category: string }>(
      `select k as category from risk_company, unnest(string_to_array(type, ',')) k group by 1 order by count(*) desc limit 1`,
    );
    const has = `(',' || type || ',') like '%,${category},%'`;
    const [{ word }] = await rows<{ word: string }>(
      `select substr(name_norm, 3, 2) as word from risk_company group by 1 order by count(*) desc limit 1`,
    );
    const cityStatuses = `status in (${POOL_PRESET_STATUSES[USER_LEVEL.CITY]!.join(', ')})`;
    const countyStatuses = `status in (${POOL_PRESET_STATUSES[USER_LEVEL.DISTRICT]!.join(', ')})`;
    const cases: [string, Record<string, string>, string][] = [
      [city, { type: category }, `${has} and ${cityStatuses}`],
      [
        city,
        { type: category, isMatch: 'true', companyRegion: '海淀区' },
        `${has} and ${cityStatuses} and is_match and company_region = '海淀区'`,
      ],
      [chaoyang, { type: category }, `${has} and ${countyStatuses} and company_region = '朝阳区'`],
      [
        chaoyang,
        { type: category, focus: 'false' },
        `${has} and ${countyStatuses} and company_region = '朝阳区' and not focus`,
      ],
      [chaoyang, { type: '不存在的类别' }, 'false'],
      [chaoyang, { type: category, companyRegion: '海淀区' }, 'false'],
      // no category: the kept counts of risk_company_stat; a name: the matches counted in the page
      [city, {}, cityStatuses],
      [chaoyang, { isMatch: 'true' }, `${countyStatuses} and company_region = '朝阳区' and is_match`],
      [city, { companyName: word }, `${cityStatuses} and name_norm like '%${word}%'`],
    ];
    for (const [token, query, where] of cases) {
      const [{ n }] = await rows<{ n: number }>(`select count(*)::int as n from risk_company where ${where}`);
      for (const page of ['0', '999']) {
        const res = await t.send(token, poolCalls.list, { query: { size: '1', page, ...query } });
        expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
        expect(res.body.content.metadata.totalElements, `${JSON.stringify(query)} page ${page}`).toBe(n);
      }
    }
  });

  it('when risk_company is truncated then its kept counts are emptied', async () => {
    expect((await keptAndCounted()).kept.length).toBeGreaterThan(0);
    await rows(`truncate risk_company cascade`);
    expect(await keptAndCounted()).toEqual({ kept: [], counted: [] });
  });
});
