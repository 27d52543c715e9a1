import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '@risk/shared/company';
import { DATASET_MSG, DATASETS, type DatasetColumn, type DatasetDef } from '@risk/shared/datasets';
import { MSG } from '@risk/shared/messages';
import type { DatasetRowItem } from '@risk/shared/schemas/datasets';
import { datasetCalls } from '@risk/shared/api/datasets';
import type { Page } from '@risk/shared/wire';
import { createTestApp, injectOf, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { datasetImportInput } from '../../helpers/dataset-import.ts';
import { multipart, readXlsx, xlsx } from '../users/multipart.ts';
import { importThroughJob } from '../../helpers/import-job.ts';

const DEFS = DATASETS as readonly DatasetDef[];
const def = (biType: number) => DEFS.find((d) => d.biType === biType)!;

let t: TestApp;
let ops: string;
let city: string;
let chaoyang: string;

beforeAll(async () => {
  // the import cap lowered from its 200 MB default, so the test's file over it stays small
  t = await createTestApp({ IMPORT_MAX_FILE_MB: '10' });
  [ops, city, chaoyang] = await Promise.all([t.login('ops'), t.login('city'), t.login('chaoyang')]);
});
afterAll(() => t.close());

let codeSeq = 0;
/** A valid credit code, different on every call. */
function code(): string {
  const first17 = `91110105MA${String(1_000_000 + codeSeq++).slice(-7)}`;
  return first17 + creditCodeCheckChar(first17);
}

type Cells = Record<string, string | number>;
/** A valid cell for a column, overridable per key. */
function validCell(c: DatasetColumn, period: string, region: string): string | number {
  switch (c.kind.type) {
    case 'period':
      return period;
    case 'district':
      return region;
    case 'creditCode':
      return code();
    case 'text':
      return `${c.header}${codeSeq++}`;
    case 'int':
      return 10;
    case 'decimal':
      return 1.5;
    case 'date':
      return '2026-10-15';
    case 'enum':
      return Object.keys(c.kind.options)[0];
  }
}
const periodFor = (d: DatasetDef) => {
  const kind = d.columns.find((c) => c.key === d.periodKey)!.kind;
  return kind.type === 'period' && kind.format === 'week'
    ? '2026-11-16'
    : kind.type === 'period' && kind.format === 'quarter'
      ? '2026Q3'
      : '2026-10';
};
function rowOf(d: DatasetDef, over: Cells = {}, region = '朝阳区'): (string | number)[] {
  const period = periodFor(d);
  return d.columns.map((c) => (c.key in over ? over[c.key] : validCell(c, period, region)));
}
const headers = (d: DatasetDef) => d.columns.map((c) => c.header);
const fileOf = (d: DatasetDef, rows: (string | number)[][]) => xlsx(headers(d), rows);

const upload = (token: string, d: DatasetDef, buffer: Buffer, fileName = `${d.name}.xlsx`) => {
  const { call, query } = datasetImportInput(d);
  return importThroughJob(t, token, call, { query, ...multipart(fileName, buffer) });
};
const history = (token: string, biType: number) =>
  t.send(token, datasetCalls.history, { query: { biType: String(biType), size: '50' } });
const digest = () => Promise.all([tableDigest(t.db, 'dataset_row'), tableDigest(t.db, 'dataset_import')]);
const items = <T>(p: Page<T>) => p.content.map((c) => c.content);

describe('with nothing imported', () => {
  it('when a screen reads a data set then it answers empty content, not zeros', async () => {
    expect((await t.send(ops, datasetCalls.week)).body.content).toEqual([]);
    expect((await t.send(ops, datasetCalls.riskIndex)).body.content).toBeNull();
    expect((await t.send(ops, datasetCalls.warn)).body.content).toBeNull();
    for (const call of [
      datasetCalls.macroData,
      datasetCalls.businessSurvey,
      datasetCalls.labourMarket,
      datasetCalls.social,
    ])
      expect((await t.send(city, call)).body.content).toBeNull();
    expect((await t.send(ops, datasetCalls.top)).body.content).toBeNull();
    expect((await t.send(ops, datasetCalls.bubbles)).body.content).toBeNull();
    const list = await t.send(ops, datasetCalls.companys);
    expect(list.status).toBe(200);
    expect(list.body.content.metadata.totalElements).toBe(0);
    expect((await t.send(ops, datasetCalls.periods, { query: { biType: '1' } })).body.content).toEqual([]);
  });
});

describe.each(DEFS.map((d) => [d.biType, d.name, d] as const))('data set %i %s', (_b, _n, d) => {
  it('when operations downloads the template then it has the definition headers and a 填写说明 sheet', async () => {
    const res = await t.send(ops, datasetCalls.template, { query: { biType: String(d.biType) } });
    expect(res.status).toBe(200);
    expect((await readXlsx(res.raw.rawPayload))[0]).toEqual(headers(d));
  });

  it('when a district user imports then 403 and nothing is written', async () => {
    const before = await digest();
    const res = await upload(chaoyang, d, await fileOf(d, [rowOf(d)]));
    expect(res.status).toBe(403);
    expect(await digest()).toEqual(before);
  });

  it('when the city imports a valid file then all rows are written and the history names who, file, rows and period', async () => {
    const res = await upload(city, d, await fileOf(d, [rowOf(d), rowOf(d, {}, '海淀区')]), `样例-${d.biType}.xlsx`);
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ created: 2, refused: [] });
    expect(res.job!.title).toBe(`导入${d.name}（样例-${d.biType}.xlsx）`);
    const h = await history(ops, d.biType);
    expect(h.status).toBe(200);
    const [last] = items(h.body.content);
    expect(last).toMatchObject({
      fileName: `样例-${d.biType}.xlsx`,
      rowCount: 2,
      activeRows: 2,
      createBy: 'city',
      periods: [periodFor(d)],
    });
  });

  it('when a file has a text in a number column, a bad period or a missing cell then 400 with each cell reported and nothing written', async () => {
    const before = await digest();
    const num = d.columns.find((c) => c.kind.type === 'int' || c.kind.type === 'decimal');
    const bad = await fileOf(d, [
      rowOf(d, { [d.periodKey]: '上个月' }),
      ...(num ? [rowOf(d, { [num.key]: '约三百' })] : []),
      rowOf(d, { [d.columns.find((c) => !c.optional && c.key !== d.periodKey)!.key]: '' }),
    ]);
    const res = await upload(ops, d, bad);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.importRefused(num ? 3 : 2));
    const refused = res.body.content.refused;
    expect(refused[0]).toMatchObject({ row: 2, column: d.columns.find((c) => c.key === d.periodKey)!.header });
    if (num) expect(refused[1]).toEqual({ row: 3, column: num.header, reason: DATASET_MSG.notNumber });
    expect(refused.at(-1)!.reason).toBe(DATASET_MSG.required);
    expect(await digest()).toEqual(before);
  });
});

describe('bad spreadsheets', () => {
  const d = def(5);
  const refusedWith = async (buffer: Buffer, status: number, message: string, fileName?: string) => {
    const before = await digest();
    const res = await upload(ops, d, buffer, fileName);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await digest()).toEqual(before);
  };

  it('when the header differs from the template then 400 naming the expected headers', async () => {
    const h = headers(d);
    await refusedWith(await xlsx([...h.slice(0, -1), '金额'], [rowOf(d)]), 400, MSG.wrongColumns(h.join('、')));
  });
  it('when the file has a header only then 400 文件中没有数据', async () => {
    await refusedWith(await fileOf(d, []), 400, MSG.emptyFile);
  });
  it('when the file is empty then 400', async () => {
    await refusedWith(Buffer.alloc(0), 400, MSG.emptyFile);
  });
  it('when the file is not a spreadsheet (text named .xlsx, a .csv) then 400', async () => {
    await refusedWith(Buffer.from('统计月份,区县\n2026-10,朝阳区\n'), 400, MSG.notSpreadsheet);
    await refusedWith(await fileOf(d, [rowOf(d)]), 400, MSG.notSpreadsheet, '社保.csv');
  });
  it('when the file is 20 MB then 413 with the size message', async () => {
    await refusedWith(Buffer.alloc(20 * 1024 * 1024, 0x50), 413, MSG.fileTooLarge(10));
  });
  it('when an earmark import (focus, write-off, key companies, bubbles, 12, 11) gets a wrong header, an empty file or 20 MB then 4xx in Chinese and nothing written', async () => {
    const earmarks = DEFS.filter((e) =>
      datasetCalls[e.importCall].path.startsWith(datasetCalls.companys.path.replace(/[^/]+$/, '')),
    );
    expect(earmarks.length).toBeGreaterThanOrEqual(6);
    for (const e of earmarks) {
      const before = await digest();
      const h = headers(e);
      const wrong = await upload(ops, e, await xlsx([...h.slice(0, -1), '备注'], [rowOf(e)]));
      expect([wrong.status, wrong.body.message], datasetCalls[e.importCall].path).toEqual([
        400,
        MSG.wrongColumns(h.join('、')),
      ]);
      const empty = await upload(ops, e, Buffer.alloc(0));
      expect([empty.status, empty.body.message], datasetCalls[e.importCall].path).toEqual([400, MSG.emptyFile]);
      const big = await upload(ops, e, Buffer.alloc(20 * 1024 * 1024, 0x50));
      expect([big.status, big.body.message], datasetCalls[e.importCall].path).toEqual([413, MSG.fileTooLarge(10)]);
      expect(await digest(), datasetCalls[e.importCall].path).toEqual(before);
    }
  });
  it('when a district is unknown, a row repeats its period and district, or an enum is off then each is reported', async () => {
    const before = await digest();
    const res = await upload(ops, d, await fileOf(d, [rowOf(d, { region: '滨海新区' }), rowOf(d), rowOf(d)]));
    expect(res.status).toBe(400);
    expect(res.body.content.refused).toEqual([
      { row: 2, column: '区县', reason: DATASET_MSG.district },
      { row: 4, column: '区县', reason: expect.stringContaining(DATASET_MSG.duplicate(3)) },
    ]);
    const bubbles = def(14);
    const res2 = await upload(ops, bubbles, await fileOf(bubbles, [rowOf(bubbles, { level: '四级' })]));
    expect(res2.body.content.refused).toEqual([
      { row: 2, column: '预警等级', reason: DATASET_MSG.enumOf(['一级', '二级', '三级']) },
    ]);
    expect(await digest()).toEqual(before);
  });
  it('when the import call names another biType or an unknown focus type then 400', async () => {
    const res = await t.call(
      ops,
      injectOf(datasetCalls.importSocial, {
        query: { biType: '1' },
        ...multipart('a.xlsx', await fileOf(d, [rowOf(d)])),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(DATASET_MSG.unknownBiType);
    const res2 = await t.call(
      ops,
      injectOf(datasetCalls.importConcern, {
        query: { type: '9' },
        ...multipart('a.xlsx', await fileOf(def(16), [rowOf(def(16))])),
      }),
    );
    expect(res2.status).toBe(400);
    expect(res2.body.message).toBe(DATASET_MSG.unknownConcernType);
  });
});

describe('re-importing a period', () => {
  it('when a file holds a period already imported then that period is replaced, others kept, and the history says so', async () => {
    const d = def(1);
    const row = (period: string, indicator: string, value: number) =>
      rowOf(d, { period, indicator, unit: '亿元', value, yoy: 3.2, cumulative: '', source: '市统计局' });
    const first = await upload(
      ops,
      d,
      await fileOf(d, [row('2026-07', 'GDP', 1), row('2026-07', '社零', 2), row('2026-08', 'GDP', 5)]),
    );
    expect(first.body.content.created).toBe(3);
    const second = await upload(ops, d, await fileOf(d, [row('2026-07', 'GDP', 9), row('2026-09', 'GDP', 7)]));
    expect(second.status).toBe(200);
    expect(second.body.content).toMatchObject({
      created: 2,
      replaced: 2,
      periods: [
        { period: '2026-07', created: 1, replaced: 2 },
        { period: '2026-09', created: 1, replaced: 0 },
      ],
    });
    expect(second.body.message).toBe(`${MSG.imported(2)}，替换原有 2 条`);
    const july = await t.send(city, datasetCalls.macroData, { query: { period: '2026-07' } });
    expect(july.body.content!.rows).toEqual([
      { indicator: 'GDP', unit: '亿元', value: 9, yoy: 3.2, cumulative: null, source: '市统计局' },
    ]);
    const h = items((await history(ops, 1)).body.content);
    expect(h[0]).toMatchObject({ rowCount: 2, replacedRows: 2, activeRows: 2 });
    expect(h[1]).toMatchObject({ rowCount: 3, activeRows: 1 });
    expect(h[0].id).toBeGreaterThan(h[1].id);
    const periods = await t.send(ops, datasetCalls.periods, { query: { biType: '1' } });
    expect(periods.body.content.slice(0, 4)).toEqual(['2026-10', '2026-09', '2026-08', '2026-07']);
  });

  it('when the history is asked by a role without the code then 403', async () => {
    expect((await history(chaoyang, 1)).status).toBe(403);
  });
});

describe('reads return exactly the imported figures', () => {
  it('oneBi: week series, risk index with change, warnings per district; a district user sees only their district', async () => {
    const d = def(0);
    const r = (week: string, region: string, n: number, index: number) =>
      rowOf(
        d,
        {
          period: week,
          monitoredCompanies: 100 * n,
          newRiskCompanies: n,
          newRiskInfos: 2 * n,
          warnLevel1: n,
          warnLevel2: n + 1,
          warnLevel3: n + 2,
          involvedStaff: 50 * n,
          riskIndex: index,
        },
        region,
      );
    const res = await upload(
      ops,
      d,
      await fileOf(d, [
        r('2026-11-23', '朝阳区', 3, 60),
        r('2026-11-23', '海淀区', 2, 40.5),
        r('2026-11-09', '朝阳区', 1, 50),
        r('2026-11-09', '海淀区', 1, 45),
      ]),
    );
    expect(res.status).toBe(200);
    const weeks = (await t.send(city, datasetCalls.week, { query: { weeks: '2' } })).body.content;
    expect(weeks.map((w) => w.week)).toEqual(['2026-11-16', '2026-11-23']);
    expect(weeks[1]).toEqual({
      week: '2026-11-23',
      districts: 2,
      monitoredCompanies: 500,
      newRiskCompanies: 5,
      newRiskInfos: 10,
      warnLevel1: 5,
      warnLevel2: 7,
      warnLevel3: 9,
      warnTotal: 21,
      involvedStaff: 250,
      riskIndex: 50.25,
    });
    const index = (await t.send(city, datasetCalls.riskIndex)).body.content!;
    // the week before 11-23 is 11-16 (the per-data-set test's rows: 朝阳区 and 海淀区 at 1.5)
    expect(index).toMatchObject({ week: '2026-11-23', previousWeek: '2026-11-16', riskIndex: 50.25 });
    expect(index.districts).toEqual([
      { region: '朝阳区', riskIndex: 60, change: 58.5 },
      { region: '海淀区', riskIndex: 40.5, change: 39 },
    ]);
    const older = (await t.send(city, datasetCalls.riskIndex, { query: { week: '2026-11-09' } })).body.content!;
    expect(older).toMatchObject({ week: '2026-11-09', previousWeek: null, riskIndex: 47.5 });
    const warn = (await t.send(chaoyang, datasetCalls.warn)).body.content!;
    expect(warn.districts).toEqual([
      { region: '朝阳区', warnLevel1: 3, warnLevel2: 4, warnLevel3: 5, warnTotal: 12, involvedStaff: 150 },
    ]);
    expect(warn.total).toEqual({ warnLevel1: 3, warnLevel2: 4, warnLevel3: 5, warnTotal: 12, involvedStaff: 150 });
    const mine = (await t.send(chaoyang, datasetCalls.week, { query: { weeks: '1' } })).body.content;
    expect(mine[0]).toMatchObject({ districts: 1, monitoredCompanies: 300, riskIndex: 60 });
  });

  it('twoBi social: totals and trend of the imported rows; a district user sees only their own', async () => {
    const d = def(5);
    const r = (period: string, region: string, persons: number) =>
      rowOf(
        d,
        {
          period,
          insuredUnits: 10,
          insuredPersons: persons,
          added: 3,
          reduced: 1,
          arrearsUnits: 2,
          arrearsAmount: 0.25,
        },
        region,
      );
    await upload(
      ops,
      d,
      await fileOf(d, [r('2026-11', '海淀区', 2000), r('2026-11', '朝阳区', 1000), r('2026-11', '东城区', 500)]),
    );
    const all = (await t.send(city, datasetCalls.social)).body.content!;
    expect(all.period).toBe('2026-11');
    expect(all.rows.map((x) => x.region)).toEqual(['东城区', '朝阳区', '海淀区']);
    expect(all.totals).toEqual({
      insuredUnits: 30,
      insuredPersons: 3500,
      added: 9,
      reduced: 3,
      arrearsUnits: 6,
      arrearsAmount: 0.75,
    });
    // 2026-10 holds the per-data-set rows: 朝阳区 and 海淀区 with 10 persons each
    expect(all.trend.map((p) => [p.period, p.insuredPersons])).toEqual([
      ['2026-10', 20],
      ['2026-11', 3500],
    ]);
    const mine = (await t.send(chaoyang, datasetCalls.social)).body.content!;
    expect(mine.rows).toHaveLength(1);
    expect(mine.totals.insuredPersons).toBe(1000);
    const other = await t.send(chaoyang, datasetCalls.rows, { query: { biType: '5', region: '海淀区' } });
    expect(other.body.content.metadata.totalElements).toBe(0);
    const own = await t.send(chaoyang, datasetCalls.rows, { query: { biType: '5' } });
    expect(items(own.body.content).every((x) => x.region === '朝阳区')).toBe(true);
    expect(own.body.content.metadata.totalElements).toBe(2);
  });

  it('twoBi survey and labour market: weighted means and job ratios', async () => {
    const s = def(2);
    const sr = (industry: string, n: number, idx: number, layoff: number) =>
      rowOf(s, {
        period: '2026Q2',
        industry,
        sampleCompanies: n,
        hiringMoreRatio: 20,
        hiringLessRatio: 10,
        layoffPlanRatio: layoff,
        prosperityIndex: idx,
      });
    await upload(
      ops,
      s,
      await fileOf(s, [sr('制造业', 300, 90, 10), sr('信息传输、软件和信息技术服务业', 100, 110, 2)]),
    );
    const survey = (await t.send(city, datasetCalls.businessSurvey, { query: { period: '2026Q2' } })).body.content!;
    expect(survey.totals).toEqual({
      sampleCompanies: 400,
      hiringMoreRatio: 20,
      hiringLessRatio: 10,
      layoffPlanRatio: 8,
      prosperityIndex: 95,
    });
    expect(survey.periods).toEqual(['2026Q3', '2026Q2']);

    const l = def(3);
    const lr = (occupation: string, demand: number, seekers: number) =>
      rowOf(l, { period: '2026-11', occupation, demand, seekers, avgSalary: '' });
    await upload(
      ops,
      l,
      await fileOf(l, [lr('生产制造及有关人员', 1200, 800), lr('社会生产服务和生活服务人员', 300, 0)]),
    );
    const labour = (await t.send(city, datasetCalls.labourMarket)).body.content!;
    expect(labour.rows).toEqual([
      { occupation: '生产制造及有关人员', demand: 1200, seekers: 800, ratio: 1.5, avgSalary: null },
      { occupation: '社会生产服务和生活服务人员', demand: 300, seekers: 0, ratio: null, avgSalary: null },
    ]);
    expect(labour.totals).toEqual({ demand: 1500, seekers: 800, ratio: 1.88 });
  });

  it('earmark: key companies, top, focus lists by type, bubbles with the level mapping, write-offs; scoped by district', async () => {
    const k = def(13);
    const kr = (name: string, region: string, layoffs: number) =>
      rowOf(k, { period: '2026-11', companyName: name, layoffs, employees: 100, income: 5000, profit: -20 }, region);
    await upload(
      ops,
      k,
      await fileOf(k, [kr('甲公司', '朝阳区', 5), kr('乙公司', '海淀区', 30), kr('丙公司', '朝阳区', 12)]),
    );
    const top = (await t.send(city, datasetCalls.top, { query: { limit: '2' } })).body.content!;
    expect(top.rows.map((x) => [x.companyName, x.layoffs])).toEqual([
      ['乙公司', 30],
      ['丙公司', 12],
    ]);
    const list = await t.send(chaoyang, datasetCalls.companys);
    expect(items(list.body.content).map((x) => x.companyName)).toEqual(['甲公司', '丙公司']);
    const byName = await t.send(city, datasetCalls.companys, { query: { companyName: '乙' } });
    expect(items(byName.body.content).map((x) => x.companyName)).toEqual(['乙公司']);

    const c = def(17);
    await upload(ops, c, await fileOf(c, [rowOf(c, { period: '2026-11', companyName: '区级关注甲' })]));
    const district = await t.send(city, datasetCalls.concernCompanys, { query: { type: '2' } });
    expect(items(district.body.content).map((x) => x.companyName)).toEqual(['区级关注甲']);
    const cityList = await t.send(city, datasetCalls.concernCompanys, { query: { type: '1' } });
    expect(cityList.body.content.metadata.totalElements).toBe(2); // the per-data-set rows of 2026-10

    const b = def(14);
    await upload(
      ops,
      b,
      await fileOf(b, [
        rowOf(b, { period: '2026-11', level: '一级', involvedStaff: 300 }),
        rowOf(b, { period: '2026-11', level: '2', involvedStaff: 80 }),
        rowOf(b, { period: '2026-11', level: '三级', involvedStaff: 10 }, '海淀区'),
      ]),
    );
    const bubbles = (await t.send(city, datasetCalls.bubbles)).body.content!;
    expect(bubbles.bubbles.map((x) => [x.level, x.bubbleLevel, x.involvedStaff])).toEqual([
      ['1', 3, 300],
      ['2', 2, 80],
      ['3', 1, 10],
    ]);
    const mine = (await t.send(chaoyang, datasetCalls.bubbles)).body.content!;
    expect(mine.bubbles).toHaveLength(2);

    const w = def(15);
    await upload(ops, w, await fileOf(w, [rowOf(w, { period: '2026-11', insuredBefore: 40 }, '海淀区')]));
    const wo = await t.send(city, datasetCalls.writeOff, { body: { period: '2026-11' } });
    expect(wo.status).toBe(200);
    expect(items(wo.body.content as Page<DatasetRowItem>).map((x) => x.insuredBefore)).toEqual([40]);
    const woMine = await t.send(chaoyang, datasetCalls.writeOff, { body: { period: '2026-11' } });
    expect((woMine.body.content as Page<DatasetRowItem>).metadata.totalElements).toBe(0);
    // without a period a district user reads the latest month that has their district's rows
    const woLatest = await t.send(chaoyang, datasetCalls.writeOff, { body: {} });
    expect(items(woLatest.body.content as Page<DatasetRowItem>).map((x) => [x.period, x.region])).toEqual([
      ['2026-10', '朝阳区'],
    ]);
  });
});
