import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '@risk/shared/api/verification';
import type { Page } from '@risk/shared/wire';
import { VERIFICATION_LIST_DEFAULTS } from '@risk/shared/list-defaults';
import { seedCompanies } from '../../../../src/seed/companies.ts';
import { seedDisposal } from '../../../../src/seed/disposal.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { keptBesideCounted } from '../../../helpers/kept-counts.ts';
import { ORDERS } from '../../../helpers/order-fixtures.ts';

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
        const res = await t.call<Page<OrderRow>>(city, {
          url: ORDERS,
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
    const other = await t.call<Page<OrderRow>>(city, { url: ORDERS, query: { tab: 'EarlyWarn2', level: '一级' } });
    expect(other.body.content.metadata.totalElements).toBe(0);
    const same = await t.call<Page<OrderRow>>(city, { url: ORDERS, query: { tab: 'EarlyWarn2', level: '二级' } });
    const plain = await t.call<Page<OrderRow>>(city, { url: ORDERS, query: { tab: 'EarlyWarn2' } });
    expect(same.body.content.metadata.totalElements).toBe(plain.body.content.metadata.totalElements);
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

    const renamed = await t.call<Page<OrderRow>>(city, { url: ORDERS, query: { companyName: '更名测试' } });
    const [{ n }] = (
      await rows<{ n: number }>(
        `select count(*)::int as n from risk_verification_order where risk_company_id = ${companyId} and ${shown}`,
      )
    ).rows;
    expect(n).toBeGreaterThan(1);
    expect(renamed.body.content.metadata.totalElements).toBe(n);
    const included = await t.call<Page<OrderRow>>(city, {
      url: ORDERS,
      query: { includedTime: ['2020-01-02', '2020-01-02'] },
    });
    expect(included.body.content.metadata.totalElements).toBe(n);
  });
});
