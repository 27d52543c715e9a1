import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRICT_NAMES } from '@risk/shared/districts';
import { MSG } from '@risk/shared/messages';
import { CITY_TABS, COUNTY_TABS, DISPOSAL_LEVELS, LAYOFF_LIST } from '@risk/shared/order-machine';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { averageFeedbackDays, ratio } from '@risk/shared/rates';
import { VERIFICATION_LIST_MSG } from '@risk/shared/schemas/verification';
import { type CityBadges, type CountyBadges, type OrderRow, type OrderStatistics } from '@risk/shared/api/verification';
import type { Page } from '@risk/shared/wire';
import { workingDaysBetween, type HolidayCalendar } from '@risk/shared/working-days';
import { seedCompanies } from '../../../../src/seed/companies.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';

const BASE = '/api/pres/business/v1/riskVerificationForms';
let t: TestApp;
let city: string;
let ops: string;
let haidian: string;

interface RawOrder {
  id: number;
  region: string;
  status: number;
  level: string;
  is_downsizing: string | null;
  is_push_app: boolean;
  dispatch_time: Date | null;
  verification_time: Date | null;
  year_social: Record<string, number> | null;
}
let orders: RawOrder[];
let calendar: HolidayCalendar;

const rows = async <T>(q: string) => ((await t.db.execute(sql.raw(q))) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanies(t.db, { scale: 600, seed: 11 });
  [city, ops, haidian] = await Promise.all([t.login('city'), t.login('ops'), t.login('haidian')]);
  orders = (
    await rows<RawOrder & { dispatch_time: string | null; verification_time: string | null }>(
      'select o.id, o.region, o.status, o.level, o.is_downsizing, o.is_push_app, o.dispatch_time, o.verification_time, r.year_social from risk_verification_order o left join registry_company r on r.credit_code = o.credit_code',
    )
  ).map((o) => ({
    ...o,
    dispatch_time: o.dispatch_time && new Date(o.dispatch_time),
    verification_time: o.verification_time && new Date(o.verification_time),
  }));
  const days = await rows<{ day: string; kind: string }>(
    "select to_char(day, 'YYYY-MM-DD') as day, kind from sys_holiday",
  );
  calendar = {
    holidays: new Set(days.filter((d) => d.kind === 'holiday').map((d) => d.day)),
    workdays: new Set(days.filter((d) => d.kind === 'workday').map((d) => d.day)),
  };
});
afterAll(() => t.close());

const list = (token: string, query: Record<string, string | string[] | number>) =>
  t.call<Page<OrderRow>>(token, { url: BASE, query: query as Record<string, string> });
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

  it('when rows are listed then overdue means dispatched over 7 working days ago without feedback', async () => {
    const res = await list(city, { tab: 'CountyAll', size: 9999 });
    const now = new Date();
    for (const r of res.body.content.content.map((c) => c.content)) {
      const waiting = [0, 1, 4].includes(r.status)
        ? workingDaysBetween(new Date(r.dispatchTime!), now, calendar)
        : null;
      expect(r.waitingWorkingDays).toBe(waiting);
      expect(r.overdue).toBe(waiting !== null && waiting > 7);
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

  it('when ops (no verification permission) asks then 403; a district opening another district order gets 404', async () => {
    expect((await list(ops, {})).status).toBe(403);
    expect((await t.call(ops, { url: `${BASE}/statics` })).status).toBe(403);
    const foreign = orders.find((o) => o.region !== '海淀区' && o.status === 5)!;
    const res = await t.call(haidian, { url: `${BASE}/${foreign.id}` });
    expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
    expect(
      (await t.call(haidian, { url: `${BASE}/auditHistory`, query: { orderId: String(foreign.id) } })).status,
    ).toBe(404);
  });

  it('when the detail of a submitted order opens then it carries the form and a trail ending in the submission', async () => {
    const own = orders.find((o) => o.region === '海淀区' && o.status === 5) ?? orders.find((o) => o.status === 5)!;
    const token = own.region === '海淀区' ? haidian : city;
    const res = await t.call<{ order: OrderRow; form: { isDownsizing: string } | null }>(token, {
      url: `${BASE}/${own.id}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.content.order.id).toBe(own.id);
    expect(res.body.content.form?.isDownsizing).toBe(own.is_downsizing);
    const trail = await t.call<{ action: string; toStatus: number }[]>(token, {
      url: `${BASE}/auditHistory`,
      query: { orderId: String(own.id) },
    });
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

describe('badges and statistics', () => {
  it('when the city and a district read their badges then they equal counts of the orders', async () => {
    const cityRes = await t.call<CityBadges>(city, { url: `${BASE}/statics` });
    expect(cityRes.body.content).toEqual({
      unprocessedNum: countOf((o) => o.status === 10),
      unhandlerNum: countOf((o) => o.status === 0),
      returnedNum: countOf((o) => o.status === 3),
      reviewedNum: countOf((o) => o.status === 5),
      unRatingNum: countOf((o) => o.status === 6),
    });
    const mine = (o: RawOrder) => o.region === '海淀区';
    const countyRes = await t.call<CountyBadges>(haidian, { url: `${BASE}/statics/county` });
    expect(countyRes.body.content).toEqual({
      earlyWarnNum: countOf((o) => mine(o) && (COUNTY_TABS.countyAll as readonly number[]).includes(o.status)),
      waitOrdersNum: countOf((o) => mine(o) && o.status === 0),
      waitVerifyUnPushNum: countOf((o) => mine(o) && [1, 4].includes(o.status) && !o.is_push_app),
      waitVerifyPushNum: countOf((o) => mine(o) && [1, 4].includes(o.status) && o.is_push_app),
      waitReviewedNum: countOf((o) => mine(o) && o.status === 5),
    });
  });

  it('when the statistics tables are read then every cell equals a count computed here from the orders', async () => {
    const res = await t.call<OrderStatistics>(city, { url: `${BASE}/statics/city` });
    expect(res.status).toBe(200);
    const notPushed = await rows<{ region: string; n: number }>(
      'select company_region as region, count(*)::int as n from risk_company where status = 0 and company_region is not null group by 1',
    );
    const now = new Date();
    const expected = (region: string) => {
      const mine = orders.filter((o) => region === '全市' || o.region === region);
      const dispatched = mine.filter((o) => [0, 1, 4, 5, 6, 7, 8, 9].includes(o.status));
      const accepted = dispatched.filter((o) => o.status !== 0).length;
      const submitted = dispatched.filter((o) => o.status >= 5 && o.status <= 9);
      const above = dispatched.filter((o) => (DISPOSAL_LEVELS as readonly string[]).includes(o.level));
      const guided = above.filter((o) => o.status === 8 || o.status === 9).length;
      const days = submitted.reduce(
        (a, o) => a + workingDaysBetween(o.dispatch_time!, o.verification_time!, calendar),
        0,
      );
      const overdue = dispatched.filter(
        (o) => [0, 1, 4].includes(o.status) && workingDaysBetween(o.dispatch_time!, now, calendar) > 7,
      ).length;
      const layoffs = dispatched.filter((o) => o.is_downsizing === '1').length;
      let social = 0;
      let before = 0;
      for (const o of dispatched) {
        if (!o.year_social) continue;
        const years = Object.keys(o.year_social).sort();
        const latest = years.at(-1)!;
        social += o.year_social[latest] ?? 0;
        before += o.year_social[String(Number(latest) - 1)] ?? 0;
      }
      const county = {
        region,
        receivedNum: accepted,
        shouldNum: dispatched.length,
        submittedNum: submitted.length,
        guidanceRate: ratio(submitted.length, dispatched.length),
        layoffsNum: layoffs,
        aboveLevel3Num: above.length,
        guidedNum: guided,
        disposalRate: ratio(guided, above.length),
        averageFeedbackDays: averageFeedbackDays(days, submitted.length),
        overdueNum: overdue,
      };
      const cityRow = {
        region,
        notPushedNum: notPushed.filter((n) => region === '全市' || n.region === region).reduce((a, n) => a + n.n, 0),
        notDispatchedNum: mine.filter((o) => [10, 11, 2, 3].includes(o.status)).length,
        dispatchedNum: dispatched.length,
        acceptedNum: accepted,
        shouldNum: dispatched.length,
        feedbackNum: submitted.length,
        verifyRate: ratio(submitted.length, dispatched.length),
        layoffsNum: layoffs,
        aboveLevel3Num: above.length,
        guidedNum: guided,
        disposalRate: ratio(guided, above.length),
        socialNum: social,
        socialReductionRate: ratio(before - social, before),
      };
      return { county, city: cityRow };
    };
    const regions = [...DISTRICT_NAMES, '全市'];
    expect(res.body.content.county).toEqual(regions.map((r) => expected(r).county));
    expect(res.body.content.city).toEqual(regions.map((r) => expected(r).city));
    expect(res.body.content.county.at(-1)!.shouldNum).toBeGreaterThan(0);
    expect(res.body.content.county.at(-1)!.averageFeedbackDays).toBeGreaterThan(0);
    const district = await t.call<OrderStatistics>(haidian, { url: `${BASE}/statics/city` });
    expect(district.body.content.county.map((r) => r.region)).toEqual(['海淀区', '全市']);
  });
});
