import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRICT_NAMES, UNPLACED_LABEL } from '@risk/shared/districts';
import { COUNTY_TABS, DISPOSAL_LEVELS } from '@risk/shared/order-machine';
import { averageFeedbackDays, ratio } from '@risk/shared/rates';
import { workingDaysBetween, type HolidayCalendar } from '@risk/shared/working-days';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { seedCompanies } from '../../../src/seed/companies.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { rowsOf, seededOrders, type RawOrder } from '../../helpers/seeded-orders.ts';

let t: TestApp;
let city: string;
let haidian: string;

let orders: RawOrder[];
let calendar: HolidayCalendar;

const rows = <T>(q: string) => rowsOf<T>(t.db, q);

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanies(t.db, { scale: 600, seed: 11 });
  [city, haidian] = await Promise.all([t.login('city'), t.login('haidian')]);
  ({ orders, calendar } = await seededOrders(t.db));
});
afterAll(() => t.close());

const countOf = (pred: (o: RawOrder) => boolean) => orders.filter(pred).length;

describe('badges and statistics', () => {
  it('when the city and a district read their badges then they equal counts of the orders', async () => {
    const cityRes = await t.send(city, calls.cityBadges);
    expect(cityRes.body.content).toEqual({
      unprocessedNum: countOf((o) => o.status === 10),
      unhandlerNum: countOf((o) => o.status === 0),
      returnedNum: countOf((o) => o.status === 3),
      reviewedNum: countOf((o) => o.status === 5),
      unRatingNum: countOf((o) => o.status === 6),
      // no delay requests in the seeded data: the delay test counts them against its own
      delayPendingNum: 0,
    });
    const mine = (o: RawOrder) => o.region === '海淀区';
    const countyRes = await t.send(haidian, calls.countyBadges);
    expect(countyRes.body.content).toEqual({
      earlyWarnNum: countOf((o) => mine(o) && (COUNTY_TABS.countyAll as readonly number[]).includes(o.status)),
      waitOrdersNum: countOf((o) => mine(o) && o.status === 0),
      waitVerifyUnPushNum: countOf((o) => mine(o) && [1, 4].includes(o.status) && !o.is_push_app),
      waitVerifyPushNum: countOf((o) => mine(o) && [1, 4].includes(o.status) && o.is_push_app),
      waitReviewedNum: countOf((o) => mine(o) && o.status === 5),
    });
  });

  it('when the statistics tables are read then every cell equals a count computed here from the orders', async () => {
    const res = await t.send(city, calls.statistics);
    expect(res.status).toBe(200);
    const notPushed = await rows<{ region: string; n: number }>(
      `select coalesce(company_region, '${UNPLACED_LABEL}') as region, count(*)::int as n from risk_company where status = 0 group by 1`,
    );
    const now = new Date();
    const expected = (region: string) => {
      const mine = orders.filter((o) => region === '全市' || (o.region ?? UNPLACED_LABEL) === region);
      const dispatched = mine.filter((o) => [0, 1, 4, 5, 6, 7, 8, 9].includes(o.status));
      const accepted = dispatched.filter((o) => o.status !== 0).length;
      const submitted = dispatched.filter((o) => o.status >= 5 && o.status <= 9);
      const above = dispatched.filter((o) => (DISPOSAL_LEVELS as readonly string[]).includes(o.level));
      const guided = above.filter((o) => o.status === 8 || o.status === 9).length;
      const days = submitted.reduce(
        (a, o) => a + workingDaysBetween(o.dispatch_time!, o.verification_time!, calendar),
        0,
      );
      // 已超期: the current step's deadline has passed (docs/timeliness.md)
      const overdue = dispatched.filter((o) => o.deadline !== null && o.deadline < now).length;
      const urges = mine.reduce((a, o) => a + o.urge_count, 0);
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
        urgeNum: urges,
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
    // what has no district yet is a row of its own (未分区县) and counts in 全市
    const unplaced =
      orders.some((o) => o.region === null) || notPushed.some((n) => n.region === UNPLACED_LABEL)
        ? [UNPLACED_LABEL]
        : [];
    const regions = [...DISTRICT_NAMES, ...unplaced, '全市'];
    expect(res.body.content.county).toEqual(regions.map((r) => expected(r).county));
    expect(res.body.content.city).toEqual(regions.map((r) => expected(r).city));
    expect(res.body.content.county.at(-1)!.shouldNum).toBeGreaterThan(0);
    expect(res.body.content.county.at(-1)!.averageFeedbackDays).toBeGreaterThan(0);
    const district = await t.send(haidian, calls.statistics);
    expect(district.body.content.county.map((r) => r.region)).toEqual(['海淀区', '全市']);
  });
});
