import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposalCalls } from '@risk/shared/api/disposal';
import { seedCompanies } from '../../../src/seed/companies.ts';
import { seedDisposal } from '../../../src/seed/disposal.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { keptBesideCounted, sqlRows } from '../../helpers/kept-counts.ts';

let t: TestApp;
let city: string;
let chaoyang: string;

const rows = <T>(text: string) => sqlRows<T>(t.db, text);

const KEYS = 'region, pool_status, status, level';
const SUMS = 'talked, talks, downsized, served, services';
/** The kept counts (migrations 0038, 0039) beside the same counts taken from the disposal orders, as sorted lines. */
const keptAndCounted = () =>
  keptBesideCounted(
    t.db,
    `select concat_ws('|', ${KEYS}, n, ${SUMS}) as l from risk_disposal_order_stat where n <> 0 order by 1`,
    `select concat_ws('|', ${KEYS}, count(*), count(*) filter (where talk_num > 0), sum(talk_num),
       count(*) filter (where downsizing_num > 0), count(*) filter (where server_num > 0), sum(server_num)) as l
     from risk_disposal_order group by ${KEYS} order by 1`,
  );

/** The statistic cards as the test counts them from the disposal orders. */
const cardsCounted = async (where: string) =>
  (
    await rows<Record<string, number>>(
      `select count(*)::int as "disposeCompNum", (count(*) filter (where status = 0))::int as "unPending",
              (count(*) filter (where talk_num > 0))::int as "interviewNum", coalesce(sum(talk_num), 0)::int as "allInterviewNum",
              (count(*) filter (where downsizing_num > 0))::int as "stabilityNum",
              (count(*) filter (where server_num > 0))::int as "dockNum", coalesce(sum(server_num), 0)::int as "allDockNum"
       from risk_disposal_order where ${where}`,
    )
  )[0];
const cards = async (token: string, call: typeof disposalCalls.cityCards) => (await t.send(token, call)).body.content;

const total = async (token: string, query: Record<string, string | string[]>) =>
  (await t.send(token, disposalCalls.list, { query: { size: '1', ...query } })).body.content.metadata.totalElements;
const counted = async (where: string) =>
  (await rows<{ n: number }>(`select count(*)::int as n from risk_disposal_order where ${where}`))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanies(t.db, { scale: 300, seed: 31 });
  await seedDisposal(t.db, { seed: 31 });
  city = await t.login('city');
  chaoyang = await t.login('chaoyang');
});
afterAll(() => t.close());

describe('the disposal orders counted per district, pool status, status and grade, with what the cards sum (migrations 0038, 0039)', () => {
  it('when cases finish, change grade, district or pool status, and go then the kept counts equal the orders counted', async () => {
    const start = await keptAndCounted();
    expect(start.counted.length).toBeGreaterThan(5);
    expect(start.kept).toEqual(start.counted);

    await rows(
      `update risk_disposal_order set status = 2 where id in (select id from risk_disposal_order where status <> 2 order by id limit 3)`,
    );
    await rows(
      `update risk_disposal_order set level = '一级', region = '延庆区' where id = (select min(id) from risk_disposal_order)`,
    );
    // the pool status follows the company (migration 0010's trigger): an update the kept counts see
    await rows(
      `update risk_company set status = 6 where id = (select risk_company_id from risk_disposal_order order by id desc limit 1)`,
    );
    await rows(`delete from risk_disposal_order where id = (select max(id) from risk_disposal_order)`);
    // records added and removed change only the numbers the cards sum, not the keys (migration 0039)
    await rows(
      `update risk_disposal_order set talk_num = talk_num + 2, server_num = server_num + 1 where id in (select id from risk_disposal_order order by id limit 4)`,
    );
    await rows(
      `update risk_disposal_order set downsizing_num = 0, talk_num = 0 where id in (select id from risk_disposal_order where talk_num > 0 order by id desc limit 2)`,
    );
    const after = await keptAndCounted();
    expect(after.kept).not.toEqual(start.kept);
    expect(after.kept).toEqual(after.counted);
  });

  it('when the list is asked by district, 状态 and grade then its totals are the orders counted; other filters count the rows', async () => {
    expect(await counted('true')).toBeGreaterThan(10);
    expect(await total(city, {})).toBe(await counted('true'));
    expect(await total(chaoyang, {})).toBe(await counted(`region = '朝阳区'`));
    expect(await total(city, { region: '朝阳区' })).toBe(await counted(`region = '朝阳区'`));
    // a page past the last has no row to carry the total: the kept counts are asked alone
    expect(await total(chaoyang, { page: '999' })).toBe(await counted(`region = '朝阳区'`));
    expect(await total(city, { page: '999', status: ['6', '7'] })).toBe(await counted('pool_status in (6, 7)'));
    // a district user asking for another district sees nothing, as the page does
    expect(await total(chaoyang, { region: '海淀区' })).toBe(0);
    expect(await total(city, { status: ['6', '7'] })).toBe(await counted('pool_status in (6, 7)'));
    expect(await total(city, { status: ['1'] })).toBe(await counted('status <> 2'));
    expect(await total(city, { status: ['1', '4'] })).toBe(await counted('(status <> 2 or pool_status = 4)'));
    const [{ level }] = await rows<{ level: string }>(
      'select level from risk_disposal_order group by level order by count(*) desc limit 1',
    );
    expect(await total(city, { level })).toBe(await counted(`level = '${level}'`));
    expect(await total(chaoyang, { level, status: ['1'] })).toBe(
      await counted(`region = '朝阳区' and level = '${level}' and status <> 2`),
    );
    const [{ place }] = await rows<{ place: string }>(
      'select registration_place as place from risk_disposal_order where registration_place is not null limit 1',
    );
    expect(await total(city, { registrationPlace: place, level })).toBe(
      await counted(`registration_place = '${place}' and level = '${level}'`),
    );
  });

  it('when the statistic cards are asked then they equal the orders counted, the city for all and a district for its own', async () => {
    const all = await cardsCounted('true');
    expect(all.disposeCompNum).toBeGreaterThan(10);
    expect(all.allInterviewNum).toBeGreaterThan(0);
    expect(await cards(city, disposalCalls.cityCards)).toEqual(all);
    const own = await cardsCounted(`region = '朝阳区'`);
    expect(own.disposeCompNum).toBeGreaterThan(0);
    expect(own.disposeCompNum).toBeLessThan(all.disposeCompNum);
    expect(await cards(chaoyang, disposalCalls.countyCards)).toEqual(own);
    expect(await cards(chaoyang, disposalCalls.cityCards)).toEqual(own);
  });

  it('when the disposal orders are truncated then the kept counts are empty and the list counts none', async () => {
    await rows('truncate risk_disposal_order cascade');
    expect(await rows('select 1 from risk_disposal_order_stat where n <> 0')).toEqual([]);
    expect(await total(city, {})).toBe(0);
    expect((await cards(city, disposalCalls.cityCards)).disposeCompNum).toBe(0);
  });
});
