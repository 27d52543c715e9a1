import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import {
  REGISTRY_IMPORT_HEADERS,
  REGISTRY_RECORD_IMPORT_HEADERS,
  REGISTRY_RECORD_SHEET,
} from '@risk/shared/schemas/registry';
import {
  companyDetailCalls,
  registryCalls as calls,
  registryRecordCalls,
  type RegistryRecordCallName,
} from '@risk/shared/api/registry';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { creditCode, poolEntry, registryEntry } from '../../helpers/pool-fixtures.ts';
import { multipart } from '../users/multipart.ts';
import { importThroughJob } from '../../helpers/import-job.ts';

let t: TestApp;
let ops: string;
/** a registry company already stored and matched in the pool, so its detail opens */
let stored: Awaited<ReturnType<typeof registryEntry>>;

beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops');
  stored = await registryEntry(t.db, { companyName: '北京工商记录导入测试有限公司', registrationPlace: '朝阳区' });
  await poolEntry(t.db, {
    companyName: stored.companyName,
    creditCode: stored.creditCode,
    registrationPlace: '朝阳区',
    companyRegion: '朝阳区',
    isMatch: true,
  });
});
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const basicRow = (code: string, name: string) =>
  REGISTRY_IMPORT_HEADERS.map((_, i) => (i === 0 ? code : i === 1 ? name : i === 2 ? '海淀区' : ''));

/** The template as a clerk fills it: the basic sheet, and the 工商记录 sheet unless `records` is null. */
async function workbook(basic: string[][], records: string[][] | null): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const first = wb.addWorksheet('工商数据导入');
  first.addRow([...REGISTRY_IMPORT_HEADERS]);
  for (const r of basic) first.addRow(r);
  if (records) {
    const second = wb.addWorksheet(REGISTRY_RECORD_SHEET);
    second.addRow([...REGISTRY_RECORD_IMPORT_HEADERS]);
    for (const r of records) second.addRow(r);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const upload = async (buffer: Buffer) => importThroughJob(t, ops, calls.importExcel, multipart('工商.xlsx', buffer));
const records = async (call: RegistryRecordCallName, code: string) =>
  (await t.send(ops, registryRecordCalls[call], { query: { creditCode: code } })).body.content;
const digests = async () => [await tableDigest(t.db, 'registry_company'), await tableDigest(t.db, 'registry_record')];

describe('registry import template', () => {
  it('when the template is downloaded then it has the basic sheet and the 工商记录 sheet with its headers', async () => {
    const res = await t.send(ops, calls.template);
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['工商数据导入', REGISTRY_RECORD_SHEET]);
    expect((wb.getWorksheet(REGISTRY_RECORD_SHEET)!.getRow(1).values as unknown[]).slice(1)).toEqual([
      ...REGISTRY_RECORD_IMPORT_HEADERS,
    ]);
  });
});

describe('registry import of records', () => {
  it('when both sheets are valid then the company and the records of it and of a stored company show through the record calls and the detail', async () => {
    const code = creditCode();
    const res = await upload(
      await workbook(
        [basicRow(code, '北京两页导入测试有限公司')],
        [
          [code, '股东信息', '2020-05-01', '李四', '持股60%；认缴600万元'],
          [code.toLowerCase(), '股东信息', '', '王五', ''],
          [stored.creditCode, '司法案件', '2024-03-05', '劳动争议', '(2024)京0105民初123号 北京市朝阳区人民法院 被告'],
          [stored.creditCode, '企业新闻', today, '宣布业务调整', '新京报'],
          [stored.creditCode, '主板上市信息', '2019-01-02', '上市信息', '股票代码 600123'],
        ],
      ),
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.content).toEqual({ created: 6, refused: [] });
    expect(res.body.message).toBe(MSG.imported(6));

    const holders = await records('compShareholder', code);
    expect(holders.map(({ recordDate, title, content }) => ({ recordDate, title, content }))).toEqual([
      { recordDate: '2020-05-01', title: '李四', content: '持股60%；认缴600万元' },
      // a record without 内容 carries no content field, so the detail's 内容 cell stays empty
      { recordDate: null, title: '王五', content: undefined },
    ]);
    expect((await records('judicial', stored.creditCode)).map((r) => r.content)).toEqual([
      '(2024)京0105民初123号 北京市朝阳区人民法院 被告',
    ]);

    const detail = await t.send(ops, companyDetailCalls.detail, { params: { creditCode: stored.creditCode } });
    expect(detail.status).toBe(200);
    expect(detail.body.content.relationRisk).toMatchObject({ casesComplaints: 1, daySearchIndex: 1 });
    expect(detail.body.content.stock.main.company).toEqual([
      expect.objectContaining({ recordDate: '2019-01-02', title: '上市信息', content: '股票代码 600123' }),
    ]);
  });

  it('when a 类别 is unknown, a date is not a calendar day or a credit code is in neither sheet nor registry then the whole file is refused with row and column, nothing written', async () => {
    const before = await digests();
    const code = creditCode();
    const res = await upload(
      await workbook(
        [basicRow(code, '北京拒绝导入测试有限公司')],
        [
          [code, '股东信息', '2020-01-01', '赵六', ''],
          [code, '商标信息', '2020-01-01', '某商标', ''],
          [stored.creditCode, '企业新闻', '2024-02-30', '某新闻', ''],
          [creditCode(), '企业新闻', '2024-02-01', '某新闻', ''],
          [code, '', '', '', ''],
          [code, '股东信息', '2020-01-01', '赵六', ''],
        ],
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.importRefused(6));
    expect(res.body.content.refused.map((r) => `${r.row}:${r.column}`)).toEqual([
      '3:工商记录：类别',
      '4:工商记录：日期',
      '5:工商记录：统一社会信用代码',
      '6:工商记录：类别',
      '6:工商记录：事项',
      '7:工商记录：事项',
    ]);
    const [unknownKind, badDate, nowhere, , , repeated] = res.body.content.refused.map((r) => r.reason);
    expect(unknownKind).toMatch(/^类别应为以下之一：股东信息、司法案件、开庭公告/);
    expect(badDate).toBe('日期格式应为 yyyy-MM-dd');
    expect(nowhere).toBe('该企业不在本文件第一页中，也不在工商数据中，请先导入其工商基本信息');
    expect(repeated).toBe('与第 2 行的工商记录重复');
    expect(await digests()).toEqual(before);
  });

  it('when the first sheet refuses a row then the records report follows it and nothing is written; a record sheet with wrong headers is refused', async () => {
    const before = await digests();
    const res = await upload(
      await workbook([basicRow('123', '坏')], [[stored.creditCode, '企业新闻', '2024-13-01', '某新闻', '']]),
    );
    expect(res.body.content.refused.map((r) => `${r.row}:${r.column}`)).toEqual([
      '2:统一社会信用代码',
      '2:工商记录：日期',
    ]);
    const wrong = new ExcelJS.Workbook();
    wrong.addWorksheet('工商数据导入').addRow([...REGISTRY_IMPORT_HEADERS]);
    wrong.addWorksheet(REGISTRY_RECORD_SHEET).addRow(['统一社会信用代码', '类别']);
    const wrongRes = await upload(Buffer.from(await wrong.xlsx.writeBuffer()));
    expect(wrongRes.body.message).toBe(MSG.wrongColumns(REGISTRY_RECORD_IMPORT_HEADERS.join('、')));
    expect((await upload(await workbook([], []))).body.message).toBe(MSG.emptyFile);
    expect(await digests()).toEqual(before);
  });

  it('when the records of a stored company are re-imported then its records of those kinds are replaced and its other kinds stay', async () => {
    const company = await registryEntry(t.db, { companyName: '北京重复导入测试有限公司' });
    const first = await upload(
      await workbook(
        [],
        [
          [company.creditCode, '股东信息', '2020-01-01', '错名', '持股50%'],
          [company.creditCode, '股东信息', '2020-01-01', '钱七', '持股50%'],
          [company.creditCode, '企业年报', '2024-06-30', '2023年度报告', '从业人数 120'],
        ],
      ),
    );
    expect(first.status, first.body.message).toBe(200);
    const again = await upload(
      await workbook(
        [],
        [
          [company.creditCode, '股东信息', '2020-01-01', '孙八', '持股50%'],
          [company.creditCode, '股东信息', '2020-01-01', '钱七', '持股50%'],
        ],
      ),
    );
    expect(again.body.content).toEqual({ created: 2, refused: [] });
    expect((await records('compShareholder', company.creditCode)).map((r) => r.title).sort()).toEqual(['孙八', '钱七']);
    expect((await records('annualReport', company.creditCode)).map((r) => r.title)).toEqual(['2023年度报告']);
  });

  it('when the workbook has no 工商记录 sheet then the basic sheet alone imports', async () => {
    const code = creditCode();
    const res = await upload(await workbook([basicRow(code, '北京单页导入测试有限公司')], null));
    expect(res.body.content).toEqual({ created: 1, refused: [] });
    expect(await records('compShareholder', code)).toEqual([]);
  });
});
