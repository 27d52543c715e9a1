import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { CITY_TABS, COUNTY_TABS, LAYOFF_LIST } from '@risk/shared/order-machine';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { VERIFICATION_LIST_MSG } from '@risk/shared/schemas/verification';
import { workingDaysBetween, type HolidayCalendar } from '@risk/shared/working-days';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { seedCompanies } from '../../../../src/seed/companies.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { rowsOf, seededOrders, type RawOrder } from '../../../helpers/seeded-orders.ts';

let t: TestApp;
let city: string;
let ops: string;
let haidian: string;

let orders: RawOrder[];
let calendar: HolidayCalendar;

const rows = <T>(q: string) => rowsOf<T>(t.db, q);

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanies(t.db, { scale: 600, seed: 11 });
  [city, ops, haidian] = await Promise.all([t.login('city'), t.login('ops'), t.login('haidian')]);
  ({ orders, calendar } = await seededOrders(t.db));
});
afterAll(() => t.close());

const list = (token: string, query: Record<string, string | string[] | number>) =>
  t.send(token, calls.list, { query: query as Record<string, string> });
const countOf = (pred: (o: RawOrder) => boolean) => orders.filter(pred).length;

describe('work lists', () => {
  it('when the city opens each tab then the total is the count of the tab statuses, newest push first', async () => {
    for (const [tab, statuses] of Object.entries(CITY_TABS)) {
      const res = await list(city, { tab, size: 50 });
      expect(res.status).toBe(200);
      expect(res.body.content.metadata.totalElements).toBe(
        countOf((o) => (statuses as readonly number[]).includes(o.status)),
      );
      const items = res.body.content.content.map((c) => c.content);
      expect(items.every((r) => (statuses as readonly number[]).includes(r.status))).toBe(true);
      const pushes = items.map((r) => r.pushTime);
      expect(pushes).toEqual([...pushes].sort().reverse());
    }
  });

  it('when the city opens 区县全部 (CountyAll) then the orders 核实中 (4) are there, which 全部 (CityAll) leaves out', async () => {
    const verifying = orders.filter((o) => o.status === S.VERIFYING).map((o) => o.id);
    expect(verifying.length).toBeGreaterThan(0);
    const countyAll = await list(city, { tab: 'CountyAll', status: S.VERIFYING, size: 9999 });
    expect(countyAll.status).toBe(200);
    expect(countyAll.body.content.content.map((c) => c.content.id).sort()).toEqual([...verifying].sort());
    expect((await list(city, { tab: 'CityAll', status: S.VERIFYING })).body.content.metadata.totalElements).toBe(0);
  });

  it('when a district user opens its tabs then only its own region is listed, and a city tab is refused', async () => {
    for (const [tab, statuses] of Object.entries(COUNTY_TABS)) {
      const res = await list(haidian, { tab, size: 9999 });
      expect(res.status).toBe(200);
      expect(res.body.content.metadata.totalElements).toBe(
        countOf((o) => o.region === '海淀区' && (statuses as readonly number[]).includes(o.status)),
      );
      expect(res.body.content.content.every((c) => c.content.region === '海淀区')).toBe(true);
    }
    const other = await list(haidian, { tab: 'countyAll', region: '朝阳区' });
    expect(other.body.content.metadata.totalElements).toBe(0);
    const cityTab = await list(haidian, { tab: 'Audit' });
    expect([cityTab.status, cityTab.body.message]).toEqual([400, VERIFICATION_LIST_MSG.tabNotForLevel]);
    const countyTab = await list(city, { tab: 'countyAll' });
    expect([countyTab.status, countyTab.body.message]).toEqual([400, VERIFICATION_LIST_MSG.tabNotForLevel]);
  });

  it('when sub-tabs split the district AwaitVerification tab then pushed and not pushed add up', async () => {
    const [unpushed, pushed] = await Promise.all(
      ['AwaitPushApp', 'MiniApp'].map((subTab) => list(haidian, { tab: 'AwaitVerification', subTab })),
    );
    const mine = (o: RawOrder) => o.region === '海淀区' && [1, 4].includes(o.status);
    expect(unpushed.body.content.metadata.totalElements).toBe(countOf((o) => mine(o) && !o.is_push_app));
    expect(pushed.body.content.metadata.totalElements).toBe(countOf((o) => mine(o) && o.is_push_app));
  });

  it('when rows are listed then they count the working days waited for feedback and are overdue past their deadline', async () => {
    const res = await list(city, { tab: 'CountyAll', size: 9999 });
    const now = new Date();
    for (const r of res.body.content.content.map((c) => c.content)) {
      const waiting = [0, 1, 4].includes(r.status)
        ? workingDaysBetween(new Date(r.dispatchTime!), now, calendar)
        : null;
      expect(r.waitingWorkingDays).toBe(waiting);
      expect(r.overdue).toBe(r.deadline !== null && Date.parse(r.deadline) < now.getTime());
    }
    expect(res.body.content.content.some((c) => c.content.overdue)).toBe(true);
  });

  it('when filters and sorts are given then they narrow the list, and bad ones answer 400', async () => {
    const level = await list(city, { level: '一级', size: 9999 });
    expect(level.body.content.metadata.totalElements).toBe(countOf((o) => o.level === '一级'));
    const sorted = await list(city, { tab: 'CityAll', sort: 'verificationTime,ASC', size: 9999 });
    // ASC reads the DESC NULLS LAST index backwards: orders without feedback come first
    const times = sorted.body.content.content.map((c) => c.content.verificationTime);
    const filled = times.filter((v) => v !== null);
    expect(times).toEqual([...times.filter((v) => v === null), ...[...filled].sort()]);
    for (const [query, message] of [
      [{ tab: 'Nope' }, VERIFICATION_LIST_MSG.unknownTab],
      [{ sort: 'companyName,ASC' }, MSG.unknownSort('companyName')],
      [{ pushTime: ['2025-13-45', '2025-01-01'] }, '日期格式不正确'],
      [{ pushTime: 'yesterday' }, null],
    ] as const) {
      const res = await list(city, query as Record<string, string>);
      expect(res.status).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
  });

  it("when a list is sorted by 纳入时间 then its rows come in their companies' inclusion order, both ways", async () => {
    // the expected order from the company table itself, not the order's copy of its time
    const byInclusion = async (statuses: readonly number[], dir: 'ASC' | 'DESC', region?: string) =>
      (
        await rows<{ id: number }>(
          `select o.id from risk_verification_order o join risk_company c on c.id = o.risk_company_id
           where o.status in (${statuses.join(', ')}) ${region ? `and o.region = '${region}'` : ''}
           order by c.included_time ${dir === 'ASC' ? 'asc nulls first' : 'desc nulls last'}, o.id ${dir}`,
        )
      ).map((r) => r.id);
    const listed = async (token: string, tab: string, dir: string) =>
      (await list(token, { tab, sort: `includedTime,${dir}`, size: 9999 })).body.content.content.map(
        (c) => c.content.id,
      );
    for (const dir of ['DESC', 'ASC'] as const) {
      expect(await listed(city, 'CityAll', dir)).toEqual(await byInclusion(CITY_TABS.CityAll, dir));
      expect(await listed(city, 'New', dir)).toEqual(await byInclusion(CITY_TABS.New, dir));
      expect(await listed(haidian, 'countyAll', dir)).toEqual(await byInclusion(COUNTY_TABS.countyAll, dir, '海淀区'));
    }
    expect((await byInclusion(CITY_TABS.CityAll, 'DESC')).length).toBeGreaterThan(20);
    // a company included again moves its order to the top
    const [last] = (await byInclusion(CITY_TABS.CityAll, 'DESC')).slice(-1);
    await rows(
      `update risk_company set included_time = now() + interval '1 day'
       where id = (select risk_company_id from risk_verification_order where id = ${last})`,
    );
    expect((await listed(city, 'CityAll', 'DESC'))[0]).toBe(last);
  });

  it('when ops (no verification permission) asks then 403; a district opening another district order gets 404', async () => {
    expect((await list(ops, {})).status).toBe(403);
    expect((await t.send(ops, calls.cityBadges)).status).toBe(403);
    const foreign = orders.find((o) => o.region !== '海淀区' && o.status === 5)!;
    const res = await t.send(haidian, calls.detail, { params: { id: foreign.id } });
    expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
    expect((await t.send(haidian, calls.auditHistory, { query: { orderId: String(foreign.id) } })).status).toBe(404);
  });

  it('when the detail of a submitted order opens then it carries the form and a trail ending in the submission', async () => {
    const own = orders.find((o) => o.region === '海淀区' && o.status === 5) ?? orders.find((o) => o.status === 5)!;
    const token = own.region === '海淀区' ? haidian : city;
    const res = await t.send(token, calls.detail, { params: { id: own.id } });
    expect(res.status).toBe(200);
    expect(res.body.content.order.id).toBe(own.id);
    expect(res.body.content.form?.isDownsizing).toBe(own.is_downsizing);
    const trail = await t.send(token, calls.auditHistory, { query: { orderId: String(own.id) } });
    expect(trail.body.content.at(-1)).toMatchObject({ action: 'submit', toStatus: 5 });
  });
});

describe('有减员报告', () => {
  it('when an order is on the layoff list then it says isLayoffReport 1, as the 裁员报告 list counts it, and every other order 0', async () => {
    const onList = new Set(
      (
        await rows<{ id: number }>(
          `select id from risk_verification_order
            where status in (${LAYOFF_LIST.statuses.join(', ')}) and is_downsizing = '${LAYOFF_LIST.isDownsizing}'`,
        )
      ).map((r) => r.id),
    );
    const res = await list(city, { status: Object.values(S).map(String), size: 9999 });
    const items = res.body.content.content.map((c) => c.content);
    expect(items.length).toBe(orders.length);
    expect(onList.size).toBeGreaterThan(0);
    for (const r of items) expect(r.isLayoffReport, `${r.id}`).toBe(onList.has(r.id) ? '1' : '0');
  });
});
