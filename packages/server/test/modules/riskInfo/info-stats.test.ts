import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskInfoCalls } from '@risk/shared/api/riskInfo';
import { seedCompanies } from '../../../src/seed/companies.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { keptBesideCounted, sqlRows } from '../../helpers/kept-counts.ts';

let t: TestApp;
let city: string;
let chaoyang: string;

const rows = <T>(text: string) => sqlRows<T>(t.db, text);

/** The kept counts (migration 0035) beside the same counts taken from the information rows, as sorted lines. */
const keptAndCounted = () =>
  keptBesideCounted(
    t.db,
    `select concat_ws('|', region, dimension, risk_point, risk_degree, n) as l from risk_company_info_stat where n <> 0 order by 1`,
    `select concat_ws('|', coalesce(c.company_region, ''), coalesce(i.risk_dimension_name, ''), i.risk_point, i.risk_degree, count(*)) as l
     from risk_company_info i join risk_company c on c.id = i.risk_company_id
     group by coalesce(c.company_region, ''), coalesce(i.risk_dimension_name, ''), i.risk_point, i.risk_degree order by 1`,
  );

/** What the list's filters count, taken from the rows: the district user's scope and one filter. */
async function countedBy(where: string): Promise<number> {
  const [{ n }] = await rows<{ n: number }>(
    `select count(*)::int as n from risk_company_info i join risk_company c on c.id = i.risk_company_id where ${where}`,
  );
  return n;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanies(t.db, { scale: 300, seed: 23 });
  city = await t.login('city');
  chaoyang = await t.login('chaoyang');
});
afterAll(() => t.close());

describe('risk information counted per district, 维度, 风险点 and 风险程度 (migration 0035)', () => {
  // first: the next test writes information rows with SQL, around the service that keeps the
  // companies' risk_info_count (which the default list's total sums)
  it("when the list is filtered by district only then its total, read in the page's statement, is the rows counted on any page", async () => {
    const cases: [string, Record<string, string>, string][] = [
      [city, {}, 'true'],
      [city, { companyRegion: '海淀区' }, `c.company_region = '海淀区'`],
      [chaoyang, {}, `c.company_region = '朝阳区'`],
      [chaoyang, { companyRegion: '海淀区' }, 'false'],
    ];
    for (const [token, query, where] of cases) {
      const n = await countedBy(where);
      for (const page of ['0', '999']) {
        const res = await t.send(token, riskInfoCalls.list, { query: { size: '1', page, ...query } });
        expect(res.status).toBe(200);
        expect(res.body.content.metadata.totalElements, `${JSON.stringify(query)} page ${page}`).toBe(n);
        // the row is the row: the page's total is not one of its fields
        expect(Object.keys(res.body.content.content[0]?.content ?? {})).not.toContain('total');
      }
    }
    expect(await countedBy(`c.company_region = '朝阳区'`)).toBeGreaterThan(0);
  });

  it('when information is added, changed, deleted and companies move or go then the kept counts equal the rows counted', async () => {
    const start = await keptAndCounted();
    expect(start.counted.length).toBeGreaterThan(20);
    expect(start.kept).toEqual(start.counted);

    await rows(`update risk_company_info set risk_dimension_name = null, risk_degree = 2
      where id in (select id from risk_company_info order by id limit 5)`);
    await rows(`update risk_company_info set risk_company_id = (select max(id) from risk_company)
      where id = (select max(id) from risk_company_info)`);
    await rows(`delete from risk_company_info where id in (select id from risk_company_info order by id desc limit 3)`);
    await rows(`update risk_company set company_region = '延庆区'
      where id in (select risk_company_id from risk_company_info i join risk_company c on c.id = i.risk_company_id
        where c.company_region = '朝阳区' order by i.id limit 2)`);
    await rows(`update risk_company set company_region = null
      where id = (select min(risk_company_id) from risk_company_info)`);
    // a company with information and nothing else that refers to it, deleted with its information
    await rows(`delete from risk_company where id = (select max(i.risk_company_id) from risk_company_info i
      where not exists (select 1 from risk_verification_order o where o.risk_company_id = i.risk_company_id))`);
    const after = await keptAndCounted();
    expect(after.kept).not.toEqual(start.kept);
    expect(after.kept).toEqual(after.counted);
  });

  it('when the list is filtered by 维度, 风险点 or 风险程度, alone or together, then its total is the rows counted', async () => {
    const [{ point }] = await rows<{ point: string }>(
      `select risk_point as point from risk_company_info group by 1 order by count(*) desc limit 1`,
    );
    const cases: [string, Record<string, string>, string][] = [
      [city, { riskDimensionName: '社保' }, `i.risk_dimension_name ilike '%社保%'`],
      [
        city,
        { riskDimensionName: '维度', companyRegion: '海淀区' },
        `i.risk_dimension_name ilike '%维度%' and c.company_region = '海淀区'`,
      ],
      [
        chaoyang,
        { riskDimensionName: '用工维度' },
        `i.risk_dimension_name ilike '%用工维度%' and c.company_region = '朝阳区'`,
      ],
      [
        chaoyang,
        { riskPoint: point, riskDegree: '1' },
        `i.risk_point = '${point}' and i.risk_degree = 1 and c.company_region = '朝阳区'`,
      ],
      [
        city,
        { riskDegree: '2', riskDimensionName: '经营' },
        `i.risk_degree = 2 and i.risk_dimension_name ilike '%经营%'`,
      ],
      [chaoyang, { riskDimensionName: '不存在的维度' }, `false`],
      [chaoyang, { riskDimensionName: '社保', companyRegion: '海淀区' }, `false`],
    ];
    for (const [token, query, where] of cases) {
      const res = await t.send(token, riskInfoCalls.list, { query: { size: '1', ...query } });
      expect(res.status).toBe(200);
      expect(res.body.content.metadata.totalElements, JSON.stringify(query)).toBe(await countedBy(where));
    }
    expect(await countedBy(`i.risk_dimension_name ilike '%社保%'`)).toBeGreaterThan(0);
  });

  it('when risk_company_info is truncated then its kept counts are emptied', async () => {
    expect((await keptAndCounted()).kept.length).toBeGreaterThan(0);
    await rows(`truncate risk_company_info cascade`);
    expect(await keptAndCounted()).toEqual({ kept: [], counted: [] });
  });
});
