import { eq, sql } from 'drizzle-orm';
import { dashboardCalls } from '@risk/shared/api/dashboard';
import { statementCalls } from '@risk/shared/api/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeCompanyName } from '@risk/shared/company';
import { disposalInfo, disposalOrder, layoffStatistics } from '../../../src/db/schema/disposal.ts';
import { riskCompany, riskCompanyInfo } from '../../../src/db/schema/pool.ts';
import { registryCompany } from '../../../src/db/schema/registry.ts';
import { verificationInfo, verificationOrder } from '../../../src/db/schema/verification.ts';
import { FORM } from '../../helpers/verification-form.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { companyWithOrder } from '../../helpers/report-fixtures.ts';

/**
 * The dashboards' materialised rows are kept by triggers in the writing transaction (migration
 * 0025): after every kind of write the kept rows equal a whole rebuild, and a dashboard read right
 * after the write (no waiting) shows it, checked against counts taken here from the domain tables.
 */
// the page call keys its answers by the path below dashBoard/, so these tests spell calls that way
const D = `/api/pres${dashboardCalls.page.path.replace('/page/:kind', '')}`;
const at = (day: string) => new Date(`${day}T10:00:00+08:00`);

let t: TestApp;
let city: string;
let haidian: string;
let n = 0;

const rows = async <T = Record<string, number>>(q: string) =>
  ((await t.db.execute(sql.raw(q))) as unknown as { rows: T[] }).rows;
const get = async <T = Record<string, number>>(token: string, url: string) => {
  const res = await t.call<T>(token, { method: 'GET', url });
  expect(res.status, `${url}: ${res.body.message}`).toBe(200);
  return res.body.content;
};

/** The kept rows, without the zeros a change can leave behind (a whole build writes none). */
async function kept(): Promise<string[]> {
  const day = await rows<Record<string, unknown>>(`select * from dash_region_day order by region, day`);
  const lines = day
    .map((r) => {
      const nonZero = Object.entries(r).filter(([k, v]) => k !== 'region' && k !== 'day' && Number(v) !== 0);
      return nonZero.length ? `${String(r.region)} ${String(r.day)} ${JSON.stringify(nonZero)}` : '';
    })
    .filter(Boolean);
  for (const [table, col] of [
    ['dash_region_category', 'category'],
    ['dash_region_industry', 'industry'],
  ])
    for (const r of await rows<Record<string, unknown>>(
      `select region, day::text as day, ${col} as k, n from ${table} where n <> 0 order by 1, 2, 3`,
    ))
      lines.push(`${table} ${String(r.region)} ${String(r.day)} ${String(r.k)} ${String(r.n)}`);
  for (const r of await rows<Record<string, unknown>>(`select * from dash_layoff_latest order by risk_company_id`))
    lines.push(`latest ${JSON.stringify(r)}`);
  return lines;
}

/** The same rows built whole from the domain tables (the next read rebuilds when the version is −1). */
async function rebuilt(): Promise<string[]> {
  await t.db.execute(sql`update dash_refresh set version = -1 where id = 1`);
  await get(city, `${D}/city/total`);
  return kept();
}

async function expectKeptEqualsWholeBuild() {
  const incremental = await kept();
  expect(incremental.length).toBeGreaterThan(0);
  expect(incremental).toEqual(await rebuilt());
}

/** The district dashboard's order totals of 海淀区, counted here from the orders. */
async function haidianOrders() {
  const [c] = await rows(`select count(*) filter (where status in (0,1,4,5,6,7,8,9))::int as e,
      count(*) filter (where status = 0)::int as w, count(*) filter (where status in (1, 4))::int as v
    from risk_verification_order where region = '海淀区'`);
  return [c.e, c.w, c.v];
}
const haidianTiles = async () => {
  const r = await get(haidian, `${D}/district/total`);
  return [r.earlyWarningNum, r.waitOrdersNum, r.waitVerifyNum];
};

async function bareCompany(region: string, extra: Partial<typeof riskCompany.$inferInsert> = {}) {
  n += 1;
  const companyName = `增量测试${process.pid}-${n}有限公司`;
  const [company] = await t.db
    .insert(riskCompany)
    .values({
      companyName,
      nameNorm: normalizeCompanyName(companyName),
      creditCode: `91110108INC${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`,
      companyRegion: region,
      registrationPlace: region,
      status: 1,
      level: '未定级',
      ...extra,
    })
    .returning();
  return company;
}

beforeAll(async () => {
  t = await createTestApp();
  [city, haidian] = await Promise.all([t.login('city'), t.login('haidian')]);
  await get(city, `${D}/city/total`); // the first read builds the rows whole and installs the trigger bodies
}, 120_000);
afterAll(() => t?.close());

describe('materialised dashboard rows kept in the writing transaction', () => {
  it('when records are inserted then the next read counts them at once and the kept rows equal a whole build', async () => {
    const before = await haidianTiles();
    const a = await companyWithOrder(t.db, '海淀区', { status: 0, level: '未定级', pushTime: at('2025-04-01') });
    expect(await haidianTiles()).toEqual(await haidianOrders());
    expect((await haidianTiles())[0]).toBe(before[0] + 1);
    await t.db.insert(riskCompanyInfo).values([
      {
        riskCompanyId: a.company.id,
        riskPoint: '1',
        riskDegree: 2,
        category: '2',
        content: '欠薪',
        includedTime: at('2025-04-02'),
      },
      {
        riskCompanyId: a.company.id,
        riskPoint: '2',
        riskDegree: 1,
        category: '3',
        content: '裁员',
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
        status: 0,
        talkNum: 1,
      })
      .returning();
    await t.db.insert(disposalInfo).values({
      disposalId: disp.id,
      type: 'downsizing',
      recordDate: '2025-04-03',
      data: { layoffsTime: '2025-04-03', layoffsPerson: 23, allDepartment: '生产部', opinion: '已处置' },
    });
    await t.db.insert(layoffStatistics).values([
      { riskCompanyId: a.company.id, statDate: '2025-04-01', planNum: 30, actualNum: 10 },
      { riskCompanyId: a.company.id, statDate: '2025-05-01', planNum: 30, actualNum: 25 },
    ]);
    await t.db.insert(registryCompany).values({
      creditCode: a.company.creditCode,
      companyName: a.company.companyName,
      nameNorm: normalizeCompanyName(a.company.companyName),
      industry: '制造业',
    });
    // the disposal's people show in 月度监测 表三 (处置裁员人数), by record month
    const [{ person }] = await rows(`select coalesce(sum((i.data->>'layoffsPerson')::int), 0)::int as person
      from risk_disposal_info i join risk_disposal_order o on o.id = i.disposal_id
      where i.type = 'downsizing' and o.region = '海淀区' and i.record_date between '2025-04-01' and '2025-04-30'`);
    const three = await get<{ rows: { region: string; layoffPerson: number }[] }>(
      city,
      `/api/pres${statementCalls.monthlyTableThree.path}?month=2025-04`,
    );
    expect(three.rows.find((r) => r.region === '海淀区')?.layoffPerson).toBe(person);
    await expectKeptEqualsWholeBuild();
  });

  it("when a layoff order's verification form is written, edited or goes with its order then the statement's 核实裁员人数 follows and the kept rows equal a whole build", async () => {
    const statementPeople = async (region: string) => {
      const tree = await get<
        { region: string; downsCompPersonNum: number; children?: { region: string; downsCompPersonNum: number }[] }[]
      >(
        city,
        `/api/pres${statementCalls.regionStatement.path}?startTime=2025-08-01%2000:00:00&endTime=2025-08-31%2023:59:59`,
      );
      return tree[0].children!.find((r) => r.region === region)!.downsCompPersonNum;
    };
    const [haidian0, chaoyang0] = [await statementPeople('海淀区'), await statementPeople('朝阳区')];
    const a = await companyWithOrder(t.db, '海淀区', {
      status: 5,
      level: '未定级',
      isDownsizing: '1',
      pushTime: at('2025-08-05'),
    });
    await t.db.insert(verificationInfo).values({ orderId: a.order.id, ...FORM, downNum: 7, systemLevel: '二级' });
    expect(await statementPeople('海淀区')).toBe(haidian0 + 7);
    await t.db.update(verificationInfo).set({ downNum: 9 }).where(eq(verificationInfo.orderId, a.order.id));
    expect(await statementPeople('海淀区')).toBe(haidian0 + 9);
    // the form says no layoffs any more: the order leaves the layoff list and takes its people along
    await t.db.update(verificationOrder).set({ isDownsizing: '0' }).where(eq(verificationOrder.id, a.order.id));
    expect(await statementPeople('海淀区')).toBe(haidian0);
    await t.db
      .update(verificationOrder)
      .set({ isDownsizing: '1', region: '朝阳区' })
      .where(eq(verificationOrder.id, a.order.id));
    expect([await statementPeople('海淀区'), await statementPeople('朝阳区')]).toEqual([haidian0, chaoyang0 + 9]);
    await expectKeptEqualsWholeBuild();
    await t.db.delete(verificationOrder).where(eq(verificationOrder.id, a.order.id));
    expect(await statementPeople('朝阳区')).toBe(chaoyang0);
    await expectKeptEqualsWholeBuild();
  });

  it('when statuses, times and industries change then the kept rows follow', async () => {
    const a = await companyWithOrder(t.db, '海淀区', { status: 0, level: '未定级', pushTime: at('2025-06-02') });
    await t.db
      .update(verificationOrder)
      .set({ status: 1, dispatchTime: at('2025-06-02') })
      .where(eq(verificationOrder.id, a.order.id));
    expect(await haidianTiles()).toEqual(await haidianOrders());
    await t.db
      .update(verificationOrder)
      .set({ status: 5, verificationTime: at('2025-06-09'), level: '三级', gradeTime: at('2025-06-10') })
      .where(eq(verificationOrder.id, a.order.id));
    expect(await haidianTiles()).toEqual(await haidianOrders());
    const [disp] = await t.db
      .insert(disposalOrder)
      .values({
        orderId: a.order.id,
        riskCompanyId: a.company.id,
        companyName: a.company.companyName,
        creditCode: a.company.creditCode,
        region: '海淀区',
        level: '三级',
        status: 0,
        createTime: at('2025-06-11'),
      })
      .returning();
    await t.db
      .update(disposalOrder)
      .set({ status: 2, finishTime: at('2025-06-20'), serverNum: 2 })
      .where(eq(disposalOrder.id, disp.id));
    await t.db
      .update(riskCompany)
      .set({ status: 7, archiveTime: at('2025-06-21'), evaluateTime: at('2025-06-22') })
      .where(eq(riskCompany.id, a.company.id));
    await t.db.insert(registryCompany).values({
      creditCode: a.company.creditCode,
      companyName: a.company.companyName,
      nameNorm: normalizeCompanyName(a.company.companyName),
      industry: '建筑业',
    });
    await t.db
      .update(registryCompany)
      .set({ industry: '零售业' })
      .where(eq(registryCompany.creditCode, a.company.creditCode));
    const [{ finished }] = await rows(`select count(*)::int as finished from risk_disposal_order where status = 2
      and finish_time is not null and region = '海淀区'`);
    const speed = await get<{ region: string; disposalTotal: number }[]>(city, `${D}/city/disposalSpeed`);
    expect(speed.find((r) => r.region === '海淀区')?.disposalTotal).toBe(finished);
    await expectKeptEqualsWholeBuild();
  });

  it('when a company, an order and a disposal move to another district then their figures move along', async () => {
    const a = await companyWithOrder(t.db, '海淀区', { status: 1, level: '未定级', pushTime: at('2025-08-04') });
    await t.db.insert(riskCompanyInfo).values({
      riskCompanyId: a.company.id,
      riskPoint: '1',
      riskDegree: 0,
      category: '1',
      content: '社保断缴',
      includedTime: at('2025-08-05'),
    });
    await t.db
      .insert(layoffStatistics)
      .values({ riskCompanyId: a.company.id, statDate: '2025-08-06', planNum: 5, actualNum: 4 });
    const [disp] = await t.db
      .insert(disposalOrder)
      .values({
        orderId: a.order.id,
        riskCompanyId: a.company.id,
        companyName: a.company.companyName,
        creditCode: a.company.creditCode,
        region: '海淀区',
        level: '一级',
        status: 1,
      })
      .returning();
    await t.db.insert(disposalInfo).values({
      disposalId: disp.id,
      type: 'downsizing',
      recordDate: '2025-08-07',
      data: { layoffsPerson: 9 },
    });
    const before = await haidianTiles();
    await t.db.update(riskCompany).set({ companyRegion: '朝阳区' }).where(eq(riskCompany.id, a.company.id));
    await t.db.update(verificationOrder).set({ region: '朝阳区' }).where(eq(verificationOrder.id, a.order.id));
    await t.db.update(disposalOrder).set({ region: '朝阳区' }).where(eq(disposalOrder.id, disp.id));
    expect(await haidianTiles()).toEqual(await haidianOrders());
    expect((await haidianTiles())[0]).toBe(before[0] - 1);
    const [{ companies }] = await rows(`select count(*)::int as companies from risk_company
      where company_region = '朝阳区' and included_time is not null`);
    const area = await get<{ area: string; riskTotal: number }[]>(city, `${D}/city/areaRiskNumber`);
    expect(area.find((r) => r.area === '朝阳区')?.riskTotal).toBe(companies);
    await expectKeptEqualsWholeBuild();
  });

  it('when records and companies are deleted then their figures go, cascades included', async () => {
    const a = await companyWithOrder(t.db, '海淀区', { status: 0, level: '未定级', pushTime: at('2025-09-01') });
    const [disp] = await t.db
      .insert(disposalOrder)
      .values({
        orderId: a.order.id,
        riskCompanyId: a.company.id,
        companyName: a.company.companyName,
        creditCode: a.company.creditCode,
        region: '海淀区',
        level: '二级',
        status: 0,
      })
      .returning();
    await t.db
      .insert(disposalInfo)
      .values({ disposalId: disp.id, type: 'downsizing', recordDate: '2025-09-02', data: { layoffsPerson: 3 } });
    // a disposal order deleted with its records (the disposal module withdraws one this way)
    await t.db.delete(disposalOrder).where(eq(disposalOrder.id, disp.id));
    await t.db.delete(verificationOrder).where(eq(verificationOrder.id, a.order.id));
    expect(await haidianTiles()).toEqual(await haidianOrders());
    // a company deleted with its information, layoff statistics and reports
    const b = await bareCompany('海淀区', { includedTime: at('2025-09-03'), userAddRegion: '海淀区' });
    await t.db.insert(riskCompanyInfo).values({
      riskCompanyId: b.id,
      riskPoint: '1',
      riskDegree: 1,
      category: '2',
      content: '欠薪',
      includedTime: at('2025-09-04'),
    });
    await t.db
      .insert(layoffStatistics)
      .values({ riskCompanyId: b.id, statDate: '2025-09-05', planNum: 8, actualNum: 2 });
    await expectKeptEqualsWholeBuild();
    await t.db.delete(riskCompanyInfo).where(eq(riskCompanyInfo.riskCompanyId, a.company.id));
    await t.db.delete(riskCompany).where(eq(riskCompany.id, b.id));
    await expectKeptEqualsWholeBuild();
  });

  it('when the holiday calendar changes then the next read rebuilds before answering', async () => {
    await t.db.execute(sql`insert into sys_holiday (day, kind, name) values ('2025-06-04', 'holiday', '测试假日')`);
    const [{ version }] = await rows(`select version::int as version from dash_refresh where id = 1`);
    expect(version).toBe(-1);
    await get(city, `${D}/city/total`);
    const [{ version: after }] = await rows(`select version::int as version from dash_refresh where id = 1`);
    expect(after).toBeGreaterThanOrEqual(0);
  });
});
