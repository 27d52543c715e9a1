import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { disposalCalls } from '@risk/shared/api/disposal';
import { dashboardCalls } from '@risk/shared/api/dashboard';
import { dueSoonUntil } from '@risk/shared/timeliness';
import { holidayCalendar } from '../../../../src/modules/holidays/service.ts';
import { seedCompanies } from '../../../../src/seed/companies.ts';
import { seedDisposal } from '../../../../src/seed/disposal.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { rowsOf } from '../../../helpers/seeded-orders.ts';

/**
 * 办理时限 on the lists (docs/timeliness.md): every row's deadline and marks, the 已超期 / 即将到期
 * filters and the deadline sort, on the verification and the disposal lists; the 核实统计 and work
 * plan counts of overdue orders and reminders, each against a count made here from the tables.
 */
let t: TestApp;
let city: string;
let haidian: string;
const HAIDIAN = '海淀区';

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanies(t.db, { scale: 300, seed: 37 });
  await seedDisposal(t.db, { seed: 37 });
  [city, haidian] = await Promise.all(['city', 'haidian'].map((u) => t.login(u)));
}, 300_000);
afterAll(() => t.close());

const rows = <T>(text: string) => rowsOf<T>(t.db, text);
const one = async (text: string) => Number((await rows<{ n: number | string }>(text))[0].n);
const inDistrict = (d: string | null, column = 'region') => (d === null ? 'true' : `${column} = '${d}'`);
/** The marks' bounds as the server reads them now: past the deadline, or due by the next working day's end. */
async function bounds() {
  const now = new Date();
  return { now: now.toISOString(), until: dueSoonUntil(now, await holidayCalendar(t.db)).toISOString() };
}
/** A page's rows (each answered as `{ content: row }`). */
const listed = <R>(res: { body: { content: { content: { content: R }[] } } }) =>
  res.body.content.content.map((r) => r.content);
const totalOf = (res: { body: { content: { metadata: { totalElements: number } } } }) =>
  res.body.content.metadata.totalElements;
const overdueSql = (now: string) => `deadline < '${now}'`;
const dueSoonSql = (b: { now: string; until: string }) => `deadline between '${b.now}' and '${b.until}'`;

describe('办理时限 on the verification lists', () => {
  it('when the city lists every order then each row carries its deadline, marks and reminders as the table holds them', async () => {
    const res = await t.send(city, calls.list, { query: { tab: 'CityAll', size: '100', sort: 'deadline,ASC' } });
    expect(res.status).toBe(200);
    const b = await bounds();
    const table = new Map(
      (
        await rows<{ id: number; deadline: Date | null; urge_count: number }>(
          `select id, deadline, urge_count from risk_verification_order`,
        )
      ).map((r) => [r.id, r]),
    );
    for (const row of listed(res)) {
      const own = table.get(row.id)!;
      const deadline = own.deadline ? new Date(own.deadline).toISOString() : null;
      expect([row.deadline, row.urgeCount]).toEqual([deadline, own.urge_count]);
      expect(row.overdue).toBe(deadline !== null && deadline < b.now);
      expect(row.dueSoon).toBe(deadline !== null && deadline >= b.now && deadline <= b.until);
    }
  });

  it('when the city and a district filter 已超期 and 即将到期 then the totals are the counts of the table', async () => {
    const b = await bounds();
    const overdue = await one(`select count(*) as n from risk_verification_order where ${overdueSql(b.now)}`);
    const soon = await one(`select count(*) as n from risk_verification_order where ${dueSoonSql(b)}`);
    expect(overdue, 'the generated data has overdue orders').toBeGreaterThan(0);
    expect(soon, 'and orders due soon').toBeGreaterThan(0);
    // the district's 全部 tab lists every order dispatched to it; the city's, its six statuses
    const cityAll = await t.send(city, calls.list, { query: { timeliness: 'overdue', size: '200' } });
    expect(cityAll.status).toBe(200);
    expect(listed(cityAll).every((r) => r.overdue)).toBe(true);
    const district = await t.send(haidian, calls.list, { query: { tab: 'countyAll', timeliness: 'overdue' } });
    expect(totalOf(district)).toBe(
      await one(
        `select count(*) as n from risk_verification_order where ${overdueSql(b.now)} and ${inDistrict(HAIDIAN)}`,
      ),
    );
    const districtSoon = await t.send(haidian, calls.list, { query: { tab: 'countyAll', timeliness: 'dueSoon' } });
    expect(totalOf(districtSoon)).toBe(
      await one(`select count(*) as n from risk_verification_order where ${dueSoonSql(b)} and ${inDistrict(HAIDIAN)}`),
    );
    expect(listed(districtSoon).every((r) => r.dueSoon && r.region === HAIDIAN)).toBe(true);
  });

  it('when a list sorts by deadline then the most urgent come first and orders without a clock last; DESC turns it', async () => {
    const asc = await t.send(haidian, calls.list, { query: { tab: 'countyAll', size: '500', sort: 'deadline,ASC' } });
    const dated = listed(asc).map((r) => r.deadline);
    const firstNull = dated.indexOf(null);
    expect(firstNull, 'some orders have no clock').toBeGreaterThan(0);
    expect(dated.slice(firstNull).every((d) => d === null)).toBe(true);
    const times = dated.slice(0, firstNull) as string[];
    expect(times).toEqual([...times].sort());
    const desc = await t.send(haidian, calls.list, { query: { tab: 'countyAll', size: '500', sort: 'deadline,DESC' } });
    expect(listed(desc).map((r) => r.id)).toEqual(
      listed(asc)
        .map((r) => r.id)
        .reverse(),
    );
  });

  it('when the filter names no mark then 400 with the message and nothing is listed', async () => {
    const res = await t.send(city, calls.list, { query: { timeliness: 'late' } });
    expect([res.status, res.body.message]).toEqual([400, '办理时限只能是 已超期 或 即将到期']);
  });
});

describe('办理时限 on the disposal lists', () => {
  it('when the lists filter 已超期 then the totals are the disposals whose order is overdue, and rows carry the deadline', async () => {
    const b = await bounds();
    const counted = (d: string | null) =>
      one(`select count(*) as n from risk_disposal_order d join risk_verification_order o on o.id = d.order_id
        where o.${overdueSql(b.now)} and ${inDistrict(d, 'd.region')}`);
    expect(await counted(null), 'the generated data has overdue disposals').toBeGreaterThan(0);
    for (const [token, district] of [
      [city, null],
      [haidian, HAIDIAN],
    ] as const) {
      const res = await t.send(token, disposalCalls.list, { query: { timeliness: 'overdue', size: '100' } });
      expect(res.status).toBe(200);
      expect(totalOf(res)).toBe(await counted(district));
      expect(listed(res).every((r) => r.overdue && r.deadline !== null)).toBe(true);
    }
  });

  it('when the city urges a disposing order then its disposal row counts the reminder', async () => {
    const [{ id, order_id }] = await rows<{ id: number; order_id: number }>(
      `select d.id, d.order_id from risk_disposal_order d join risk_verification_order o on o.id = d.order_id
        where o.status = 7 order by d.id limit 1`,
    );
    const before = await one(`select urge_count as n from risk_disposal_order where id = ${id}`);
    const urged = await t.send(city, calls.urge, { params: { id: order_id }, body: { content: '请加快处置' } });
    expect(urged.status).toBe(200);
    expect(await one(`select urge_count as n from risk_disposal_order where id = ${id}`)).toBe(before + 1);
    const res = await t.send(city, disposalCalls.list, { query: { size: '500', sort: 'deadline,ASC' } });
    expect(listed(res).find((r) => r.id === id)?.urgeCount).toBe(before + 1);
  });
});

describe('已超期 and 催办次数 per district', () => {
  it('when the city reads 核实统计 and the work plan then each district’s overdue orders and reminders are the table’s', async () => {
    const b = await bounds();
    const perRegion = new Map(
      (
        await rows<{ region: string; overdue: number; urges: number }>(
          `select o.region, count(*) filter (where o.${overdueSql(b.now)})::int as overdue,
             (select count(*) from risk_order_urge u join risk_verification_order x on x.id = u.order_id
               where x.region = o.region)::int as urges
           from risk_verification_order o where o.region is not null group by o.region`,
        )
      ).map((r) => [r.region, r]),
    );
    const stats = await t.send(city, calls.statistics);
    const plan = await t.send(city, dashboardCalls.workPlan);
    for (const row of [...stats.body.content.county, ...plan.body.content]) {
      const own = perRegion.get(row.region);
      if (row.region === '全市' || !own) continue;
      expect([row.region, row.overdueNum, row.urgeNum]).toEqual([row.region, own.overdue, own.urges]);
    }
    const total = [...perRegion.values()].reduce((s, r) => s + r.urges, 0);
    expect(total, 'the generated data has reminders').toBeGreaterThan(0);
    expect(stats.body.content.county.at(-1)?.urgeNum).toBe(total);
    expect(plan.body.content.at(-1)?.urgeNum).toBe(total);
  });

  it('when the work plan is read for a year then it counts the orders dispatched in that year', async () => {
    const year = new Date().getFullYear();
    const plan = await t.send(city, dashboardCalls.workPlan, { query: { year: String(year) } });
    expect(plan.status).toBe(200);
    const b = await bounds();
    const counted = await one(`select count(*) as n from risk_verification_order
      where ${overdueSql(b.now)} and extract(year from dispatch_time at time zone 'Asia/Shanghai') = ${year}`);
    expect(plan.body.content.at(-1)?.overdueNum).toBe(counted);
  });
});
