import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_LIST_DEFAULTS } from '@risk/shared/list-defaults';
import { COUNTY_TABS } from '@risk/shared/order-machine';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { seedCompanies } from '../../../../src/seed/companies.ts';
import { seedDisposal } from '../../../../src/seed/disposal.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { keptBesideCounted } from '../../../helpers/kept-counts.ts';

let t: TestApp;
let city: string;

const rows = async <T>(text: string) => (await t.db.execute(sql.raw(text))) as unknown as { rows: T[] };

/** The kept counts (migrations 0007, 0030) beside the same counts taken from the orders, as sorted lines. */
const keptAndCounted = () =>
  keptBesideCounted(
    t.db,
    `select concat_ws('|', region, status, is_push_app, level, is_downsizing, n) as l from risk_verification_order_stat where n <> 0 order by 1`,
    `select concat_ws('|', region, status, is_push_app, level, coalesce(is_downsizing, ''), count(*)) as l
     from risk_verification_order group by region, status, is_push_app, level, coalesce(is_downsizing, '') order by 1`,
  );

/** The counts kept of the orders with a disposal (migration 0037) beside the same counts taken from the orders. */
const recordsKeptAndCounted = () =>
  keptBesideCounted(
    t.db,
    `select concat_ws('|', region, status, is_push_app, level, is_downsizing, disposal_records, n) as l
     from risk_verification_order_record_stat where n <> 0 order by 1`,
    `select concat_ws('|', region, status, is_push_app, level, coalesce(is_downsizing, ''), disposal_records, count(*)) as l
     from risk_verification_order where disposal_records is not null
     group by region, status, is_push_app, level, coalesce(is_downsizing, ''), disposal_records order by 1`,
  );

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanies(t.db, { scale: 300, seed: 17 });
  await seedDisposal(t.db, { seed: 17 });
  city = await t.login('city');
});
afterAll(() => t.close());

describe('kept order counts by grade and is_downsizing (migration 0030)', () => {
  it('when orders are seeded, graded, re-rated, moved and deleted then the kept counts equal the orders counted', async () => {
    const start = await keptAndCounted();
    expect(start.counted.length).toBeGreaterThan(10);
    expect(start.kept).toEqual(start.counted);

    // a grade and is_downsizing change together, a move to another district, a null is_downsizing, a delete
    await rows(`update risk_verification_order set level = '一级', is_downsizing = '0'
      where id in (select id from risk_verification_order where level = '二级' order by id limit 3)`);
    await rows(`update risk_verification_order set region = '延庆区'
      where id in (select id from risk_verification_order where region = '海淀区' order by id limit 2)`);
    await rows(`update risk_verification_order set is_downsizing = null
      where id = (select min(id) from risk_verification_order where is_downsizing = '1')`);
    await rows(`delete from risk_verification_order where id = (select max(id) from risk_verification_order
      where not exists (select 1 from risk_disposal_order d where d.order_id = risk_verification_order.id))`);
    const after = await keptAndCounted();
    expect(after.kept).not.toEqual(start.kept);
    expect(after.kept).toEqual(after.counted);
  });

  it('when the city opens an early-warning tab with and without is_downsizing then the totals are the orders counted', async () => {
    for (const [tab, level] of [
      ['EarlyWarn1', '一级'],
      ['EarlyWarn2', '二级'],
      ['EarlyWarn3', '三级'],
    ] as const)
      for (const isDownsizing of [undefined, '0', '1']) {
        const res = await t.send(city, calls.list, {
          query: { tab, size: '1', ...(isDownsizing ? { isDownsizing } : {}) },
        });
        const [{ n }] = (
          await rows<{ n: number }>(
            `select count(*)::int as n from risk_verification_order where status in (7, 8, 9) and level = '${level}'
             and is_downsizing = '${isDownsizing ?? '1'}'`,
          )
        ).rows;
        expect(res.body.content.metadata.totalElements, `${tab} ${isDownsizing}`).toBe(n);
      }
    // a grade asked for beside a tab of another grade matches nothing; the same grade changes nothing
    const other = await t.send(city, calls.list, { query: { tab: 'EarlyWarn2', level: '一级' } });
    expect(other.body.content.metadata.totalElements).toBe(0);
    const same = await t.send(city, calls.list, { query: { tab: 'EarlyWarn2', level: '二级' } });
    const plain = await t.send(city, calls.list, { query: { tab: 'EarlyWarn2' } });
    expect(same.body.content.metadata.totalElements).toBe(plain.body.content.metadata.totalElements);
    // a page past the last has no row to carry the total: the kept counts are asked alone
    const past = await t.send(city, calls.list, { query: { tab: 'EarlyWarn2', page: '999' } });
    expect([past.body.content.content.length, past.body.content.metadata.totalElements]).toEqual([
      0,
      plain.body.content.metadata.totalElements,
    ]);
  });

  it('when a district opens its tabs, the mini-app ones too, then each total is its own orders counted, on any page', async () => {
    const chaoyang = await t.login('chaoyang');
    const counted = async (where: string) =>
      (
        await rows<{ n: number }>(
          `select count(*)::int as n from risk_verification_order where region = '朝阳区' and ${where}`,
        )
      ).rows[0].n;
    const statusIn = (tab: keyof typeof COUNTY_TABS) => `status in (${COUNTY_TABS[tab].join(', ')})`;
    const cases: [Record<string, string>, string][] = [
      [{ tab: 'countyAll' }, statusIn('countyAll')],
      [{ tab: 'AwaitOrder' }, statusIn('AwaitOrder')],
      [{ tab: 'AwaitVerification', subTab: 'MiniApp' }, `${statusIn('AwaitVerification')} and is_push_app`],
      [{ tab: 'AwaitVerification', subTab: 'AwaitPushApp' }, `${statusIn('AwaitVerification')} and not is_push_app`],
    ];
    // three of the district's orders outside 二级 (which the next tests count): one to take, two
    // taken, one of them pushed to the mini-app, so every tab and sub-tab has orders
    const [dispatched] = COUNTY_TABS.AwaitOrder;
    const [taken] = COUNTY_TABS.AwaitVerification;
    await rows(`with picked as (select id, row_number() over (order by id) as k from risk_verification_order
        where region = '朝阳区' and level is distinct from '二级' order by id limit 3)
      update risk_verification_order o set status = case when k = 1 then ${dispatched} else ${taken} end, is_push_app = (k = 3)
      from picked where picked.id = o.id`);
    for (const [query, where] of cases) {
      const n = await counted(where);
      expect(n, JSON.stringify(query)).toBeGreaterThan(0);
      for (const page of ['0', '999']) {
        const res = await t.send(chaoyang, calls.list, { query: { ...query, page, size: '1' } });
        expect(res.body.content.metadata.totalElements, `${JSON.stringify(query)} page ${page}`).toBe(n);
      }
    }
  });
});

describe("the company's name and inclusion time copied onto its orders (migration 0034)", () => {
  const differing = async () =>
    (
      await rows<{
        id: number;
      }>(`select o.id from risk_verification_order o join risk_company c on c.id = o.risk_company_id
        where o.company_name_norm is distinct from c.name_norm or o.included_time is distinct from c.included_time`)
    ).rows;

  it('when companies are renamed, re-included and an order moves to another company then every copy follows', async () => {
    expect(await differing()).toEqual([]);
    // the city's list without a tab shows its default statuses
    const shown = `status in (${VERIFICATION_LIST_DEFAULTS.cityNoTab.status.join(', ')})`;
    const [{ companyId, other }] = (
      await rows<{ companyId: number; other: number }>(`select min(risk_company_id) as "companyId",
        max(risk_company_id) as other from risk_verification_order where ${shown}`)
    ).rows;
    await rows(`update risk_company set name_norm = '北京更名测试科技有限公司', included_time = '2020-01-02T03:04:05Z'
      where id = ${companyId}`);
    await rows(`update risk_company set included_time = included_time - interval '1 day' where id = ${other}`);
    await rows(`update risk_verification_order set risk_company_id = ${companyId}
      where id = (select min(id) from risk_verification_order where risk_company_id = ${other} and ${shown})`);
    expect(await differing()).toEqual([]);

    const renamed = await t.send(city, calls.list, { query: { companyName: '更名测试' } });
    const [{ n }] = (
      await rows<{ n: number }>(
        `select count(*)::int as n from risk_verification_order where risk_company_id = ${companyId} and ${shown}`,
      )
    ).rows;
    expect(n).toBeGreaterThan(1);
    expect(renamed.body.content.metadata.totalElements).toBe(n);
    const included = await t.send(city, calls.list, { query: { includedTime: ['2020-01-02', '2020-01-02'] } });
    expect(included.body.content.metadata.totalElements).toBe(n);
  });
});

describe('what the disposal recorded, copied onto its order (migration 0037)', () => {
  /** Orders whose copy differs from their disposal's kept record counts (null without a disposal). */
  const differing = async () =>
    (
      await rows<{
        id: number;
      }>(`select o.id from risk_verification_order o left join risk_disposal_order d on d.order_id = o.id
        where o.disposal_records is distinct from
          case when d.id is null then null else concat(sign(d.talk_num), sign(d.downsizing_num), sign(d.server_num)) end`)
    ).rows;
  /** The orders of 二级预警 (statuses 7–9, is_downsizing '1') whose disposal has, or has no, interviews. */
  const interviewed = async (has: boolean) =>
    (
      await rows<{
        n: number;
      }>(`select count(*)::int as n from risk_verification_order o join risk_disposal_order d on d.order_id = o.id
        where o.status in (7, 8, 9) and o.level = '二级' and o.is_downsizing = '1' and d.talk_num ${has ? '>' : '='} 0`)
    ).rows[0].n;
  const tabTotal = async (query: Record<string, string>) =>
    (await t.send(city, calls.list, { query: { tab: 'EarlyWarn2', size: '1', ...query } })).body.content.metadata
      .totalElements;

  it('when records are added, cleared, a disposal deleted and moved then every copy and kept count follows, and the tab counts from them', async () => {
    expect(await differing()).toEqual([]);
    const before = { has: await interviewed(true), none: await interviewed(false) };
    expect(before.has).toBeGreaterThan(0);
    expect(await tabTotal({ writeInterview: '1' })).toBe(before.has);
    expect(await tabTotal({ writeInterview: '0' })).toBe(before.none);

    const grade2 = `select d.id from risk_disposal_order d join risk_verification_order o on o.id = d.order_id
      where o.status in (7, 8, 9) and o.level = '二级' and o.is_downsizing = '1'`;
    // each write, then every copy is checked: a later write could put a stale copy right again
    for (const write of [
      `update risk_disposal_order set talk_num = 0, server_num = server_num + 1
        where id in (${grade2} and d.talk_num > 0 order by d.id limit 2)`,
      `update risk_disposal_order set talk_num = 3 where id in (${grade2} and d.talk_num = 0 order by d.id desc limit 1)`,
      `delete from risk_disposal_order where id = (${grade2} and d.talk_num > 0 order by d.id desc limit 1)`,
      `update risk_disposal_order set order_id = (select min(o.id) from risk_verification_order o
          where not exists (select 1 from risk_disposal_order x where x.order_id = o.id))
        where id = (${grade2} and d.talk_num = 0 order by d.id desc limit 1)`,
      // the order's own keys change under its copy: a grade, a district, a deletion
      `update risk_verification_order set level = '一级', region = '延庆区'
        where id = (select min(order_id) from risk_disposal_order where talk_num > 0)`,
      `delete from risk_verification_order where id = (select max(order_id) from risk_disposal_order)`,
    ]) {
      await rows(write);
      expect(await differing(), write).toEqual([]);
      const kept = await recordsKeptAndCounted();
      expect(kept.kept, write).toEqual(kept.counted);
    }
    // a change of anything else writes no order
    const versions = `select o.id, o.xmin::text as v from risk_verification_order o
      where o.id in (select order_id from risk_disposal_order where id in (${grade2} order by d.id desc limit 5)) order by o.id`;
    const untouched = (await rows<{ id: number; v: string }>(versions)).rows;
    await rows(`update risk_disposal_order set update_time = now() where id in (${grade2} order by d.id desc limit 5)`);
    expect((await rows<{ id: number; v: string }>(versions)).rows).toEqual(untouched);
    const after = await keptAndCounted();
    expect(after.kept).toEqual(after.counted);

    const now = { has: await interviewed(true), none: await interviewed(false) };
    expect(now).not.toEqual(before);
    expect(await tabTotal({ writeInterview: '1' })).toBe(now.has);
    expect(await tabTotal({ writeInterview: '0' })).toBe(now.none);
    // two record filters together, and beside a district, are counted as the rows are
    const [{ n: dock }] = (
      await rows<{
        n: number;
      }>(`select count(*)::int as n from risk_verification_order o join risk_disposal_order d on d.order_id = o.id
        where o.status in (7, 8, 9) and o.level = '二级' and o.is_downsizing = '1' and d.talk_num > 0 and d.server_num = 0
        and o.region = '朝阳区'`)
    ).rows;
    expect(await tabTotal({ writeInterview: '1', writeDock: '0', region: '朝阳区' })).toBe(dock);
  });

  it('when the disposal orders are truncated then no order keeps a copy and the kept counts still equal the orders', async () => {
    await rows('truncate risk_disposal_order cascade');
    expect(
      (
        await rows<{ n: number }>(
          `select count(*)::int as n from risk_verification_order where disposal_records is not null`,
        )
      ).rows[0].n,
    ).toBe(0);
    const records = await recordsKeptAndCounted();
    expect(records).toEqual({ kept: [], counted: [] });
    const after = await keptAndCounted();
    expect(after.kept).toEqual(after.counted);
    expect(await tabTotal({ writeInterview: '1' })).toBe(0);
  });
});
