import ExcelJS from 'exceljs';
import { dashboardCalls } from '@risk/shared/api/dashboard';
import { statementCalls } from '@risk/shared/api/statements';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { averageFeedbackDays, disposalRate, interviewRate, verifyRate } from '@risk/shared/rates';
import { workingDaysBetween } from '@risk/shared/working-days';
import { disposalInfo, disposalOrder } from '../../../src/db/schema/disposal.ts';
import { riskCompanyInfo } from '../../../src/db/schema/pool.ts';
import { verificationInfo, verificationOrder } from '../../../src/db/schema/verification.ts';
import { holidayCalendar } from '../../../src/modules/holidays/service.ts';
import { createTestApp, rowCounts, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { companyWithOrder } from '../../helpers/report-fixtures.ts';
import { FORM } from '../../helpers/verification-form.ts';
import { REGION_STATEMENT_COLUMNS } from '@risk/shared/schemas/dashboard';
import { COUNTY_TABS } from '@risk/shared/order-machine';
import { eq, sql } from 'drizzle-orm';

// the page call keys its answers by the path below dashBoard/, so these tests spell calls that way
const D = `/api/pres${dashboardCalls.page.path.replace('/page/:kind', '')}`;
const R = `/api/pres${statementCalls.regionStatement.path.replace('/regionStatement', '')}`;
const YEAR = 2025;
const at = (day: string) => new Date(`${day}T10:00:00+08:00`);

let t: TestApp;
let city: string;
let ops: string;
let haidian: string;

const rows = async <T = Record<string, number>>(q: string) =>
  ((await t.db.execute(sql.raw(q))) as unknown as { rows: T[] }).rows;
const get = async <T = Record<string, number>>(token: string, url: string) => {
  const res = await t.call<T>(token, { method: 'GET', url });
  expect(res.status, `${url}: ${res.body.message}`).toBe(200);
  return res.body.content;
};

/** The work-plan figures of one district (or all), counted here in plain SQL over the orders pushed in YEAR. */
async function expectedWorkPlan(region: string | null): Promise<Record<string, number>> {
  const where = `extract(year from push_time at time zone 'Asia/Shanghai') = ${YEAR}${region ? ` and region = '${region}'` : ''}`;
  const [r] = await rows<Record<string, number>>(`select
      count(*) filter (where status in (0,1,4,5,6,7,8,9))::int as "shouldNum",
      count(*) filter (where status in (1,4,5,6,7,8,9))::int as "receivedNum",
      count(*) filter (where status in (5,6,7,8,9))::int as "feedbackNum",
      count(*) filter (where status in (0,1,4,5,6,7,8,9) and is_downsizing = '1')::int as "layoffsNum",
      count(*) filter (where status in (0,1,4,5,6,7,8,9) and level in ('一级','二级','三级'))::int as "aboveLevel3Total",
      count(*) filter (where status in (8,9) and level in ('一级','二级','三级'))::int as "guideNum"
    from risk_verification_order where ${where}`);
  // Working days counted with the shared clock, order by order.
  const cal = await holidayCalendar(t.db);
  const submitted = await rows<{ d: Date | null; v: Date | null }>(
    `select dispatch_time as d, verification_time as v from risk_verification_order where ${where} and status in (5,6,7,8,9)`,
  );
  const differenceTime = submitted.reduce(
    (a, o) => a + (o.d && o.v ? workingDaysBetween(new Date(o.d), new Date(o.v), cal) : 0),
    0,
  );
  return { ...r, differenceTime, submitTotal: r.feedbackNum };
}

beforeAll(async () => {
  t = await createTestApp();
  [city, ops, haidian] = await Promise.all([t.login('city'), t.login('ops'), t.login('haidian')]);
  // A known set in 海淀区 pushed in 2025, on top of the demo data: feedback after 3 working days, layoffs, ratings.
  const a = await companyWithOrder(t.db, '海淀区', {
    status: 8,
    level: '二级',
    isDownsizing: '1',
    pushTime: at('2025-03-03'),
  });
  await t.db
    .update(verificationOrder)
    .set({ dispatchTime: at('2025-03-03'), verificationTime: at('2025-03-06'), gradeTime: at('2025-03-10') })
    .where(eq(verificationOrder.id, a.order.id));
  // its verification form reports 12 people laid off: the statement's 核实裁员人数
  await t.db.insert(verificationInfo).values({ orderId: a.order.id, ...FORM, downNum: 12, systemLevel: '二级' });
  const b = await companyWithOrder(t.db, '海淀区', { status: 0, level: '未定级', pushTime: at('2025-05-06') });
  await t.db
    .update(verificationOrder)
    .set({ dispatchTime: at('2025-05-06') })
    .where(eq(verificationOrder.id, b.order.id));
  await companyWithOrder(t.db, '朝阳区', { status: 7, level: '一级', isDownsizing: '1', pushTime: at('2025-07-01') });
  await t.db.insert(riskCompanyInfo).values([
    {
      riskCompanyId: a.company.id,
      riskPoint: '1',
      riskDegree: 2,
      category: '2',
      content: '拖欠工资',
      includedTime: new Date(),
    },
    {
      riskCompanyId: b.company.id,
      riskPoint: '1',
      riskDegree: 1,
      category: '2',
      content: '裁员传闻',
      includedTime: new Date(),
    },
  ]);
  const [disp] = await t.db
    .insert(disposalOrder)
    .values({
      orderId: a.order.id,
      riskCompanyId: a.company.id,
      companyName: a.company.companyName,
      creditCode: a.company.creditCode,
      region: '海淀区',
      level: '二级',
      status: 1,
      downsizingNum: 1,
      talkNum: 2,
    })
    .returning();
  await t.db.insert(disposalInfo).values({
    disposalId: disp.id,
    type: 'downsizing',
    recordDate: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
    data: { layoffsTime: '2025-06-01', layoffsPerson: 17, allDepartment: '生产部', opinion: '已处置' },
  });
}, 120_000);
afterAll(() => t?.close());

describe('work plan', () => {
  it('when the city reads a year then each district row and 全市 equal counts from the orders, with the shared rates', async () => {
    const plan = await get<Record<string, number | string>[]>(city, `${D}/workPlan?year=${YEAR}`);
    expect(plan).toHaveLength(18);
    expect(plan.at(-1)!.region).toBe('全市');
    for (const region of ['海淀区', '朝阳区', null]) {
      const e = await expectedWorkPlan(region);
      const row = plan.find((r) => r.region === (region ?? '全市'))!;
      for (const [k, v] of Object.entries(e)) expect(row[k], `${region} ${k}`).toBe(v);
      expect(row.verifyRate).toBe(verifyRate(e.feedbackNum, e.shouldNum));
      expect(row.disposalRate).toBe(disposalRate(e.guideNum, e.aboveLevel3Total));
      expect(row.averageFeedbackDays).toBe(averageFeedbackDays(e.differenceTime, e.submitTotal));
    }
  });

  it('when a district user reads it then only their district and their own total are answered', async () => {
    const plan = await get<Record<string, number | string>[]>(haidian, `${D}/workPlan?year=${YEAR}`);
    expect(plan.map((r) => r.region)).toEqual(['海淀区', '全市']);
    expect(plan[1].shouldNum).toBe((await expectedWorkPlan('海淀区')).shouldNum);
  });

  it('when year is 0 or absent then all years are counted; a bad year answers 400 in Chinese and nothing changes', async () => {
    const all = await get<Record<string, number | string>[]>(city, `${D}/workPlan?year=0`);
    const [{ n }] = await rows(
      `select count(*) filter (where status in (0,1,4,5,6,7,8,9))::int as n from risk_verification_order`,
    );
    expect(all.at(-1)!.shouldNum).toBe(n);
    expect((await get<Record<string, number>[]>(city, `${D}/workPlan`)).at(-1)!.shouldNum).toBe(n);
    const before = await rowCounts(t.db, ['sys_operation_log', 'month_report_snapshot']);
    for (const y of ['1999', 'abc', '20255', '2025.5']) {
      const res = await t.call(city, { method: 'GET', url: `${D}/workPlan?year=${y}` });
      expect(res.status, y).toBe(400);
      expect(res.body.message).toMatch(/年份不正确/);
    }
    expect(await rowCounts(t.db, ['sys_operation_log', 'month_report_snapshot'])).toEqual(before);
  });

  it('when a detail page is opened then its list counts the same orders; another district answers 404, a malformed region 400', async () => {
    const e = await expectedWorkPlan('海淀区');
    const list = await get<{ metadata: { totalElements: number } }>(
      city,
      `${D}/workPlan/earlyWarningList/海淀区?year=${YEAR}`,
    );
    expect(list.metadata.totalElements).toBe(e.shouldNum);
    const down = await get<{ metadata: { totalElements: number } }>(
      city,
      `${D}/workPlan/downsizingList/海淀区/全部?year=${YEAR}`,
    );
    expect(down.metadata.totalElements).toBe(e.layoffsNum);
    const verify = await get<{ content: { content: { feedbackDays: number | null; id: number } }[] }>(
      haidian,
      `${D}/workPlan/verifyRate/海淀区?year=${YEAR}&size=9999`,
    );
    expect(verify.content.length).toBe(e.shouldNum);
    expect((await t.call(haidian, { method: 'GET', url: `${D}/workPlan/earlyWarningList/朝阳区` })).status).toBe(404);
    const bad = await t.call(city, { method: 'GET', url: `${D}/workPlan/earlyWarningList/火星区` });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('区县不存在');
    const badLevel = await t.call(city, { method: 'GET', url: `${D}/workPlan/downsizingList/海淀区/四级` });
    expect(badLevel.status).toBe(400);
    const disposal = await get<{ cards: Record<string, number>; list: { metadata: { totalElements: number } } }>(
      city,
      `${D}/workPlan/disposalRate/海淀区`,
    );
    const [c] =
      await rows(`select count(*)::int as "disposeCompNum", count(*) filter (where status = 0)::int as "unPending",
        count(*) filter (where talk_num > 0)::int as "interviewNum", coalesce(sum(talk_num), 0)::int as "allInterviewNum",
        count(*) filter (where downsizing_num > 0)::int as "stabilityNum", count(*) filter (where server_num > 0)::int as "dockNum",
        coalesce(sum(server_num), 0)::int as "allDockNum" from risk_disposal_order where region = '海淀区'`);
    for (const [k, v] of Object.entries(c)) expect(disposal.cards[k], k).toBe(v);
    expect(disposal.list.metadata.totalElements).toBe(c.disposeCompNum);
    // 约谈率 (doc 1 §9): interviewed / companies at level 3 or above, the shared rule over the test's own counts.
    const [a3] = await rows<{ n: number }>(
      `select count(*)::int as n from risk_verification_order where region = '海淀区' and status in (0,1,4,5,6,7,8,9) and level in ('一级','二级','三级')`,
    );
    expect(disposal.cards.interviewRate).toBe(interviewRate(c.interviewNum, a3.n));
  });
});

describe('city and operations dashboards', () => {
  it('when the tiles are read then each equals a count of the tables', async () => {
    const total = await get(ops, `${D}/city/total?year=${YEAR}`);
    const y = `extract(year from %s at time zone 'Asia/Shanghai') = ${YEAR}`;
    const [o] = await rows(`select count(*) filter (where ${y.replace('%s', 'push_time')})::int as "pushNum",
        count(*) filter (where level = '一级' and ${y.replace('%s', 'grade_time')})::int as l1,
        count(*) filter (where level = '二级' and ${y.replace('%s', 'grade_time')})::int as l2 from risk_verification_order`);
    const [c] =
      await rows(`select count(*) filter (where user_add_region is not null and company_region is not null and ${y.replace('%s', 'included_time')})::int as zone,
        count(*) filter (where (focus or city_focus) and company_region is not null)::int as focus from risk_company`);
    const [l] =
      await rows(`select coalesce(sum((i.data->>'layoffsPerson')::int) filter (where i.record_date > (now() at time zone 'Asia/Shanghai')::date - 365), 0)::int as year,
        coalesce(sum((i.data->>'layoffsPerson')::int) filter (where date_trunc('month', i.record_date) = date_trunc('month', (now() at time zone 'Asia/Shanghai')::date)), 0)::int as month
      from risk_disposal_info i where i.type = 'downsizing' and i.record_date <= (now() at time zone 'Asia/Shanghai')::date`);
    expect(total.pushNum).toBe(o.pushNum);
    expect(total.firstWarningCompany).toBe(o.l1);
    expect(total.secondWarningCompany).toBe(o.l2);
    expect(total.cityWarningNum).toBe(o.l1 + o.l2);
    expect(total.zoneAddNum).toBe(c.zone);
    expect(total.focusNum).toBe(c.focus);
    expect(total.yearLayoffsNum).toBe(l.year);
    expect(total.monthLayoffsNum).toBe(l.month);
    expect(l.month).toBeGreaterThanOrEqual(17);
  });

  it('when the map, categories and rings are read then they equal counts of the tables; a district user sees its district only', async () => {
    const area = await get<{ area: string; riskTotal: number; warningTotal: number }[]>(
      city,
      `${D}/city/areaRiskNumber`,
    );
    const byArea = await rows<{ area: string; risk: number; warn: number }>(`select r as area,
        (select count(*)::int from risk_company where company_region = r) as risk,
        (select count(*)::int from risk_verification_order where region = r and grade_time is not null and level in ('一级','二级','三级')) as warn
      from unnest(array['海淀区','朝阳区','东城区']) r`);
    for (const e of byArea)
      expect(area.find((a) => a.area === e.area)).toEqual({ area: e.area, riskTotal: e.risk, warningTotal: e.warn });
    expect(area).toHaveLength(17);
    const mine = await get<{ area: string }[]>(haidian, `${D}/city/areaRiskNumber`);
    expect(mine.map((a) => a.area)).toEqual(['海淀区']);

    const cats = await get<{ name: string; value: number }[]>(haidian, `${D}/city/categoryNumber`);
    const [{ n }] = await rows(
      `select count(*)::int as n from risk_company_info i join risk_company c on c.id = i.risk_company_id where c.company_region = '海淀区' and i.category = '2'`,
    );
    expect(cats.find((x) => x.name === '用工风险')?.value).toBe(n);

    const ring = await get<{ risk: { weekNum: number; yearNum: number } }>(haidian, `${D}/city/cityNumber`);
    const [w] =
      await rows(`select count(*) filter (where date_trunc('week', i.included_time at time zone 'Asia/Shanghai') = date_trunc('week', now() at time zone 'Asia/Shanghai'))::int as week,
        count(*) filter (where date_trunc('year', i.included_time at time zone 'Asia/Shanghai') = date_trunc('year', now() at time zone 'Asia/Shanghai'))::int as year
      from risk_company_info i join risk_company c on c.id = i.risk_company_id where c.company_region = '海淀区' and i.included_time <= now()`);
    expect(ring.risk.weekNum).toBe(w.week);
    expect(ring.risk.yearNum).toBe(w.year);

    const speed = await get(city, `${D}/city/verifySpeedTotal?year=${YEAR}`);
    const e = await expectedWorkPlan(null);
    expect(speed.differenceTime).toBe(e.differenceTime);
    expect(speed.averageDays).toBe(averageFeedbackDays(e.differenceTime, e.submitTotal));
    expect(speed.targetDays).toBe(7);
  });

  it('when a new record arrives then a read shortly after counts it (the materialised rows are rebuilt behind the reads)', async () => {
    const before = await get(haidian, `${D}/district/total`);
    await companyWithOrder(t.db, '海淀区', { status: 0, level: '未定级' });
    await expect
      .poll(async () => (await get(haidian, `${D}/district/total`)).earlyWarningNum, { timeout: 20_000, interval: 200 })
      .toBe(before.earlyWarningNum + 1);
    const after = await get(haidian, `${D}/district/total`);
    expect(after.waitOrdersNum).toBe(before.waitOrdersNum + 1);
    const [c] =
      await rows(`select count(*) filter (where status in (0,1,4,5,6,7,8,9))::int as e, count(*) filter (where status = 0)::int as w,
        count(*) filter (where status in (1, 4))::int as v from risk_verification_order where region = '海淀区'`);
    expect([after.earlyWarningNum, after.waitOrdersNum, after.waitVerifyNum]).toEqual([c.e, c.w, c.v]);
  });

  it('when the coloured list and the follow toggle are used then the initial and current levels show and only follow codes may toggle', async () => {
    const list = await get<{
      content: { content: { riskCompanyId: number; colour: string; level: string } }[];
      metadata: { totalElements: number };
    }>(city, `${D}/city/levelList?size=50`);
    const [{ n }] = await rows(`select count(*)::int as n from risk_verification_order where grade_time is not null`);
    expect(list.metadata.totalElements).toBe(n);
    for (const { content } of list.content)
      expect(content.colour).toBe(
        ({ 一级: 'red', 二级: 'yellow', 三级: 'blue' } as Record<string, string>)[content.level] ?? expect.any(String),
      );
    const id = list.content[0].content.riskCompanyId;
    expect((await t.call(haidian, { method: 'PATCH', url: `${D}/follow/${id}` })).status).toBe(403);
    const res = await t.call<{ value: boolean }>(city, { method: 'PATCH', url: `${D}/follow/${id}` });
    expect(res.status).toBe(200);
    const [f] = await rows<{ city_focus: boolean }>(`select city_focus from risk_company where id = ${id}`);
    expect(f.city_focus).toBe(res.body.content.value);
  });
});

describe('focus tabs', () => {
  it('when a focus tab is read then its counts equal the followed companies of that kind, scoped to the district', async () => {
    const all = await get<{ area: string; riskCompanyCount: number; warningDispatchCount: number }[]>(
      city,
      `${D}/content/areaRiskNumber?type=city`,
    );
    const expected = await rows<{
      area: string;
      total: number;
      warn: number;
    }>(`select company_region as area, count(*)::int as total,
        count(*) filter (where level in ('一级','二级','三级'))::int as warn from risk_company where city_focus and company_region is not null group by 1`);
    for (const e of expected)
      expect(
        all.find((a) => a.area === e.area),
        e.area,
      ).toEqual({ area: e.area, riskCompanyCount: e.total, warningDispatchCount: e.warn });
    const mine = await get<{ area: string }[]>(haidian, `${D}/content/areaRiskNumber?type=other`);
    expect(mine.map((a) => a.area)).toEqual(['海淀区']);
    const track = await get<{ metadata: { totalElements: number } }>(haidian, `${D}/content/keepTrack?type=district`);
    const [{ n }] = await rows(`select count(*)::int as n from risk_company where focus and company_region = '海淀区'`);
    expect(track.metadata.totalElements).toBe(n);
    const bad = await t.call(city, { method: 'GET', url: `${D}/content/areaRiskNumber?type=vip` });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('关注类型不存在，应为 city、district 或 other');
  });
});

describe('monthly report', () => {
  it('when a month is published then later reads give the snapshot unchanged; publishing again or as a district answers 4xx', async () => {
    const month = '2025-03';
    const live = await get<{ rows: Record<string, number | string>[]; published: boolean }>(
      city,
      `${R}/dataApply/getMonthlyReportTableOne?month=${month}`,
    );
    expect(live.published).toBe(false);
    const [e] =
      await rows(`select count(*) filter (where status in (0,1,4,5,6,7,8,9))::int as should from risk_verification_order
      where region = '海淀区' and to_char(push_time at time zone 'Asia/Shanghai', 'YYYY-MM') = '${month}'`);
    expect(live.rows.find((r) => r.region === '海淀区')!.shouldNum).toBe(e.should);
    expect((await t.post(haidian, `${R}/monthReportSnapshot`, { month })).status).toBe(403);
    expect((await t.post(city, `${R}/monthReportSnapshot`, { month })).status).toBe(200);
    await companyWithOrder(t.db, '海淀区', { status: 0, level: '未定级', pushTime: at('2025-03-20') });
    const snap = await get<{ rows: Record<string, number | string>[]; published: boolean }>(
      city,
      `${R}/dataApply/getMonthlyReportTableOne?month=${month}`,
    );
    expect(snap.published).toBe(true);
    expect(snap.rows).toEqual(live.rows);
    const digest = await tableDigest(t.db, 'month_report_snapshot');
    const again = await t.post(city, `${R}/monthReportSnapshot`, { month });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(`${month} 的月度监测已发布，已发布的月份不能再修改`);
    const future = await t.post(city, `${R}/monthReportSnapshot`, { month: '2999-01' });
    expect(future.status).toBe(400);
    expect(await tableDigest(t.db, 'month_report_snapshot')).toBe(digest);
    const history = await get<{ month: string }[]>(ops, `${R}/monthReportSnapshot`);
    expect(history.map((h) => h.month)).toContain(month);
  });
});

/**
 * The statement's layoff figures per district, counted here from the orders and their forms: the layoff
 * orders (dispatched, the form reporting layoffs) pushed on a Beijing day within [from, to], their count
 * and the people their forms report. Keyed by region ('' for orders without one).
 */
async function layoffOrdersByRegion(from: string, to: string) {
  const day = `((o.push_time at time zone 'Asia/Shanghai')::date)`;
  const found = await rows<{
    region: string;
    companies: number;
    people: number;
  }>(`select coalesce(o.region, '') as region,
      count(*)::int as companies, coalesce(sum(i.down_num), 0)::int as people
    from risk_verification_order o left join risk_verification_info i on i.order_id = o.id
    where o.status in (${COUNTY_TABS.countyAll.join(', ')}) and o.is_downsizing = '1'
      and ${day} >= '${from}'::date and ${day} <= '${to}'::date
    group by 1`);
  return new Map(found.map((r) => [r.region, r]));
}
type StatementRow = {
  region: string;
  downsCompNum: number;
  downsCompPersonNum: number;
  downsCompPersonNumTwelve: number;
  children?: StatementRow[];
};

describe('risk statement', () => {
  it('when read then 核实裁员人数 is the people the forms of exactly the orders of 裁员企业数 report, per district and for 全市, and 近12个月 the 12 months up to the period end', async () => {
    const [tree] = await get<StatementRow[]>(
      city,
      `${R}/regionStatement?startTime=2025-01-01 00:00:00&endTime=2025-12-31 23:59:59`,
    );
    const counted = await layoffOrdersByRegion('2025-01-01', '2025-12-31');
    const total = [...counted.values()].reduce(
      (a, r) => ({ companies: a.companies + r.companies, people: a.people + r.people }),
      { companies: 0, people: 0 },
    );
    expect([tree.downsCompNum, tree.downsCompPersonNum]).toEqual([total.companies, total.people]);
    // the period is one calendar year ending on its last day: the 12-month window is the same days
    expect(tree.downsCompPersonNumTwelve).toBe(total.people);
    for (const child of tree.children!) {
      const c = counted.get(child.region) ?? { companies: 0, people: 0 };
      expect([child.region, child.downsCompNum, child.downsCompPersonNum]).toEqual([
        child.region,
        c.companies,
        c.people,
      ]);
    }
    const haidian2025 = tree.children!.find((c) => c.region === '海淀区')!;
    expect(haidian2025.downsCompNum).toBeGreaterThan(0);
    expect(haidian2025.downsCompPersonNum, "the fixture's form reports 12 people").toBeGreaterThanOrEqual(12);

    // a district reads its own row; without bounds the period is everything and 近12个月 ends today
    const [own] = await get<StatementRow[]>(haidian, `${R}/regionStatement`);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const [{ since }] = await rows<{ since: string }>(
      `select to_char(('${today}'::date - interval '12 months')::date + 1, 'YYYY-MM-DD') as since`,
    );
    const ever = (await layoffOrdersByRegion('2000-01-01', today)).get('海淀区')!;
    const lastYear = (await layoffOrdersByRegion(since, today)).get('海淀区') ?? { people: 0 };
    expect(own.region).toBe('海淀区');
    expect([own.downsCompNum, own.downsCompPersonNum, own.downsCompPersonNumTwelve]).toEqual([
      ever.companies,
      ever.people,
      lastYear.people,
    ]);

    // the export carries the same people under the header that says what they are
    const file = await t.call(city, {
      method: 'GET',
      url: `${R}/regionStatement/download?startTime=2025-01-01&endTime=2025-12-31`,
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const column = 2 + REGION_STATEMENT_COLUMNS.findIndex((c) => c.key === 'downsCompPersonNum');
    expect(sheet.getRow(1).getCell(column).value).toBe('核实裁员人数');
    expect(sheet.getRow(2).getCell(column).value).toBe(tree.downsCompPersonNum);
  });

  it('when read then 全市 sums its district children and the export holds the same figures; a district sees itself only', async () => {
    const tree = await get<{ region: string; oddNum: number; children: { region: string; oddNum: number }[] }[]>(
      city,
      `${R}/regionStatement?startTime=2025-01-01 00:00:00&endTime=2025-12-31 23:59:59`,
    );
    expect(tree[0].region).toBe('全市');
    expect(tree[0].children).toHaveLength(17);
    expect(tree[0].oddNum).toBe(tree[0].children.reduce((a, c) => a + c.oddNum, 0));
    expect(tree[0].children.find((c) => c.region === '海淀区')!.oddNum).toBe(
      (await expectedWorkPlan('海淀区')).shouldNum,
    );
    const file = await t.call(city, {
      method: 'GET',
      url: `${R}/regionStatement/download?startTime=2025-01-01&endTime=2025-12-31`,
    });
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(2).getCell(1).value).toBe('全市');
    expect(sheet.getRow(2).getCell(2).value).toBe(tree[0].oddNum);
    const mine = await get<{ region: string }[]>(haidian, `${R}/regionStatement`);
    expect(mine.map((r) => r.region)).toEqual(['海淀区']);
    const bad = await t.call(city, { method: 'GET', url: `${R}/regionStatement?startTime=2025-02-30` });
    expect(bad.status).toBe(400);
  });
});

describe('a page in one round trip', () => {
  it('when a dashboard page asks for its first view then each answer equals its own call; a district user gets their district; an unknown page 400', async () => {
    const view = await get<Record<string, unknown>>(city, `${D}/page/city?year=${YEAR}`);
    const list = view[`city/levelList?year=${YEAR}&page=0&size=10`] as {
      content: { content: { riskCompanyId: number } }[];
    };
    const first = list.content[0].content.riskCompanyId;
    const calls = [
      'city/total',
      'city/areaRiskNumber',
      'city/categoryNumber',
      'city/fieldDistribution',
      'city/verify',
      'city/disposal',
      'city/verifySpeedTotal',
      'city/disposalSpeedTotal',
      'city/disposalSpeed',
      'workPlan',
    ].map((c) => `${c}?year=${YEAR}`);
    const keys = [...calls, 'city/cityNumber', `city/levelList?year=${YEAR}&page=0&size=10`, `city/radar/${first}`];
    expect(Object.keys(view).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(view[key], key).toEqual(await get(city, `${D}/${key}`));
    const all = await get<Record<string, unknown>>(ops, `${D}/page/city`);
    expect(all['city/total']).toEqual(await get(ops, `${D}/city/total`));

    const mine = await get<Record<string, { region?: string }>>(haidian, `${D}/page/district?year=${YEAR}`);
    expect(Object.keys(mine).sort()).toEqual(
      [
        `district/total?year=${YEAR}`,
        `district/dayAddRiskNumber?year=${YEAR}`,
        `district/workIndex?year=${YEAR}`,
        'district/workIndexAll',
      ].sort(),
    );
    for (const key of Object.keys(mine)) expect(mine[key], key).toEqual(await get(haidian, `${D}/${key}`));
    expect(mine[`district/workIndex?year=${YEAR}`].region).toBe('海淀区');
    const theirs = await get<Record<string, { region: string }[]>>(haidian, `${D}/page/city?year=${YEAR}`);
    expect(theirs[`workPlan?year=${YEAR}`]).toEqual(await get(haidian, `${D}/workPlan?year=${YEAR}`));
    expect(new Set(theirs[`workPlan?year=${YEAR}`].map((r) => r.region))).toEqual(new Set(['海淀区', '全市']));

    for (const url of [`${D}/page/bigScreen`, `${D}/page/city?year=1999`]) {
      const bad = await t.call(city, { method: 'GET', url });
      expect(bad.status, url).toBe(400);
      expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

// PGlite runs one connection: a second transaction in flight needs PostgreSQL.
describe.skipIf(!inject('databaseUrl'))('the answer memo on PostgreSQL', () => {
  it('when a writer of a dashboard source is in flight then answers are not kept; writes to other tables keep the memo', async () => {
    const settled = async () => (await rows<{ settled: boolean }>('select * from dash_state()'))[0].settled;
    expect(await settled()).toBe(true);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update auth_session set last_active = last_active`);
      expect(await settled()).toBe(true);
    });
    await t.db.transaction(async (tx) => {
      await tx.execute(
        sql`update risk_company set company_name = company_name where id = (select min(id) from risk_company)`,
      );
      expect(await settled()).toBe(false);
    });
    expect(await settled()).toBe(true);
  });
});

describe('district scope', () => {
  it('when a district user reads the coloured list, a radar, the details, the statement export and the monthly tables then only their district shows', async () => {
    type Listed = {
      content: { content: { region: string; riskCompanyId: number } }[];
      metadata: { totalElements: number };
    };
    const list = await get<Listed>(haidian, `${D}/city/levelList?size=50`);
    const [{ n }] = await rows(
      `select count(*)::int as n from risk_verification_order where grade_time is not null and region = '海淀区'`,
    );
    expect(list.metadata.totalElements).toBe(n);
    expect(new Set(list.content.map((r) => r.content.region))).toEqual(new Set(['海淀区']));
    const [other] = await rows<{ id: number }>(
      `select id from risk_company where company_region = '朝阳区' order by id limit 1`,
    );
    expect((await t.call(haidian, { method: 'GET', url: `${D}/city/radar/${other.id}` })).status).toBe(404);
    expect((await t.call(city, { method: 'GET', url: `${D}/city/radar/${other.id}` })).status).toBe(200);
    for (const url of [
      `${D}/workPlan/disposalRate/朝阳区`,
      `${D}/workPlan/downsizingList/朝阳区/全部`,
      `${D}/workPlan/verifyRate/朝阳区`,
    ])
      expect((await t.call(haidian, { method: 'GET', url: encodeURI(url) })).status, url).toBe(404);

    const file = await t.call(haidian, { method: 'GET', url: `${R}/regionStatement/download` });
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const regions: unknown[] = [];
    wb.worksheets[0].eachRow((row, i) => i > 1 && regions.push(row.getCell(1).value));
    expect(regions).toEqual(['海淀区']);

    for (const call of ['getMonthlyReportTableOne', 'getMonthlyReportTableTwo', 'getMonthlyReportTableThree']) {
      const mine = await get<{ rows: { region: string }[] }>(haidian, `${R}/dataApply/${call}?month=2025-03`);
      const all = await get<{ rows: { region: string }[] }>(city, `${R}/dataApply/${call}?month=2025-03`);
      expect(mine.rows, call).toEqual(all.rows.filter((r) => r.region === '海淀区'));
      expect(mine.rows.length, call).toBeGreaterThan(0);
    }
  });
});
