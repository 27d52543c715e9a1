import { verificationCalls } from '@risk/shared/api/verification';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportsCalls } from '@risk/shared/api/reports';
import type { DisposeReportKey } from '@risk/shared/schemas/reports';
import { layoffStatistics } from '../../../src/db/schema/disposal.ts';
import { createTestApp, injectOf, type TestApp } from '../../helpers/test-app.ts';
import { companyWithOrder, disposalWith } from '../../helpers/report-fixtures.ts';

const IN_RANGE = new Date('2025-06-15T04:00:00Z');
const BEFORE = new Date('2025-04-01T04:00:00Z');
const RANGE = 'startTime=2025-06-01 00:00:00&endTime=2025-06-30 23:59:59';

let t: TestApp;
let city: string;
let haidian: string;
let ops: string;

const sqlRows = async (q: string) => ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

async function workbookOf(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}

/** The dispose report's numbers of a district, counted here in plain SQL. */
async function expectedDispose(region: string) {
  const [row] = await sqlRows(`
    select count(*)::int as "disposeCompNum",
      count(*) filter (where exists (select 1 from risk_disposal_info i where i.disposal_id = o.id and i.type = 'talk'))::int as "interviewNum",
      (select count(*) from risk_disposal_info i join risk_disposal_order x on x.id = i.disposal_id where x.region = '${region}' and i.type = 'talk' and x.create_time between '2025-06-01T00:00:00+08' and '2025-06-30T23:59:59+08')::int as "allInterviewNum",
      count(*) filter (where exists (select 1 from risk_disposal_info i where i.disposal_id = o.id and i.type = 'downsizing'))::int as "stabilityNum",
      (select coalesce(sum((i.data->>'layoffsPerson')::int), 0) from risk_disposal_info i join risk_disposal_order x on x.id = i.disposal_id where x.region = '${region}' and i.type = 'downsizing' and x.create_time between '2025-06-01T00:00:00+08' and '2025-06-30T23:59:59+08')::int as "layoffsPerson",
      count(*) filter (where exists (select 1 from risk_disposal_info i where i.disposal_id = o.id and i.type = 'server'))::int as "dockNum",
      (select count(*) from risk_disposal_info i join risk_disposal_order x on x.id = i.disposal_id where x.region = '${region}' and i.type = 'server' and x.create_time between '2025-06-01T00:00:00+08' and '2025-06-30T23:59:59+08')::int as "allDockNum",
      count(*) filter (where o.status = 2)::int as "finishedNum",
      count(*) filter (where c.status in (6, 7))::int as "archivedNum",
      count(*) filter (where c.status = 7)::int as "evaluatedNum"
    from risk_disposal_order o join risk_company c on c.id = o.risk_company_id
    where o.region = '${region}' and o.create_time between '2025-06-01T00:00:00+08' and '2025-06-30T23:59:59+08'`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  [city, haidian, ops] = await Promise.all([t.login('city'), t.login('haidian'), t.login('ops')]);
  await disposalWith(
    t.db,
    '海淀区',
    [{ type: 'talk' }, { type: 'talk' }, { type: 'downsizing', layoffsPerson: 12 }, { type: 'server' }],
    { createTime: IN_RANGE },
  );
  await disposalWith(t.db, '海淀区', [{ type: 'downsizing', layoffsPerson: 5 }], {
    status: 2,
    poolStatus: 4,
    createTime: IN_RANGE,
  });
  await disposalWith(t.db, '海淀区', [{ type: 'server' }, { type: 'server' }], {
    status: 2,
    poolStatus: 6,
    createTime: IN_RANGE,
  });
  await disposalWith(t.db, '海淀区', [{ type: 'talk' }], { status: 2, poolStatus: 7, createTime: IN_RANGE });
  await disposalWith(t.db, '海淀区', [], { createTime: IN_RANGE });
  await disposalWith(t.db, '朝阳区', [{ type: 'talk' }, { type: 'downsizing', layoffsPerson: 7 }], {
    createTime: IN_RANGE,
  });
  // Outside the range: counted by neither the report nor the expectation.
  await disposalWith(t.db, '海淀区', [{ type: 'talk' }, { type: 'downsizing', layoffsPerson: 100 }], {
    createTime: BEFORE,
  });
}, 120_000);
afterAll(() => t?.close());

describe('disposeReport', () => {
  it('when a period is given then each district row and the 全市 row equal counts from the tables, and the download holds the same numbers', async () => {
    const res = await t.send(city, reportsCalls.disposeReport, { query: `${RANGE}` });
    expect(res.status).toBe(200);
    const rows = res.body.content;
    expect(rows).toHaveLength(18);
    const hd = rows.find((r) => r.region === '海淀区')!;
    expect(hd).toEqual({ region: '海淀区', ...(await expectedDispose('海淀区')) });
    expect(hd).toMatchObject({
      disposeCompNum: 5,
      interviewNum: 2,
      allInterviewNum: 3,
      layoffsPerson: 17,
      finishedNum: 3,
      archivedNum: 2,
      evaluatedNum: 1,
    });
    expect(rows.find((r) => r.region === '朝阳区')).toEqual({ region: '朝阳区', ...(await expectedDispose('朝阳区')) });
    const total = rows[rows.length - 1];
    expect(total.region).toBe('全市');
    expect(total.disposeCompNum).toBe(6);
    expect(total.layoffsPerson).toBe(24);

    const file = await t.app.inject(
      injectOf(reportsCalls.disposeReportDownload, { query: RANGE, headers: { authorization: city } }),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('处置报表.xlsx'));
    const sheet = (await workbookOf(file.rawPayload)).worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers[0]).toBe('区县');
    const sheetRows = new Map<string, unknown[]>();
    for (let r = 2; r <= sheet.rowCount; r++) {
      const values = (sheet.getRow(r).values as unknown[]).slice(1);
      sheetRows.set(String(values[0]), values.slice(1));
    }
    expect(sheetRows.size).toBe(18);
    const keys: DisposeReportKey[] = [
      'disposeCompNum',
      'interviewNum',
      'allInterviewNum',
      'stabilityNum',
      'layoffsPerson',
      'dockNum',
      'allDockNum',
      'finishedNum',
      'archivedNum',
      'evaluatedNum',
    ];
    const haidianCounts = await expectedDispose('海淀区');
    expect(sheetRows.get('海淀区')).toEqual(keys.map((k) => haidianCounts[k]));
    expect(sheetRows.get('全市')).toEqual(keys.map((k) => total[k]));
  });

  it('when sorted by a column then the districts follow it and 全市 stays last; an unknown column or bad date answers 400', async () => {
    const res = await t.send(city, reportsCalls.disposeReport, { query: `${RANGE}&sort=disposeCompNum,DESC` });
    expect(res.body.content.map((r) => r.region).slice(0, 2)).toEqual(['海淀区', '朝阳区']);
    expect(res.body.content[17].region).toBe('全市');
    for (const q of [
      'sort=password,ASC',
      'startTime=2025-02-31',
      'startTime=2025/06/01',
      'startTime=2025-07-01&endTime=2025-06-01',
    ]) {
      const bad = await t.send(city, reportsCalls.disposeReport, { query: `${q}` });
      expect(bad.status, q).toBe(400);
      expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('when a district user asks then only their district and the total of it come back', async () => {
    const res = await t.send(haidian, reportsCalls.disposeReport, { query: `${RANGE}` });
    expect(res.body.content.map((r) => r.region)).toEqual(['海淀区', '全市']);
    expect(res.body.content[1].disposeCompNum).toBe(5);
  });
});

/**
 * 西城区's orders, each with what the spec says about it, written out by hand: handed to the district (should
 * accept), taken by it (accepted), its verification fed back, rated 三级 or above, and disposal closed.
 */
const XICHENG_ORDERS = [
  {
    status: 0,
    level: '未定级',
    isDownsizing: '0',
    handed: true,
    taken: false,
    fedBack: false,
    above: false,
    closed: false,
  }, // 已派单
  {
    status: 1,
    level: '未定级',
    isDownsizing: '0',
    handed: true,
    taken: true,
    fedBack: false,
    above: false,
    closed: false,
  }, // 已接单
  {
    status: 4,
    level: '未定级',
    isDownsizing: '1',
    handed: true,
    taken: true,
    fedBack: false,
    above: false,
    closed: false,
  }, // 核实中
  {
    status: 5,
    level: '未定级',
    isDownsizing: '0',
    handed: true,
    taken: true,
    fedBack: true,
    above: false,
    closed: false,
  }, // 待审核
  {
    status: 6,
    level: '未定级',
    isDownsizing: '0',
    handed: true,
    taken: true,
    fedBack: true,
    above: false,
    closed: false,
  }, // 待定级
  { status: 7, level: '三级', isDownsizing: '0', handed: true, taken: true, fedBack: true, above: true, closed: false }, // 联动处置
  {
    status: 8,
    level: '三级以下',
    isDownsizing: '1',
    handed: true,
    taken: true,
    fedBack: true,
    above: false,
    closed: true,
  }, // 已办结
  { status: 9, level: '一级', isDownsizing: '1', handed: true, taken: true, fedBack: true, above: true, closed: true }, // 已存档
  {
    status: 10,
    level: '未定级',
    isDownsizing: '1',
    handed: false,
    taken: false,
    fedBack: false,
    above: false,
    closed: false,
  }, // 新建
  {
    status: 11,
    level: '未定级',
    isDownsizing: '0',
    handed: false,
    taken: false,
    fedBack: false,
    above: false,
    closed: false,
  }, // 暂不派单
  {
    status: 2,
    level: '未定级',
    isDownsizing: '0',
    handed: false,
    taken: false,
    fedBack: false,
    above: false,
    closed: false,
  }, // 已撤回
  {
    status: 3,
    level: '未定级',
    isDownsizing: '0',
    handed: false,
    taken: false,
    fedBack: false,
    above: false,
    closed: false,
  }, // 已退单
];

describe('earlyWarnReport', () => {
  it('when orders of a district are in the period then early-warning list = accepted/should accept, the other cells count them, with a 全部 row', async () => {
    const pushTime = new Date('2025-06-10T04:00:00Z');
    for (const o of XICHENG_ORDERS)
      await companyWithOrder(t.db, '西城区', {
        status: o.status,
        level: o.level,
        isDownsizing: o.isDownsizing,
        pushTime,
      });
    // Pushed before the period: counted by no cell.
    await companyWithOrder(t.db, '东城区', { status: 9, level: '一级', isDownsizing: '1', pushTime: BEFORE });
    const handed = XICHENG_ORDERS.filter((o) => o.handed);
    const n = (pick: (o: (typeof XICHENG_ORDERS)[number]) => boolean) => handed.filter(pick).length;
    const [should, accepted, fedBack, downsizing, above, closedAbove] = [
      n(() => true),
      n((o) => o.taken),
      n((o) => o.fedBack),
      n((o) => o.isDownsizing === '1'),
      n((o) => o.above),
      n((o) => o.above && o.closed),
    ];
    expect([should, accepted, fedBack, downsizing, above, closedAbove]).toEqual([8, 7, 5, 3, 2, 1]);

    const res = await t.send(city, reportsCalls.earlyWarnReport, { query: `startTime=2025-06-10&endTime=2025-06-10` });
    expect(res.status).toBe(200);
    expect(res.body.content.find((r) => r.companyRegion === '西城区')).toEqual({
      companyRegion: '西城区',
      earlyWarningList: `${accepted}/${should}`,
      downsizingList: `${downsizing}/${should}`,
      verifyRate: `${((fedBack / should) * 100).toFixed(2)}%,${fedBack}/${should}`,
      disposalRate: `${((closedAbove / above) * 100).toFixed(2)}%,${closedAbove}/${above}`,
    });
    expect(res.body.content.find((r) => r.companyRegion === '东城区')).toMatchObject({
      earlyWarningList: '0/0',
      verifyRate: '0.00%,0/0',
    });
    expect(res.body.content.at(-1)).toMatchObject({ companyRegion: '全部', earlyWarningList: `${accepted}/${should}` });

    // Every 西城区 order is in the period, so the city statistics table shows the same accepted/should accept.
    const stats = await t.send(city, verificationCalls.statistics);
    const xicheng = stats.body.content.city.find((r) => r.region === '西城区')!;
    expect(`${xicheng.acceptedNum}/${xicheng.shouldNum}`).toBe(`${accepted}/${should}`);

    const own = await t.send(haidian, reportsCalls.earlyWarnReport, {
      query: `startTime=2025-06-10&endTime=2025-06-10`,
    });
    expect(own.body.content.map((r) => r.companyRegion)).toEqual(['海淀区', '全部']);
    expect(own.body.content[1].earlyWarningList).toBe('0/0');
  });
});

describe('layoffsReport', () => {
  let withFile: number;
  let withoutFile: number;
  let chaoyangReport: number;
  let companyId: number;
  let companyName: string;

  beforeAll(async () => {
    const { company, order } = await disposalWith(
      t.db,
      '海淀区',
      [{ type: 'downsizing', layoffsPerson: 9 }, { type: 'downsizing', layoffsPerson: 4 }, { type: 'talk' }],
      { createTime: IN_RANGE },
    );
    companyId = company.id;
    companyName = company.companyName;
    await t.db.insert(layoffStatistics).values([
      {
        riskCompanyId: company.id,
        statDate: '2025-06-20',
        planNum: 50,
        actualNum: 30,
        standardNum: 20,
        noCompensationNum: 5,
        otherNum: 5,
      },
      {
        riskCompanyId: company.id,
        statDate: '2025-06-05',
        planNum: 50,
        actualNum: 10,
        standardNum: 10,
        noCompensationNum: 0,
        otherNum: 0,
        remark: '=SUM(A1)',
      },
    ]);
    // A layoff report is an order on the layoff list (dispatched, layoffs reported): the disposal fixtures' orders are.
    withFile = order.id;
    const other = await disposalWith(t.db, '朝阳区', [], { createTime: IN_RANGE });
    chaoyangReport = other.order.id;
    // an order whose form reports no layoffs has no report
    withoutFile = (await companyWithOrder(t.db, '海淀区', { status: 5, level: '未定级', isDownsizing: '0' })).order.id;
  });

  it('when filtered then the list narrows; a district user sees only their district', async () => {
    // the layoff list counted here: dispatched orders (0, 1, 4–9) whose form reports layoffs
    const listed = async (cond = 'true') =>
      (
        await sqlRows(
          `select id from risk_verification_order where status in (0,1,4,5,6,7,8,9) and is_downsizing = '1' and ${cond} order by id`,
        )
      ).map((r) => r.id as number);
    type Rows = { content: { content: { id: number } }[]; metadata: { totalElements: number } };
    const ids = (body: Rows) => body.content.map((r) => r.content.id).sort((a, b) => a - b);
    const all = await t.send(city, reportsCalls.layoffsReport, { query: `size=500` });
    expect(all.body.content.metadata.totalElements).toBe((await listed()).length);
    expect(ids(all.body.content)).toEqual(await listed());
    expect(ids(all.body.content)).not.toContain(withoutFile);
    const byRegion = await t.send(city, reportsCalls.layoffsReport, { query: `region=朝阳区&size=500` });
    expect(ids(byRegion.body.content)).toEqual(await listed(`region = '朝阳区'`));
    expect(ids(byRegion.body.content)).toContain(chaoyangReport);
    const own = await t.send(haidian, reportsCalls.layoffsReport, {
      query: `companyName=报表测试&reportName=裁员情况报告&size=500`,
    });
    expect(ids(own.body.content)).toEqual(await listed(`region = '海淀区' and company_name like '%报表测试%'`));
    expect(ids(own.body.content)).toContain(withFile);
    const bad = await t.send(city, reportsCalls.layoffsReport, { query: `sort=fileName,ASC` });
    expect(bad.status).toBe(400);
  });

  it('when downloaded then the file is named after the company and holds the statistics and the downsizing records from the tables', async () => {
    const file = await t.app.inject(
      injectOf(reportsCalls.layoffsReportDownload, { params: { id: withFile }, headers: { authorization: haidian } }),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(`${companyName}裁员情况报告.xlsx`));
    const wb = await workbookOf(file.rawPayload);
    const stats = wb.getWorksheet('裁员统计')!;
    const expectedStats = await sqlRows(
      `select to_char(stat_date, 'YYYY-MM-DD') as d, plan_num, actual_num, standard_num, no_compensation_num, other_num, remark from risk_layoff_statistics where risk_company_id = ${companyId} order by stat_date`,
    );
    expect(stats.rowCount - 1).toBe(expectedStats.length);
    expectedStats.forEach((e, i) => {
      const v = (stats.getRow(i + 2).values as unknown[]).slice(1);
      expect(v.slice(0, 6)).toEqual([
        e.d,
        e.plan_num,
        e.actual_num,
        e.standard_num,
        e.no_compensation_num,
        e.other_num,
      ]);
    });
    // A stored formula-like remark stays text.
    expect(stats.getRow(2).getCell(7).value).toBe("'=SUM(A1)");
    const records = wb.getWorksheet('裁员和维稳')!;
    const [{ n, persons }] = await sqlRows(
      `select count(*)::int as n, sum((i.data->>'layoffsPerson')::int)::int as persons from risk_disposal_info i join risk_disposal_order o on o.id = i.disposal_id where o.risk_company_id = ${companyId} and i.type = 'downsizing'`,
    );
    expect(records.rowCount - 1).toBe(n);
    let sheetPersons = 0;
    for (let r = 2; r <= records.rowCount; r++) sheetPersons += Number(records.getRow(r).getCell(2).value);
    expect(sheetPersons).toBe(persons);
  });

  it('when an order has no report, is of another district or the role lacks layoffsReport:downLoad then 404, 404 and 403', async () => {
    const none = await t.send(city, reportsCalls.layoffsReportDownload, { params: { id: withoutFile } });
    expect(none.status).toBe(404);
    expect((await t.send(haidian, reportsCalls.layoffsReportDownload, { params: { id: chaoyangReport } })).status).toBe(
      404,
    );
    expect((await t.send(ops, reportsCalls.layoffsReportDownload, { params: { id: withFile } })).status).toBe(403);
  });
});
