import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_CODE_MESSAGE } from '@risk/shared/company';
import { MSG } from '@risk/shared/messages';
import { POOL_IMPORT_HEADERS, POOL_MSG } from '@risk/shared/schemas/pool';
import { poolCalls as calls } from '@risk/shared/api/pool';
import { riskCompany } from '../../../src/db/schema/pool.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { multipart, readXlsx, xlsx } from '../users/multipart.ts';
import { creditCode, poolEntry, registryEntry } from '../../helpers/pool-fixtures.ts';
import { importThroughJob } from '../../helpers/import-job.ts';

let t: TestApp;
let ops: string;
let city: string;

beforeAll(async () => {
  // the import cap lowered from its 200 MB default, so the test's file over it stays small
  t = await createTestApp({ IMPORT_MAX_FILE_MB: '10' });
  [ops, city] = await Promise.all([t.login('ops'), t.login('city')]);
});
afterAll(() => t.close());

const HEADERS = [...POOL_IMPORT_HEADERS];
type Cells = (string | number | null)[];
const row = (name: string, code: string, more: Partial<Record<'place' | 'region' | 'phone', string>> = {}): Cells => [
  name,
  code,
  more.place ?? '海淀区',
  more.region ?? '海淀区',
  '张三',
  more.phone ?? '13800001111',
  '李四',
  '13900002222',
  '',
];

const upload = (token: string, buffer: Buffer, fileName = '企业.xlsx') =>
  importThroughJob(t, token, calls.importExcel, multipart(fileName, buffer));

async function expectNothingWritten(
  res: { status: number; body: { message: string } },
  before: string,
  message: string,
) {
  expect(res.body.message).toBe(message);
  expect(res.status).toBe(400);
  expect(await tableDigest(t.db, 'risk_company')).toBe(before);
}

describe('template and import', () => {
  it('when the template is downloaded then its header row is the import columns', async () => {
    const res = await t.send(ops, calls.template);
    expect(res.status).toBe(200);
    expect(await readXlsx(res.raw.rawPayload)).toEqual([HEADERS]);
  });

  it('when the columns differ from the template then 400 naming the expected columns and nothing is written', async () => {
    const before = await tableDigest(t.db, 'risk_company');
    const res = await upload(ops, await xlsx(['企业名称', '信用代码'], [['甲', creditCode()]]));
    await expectNothingWritten(res, before, MSG.wrongColumns(HEADERS.join('、')));
  });

  it('when rows are bad (credit code, district, phone, missing name) then every problem is reported by row and column and nothing is written', async () => {
    const before = await tableDigest(t.db, 'risk_company');
    const rows = [
      row('好企业有限公司', creditCode()),
      row('坏代码有限公司', '91110108MA0000000X'),
      row('坏区县有限公司', creditCode(), { region: '火星区' }),
      row('', creditCode(), { phone: 'abc' }),
    ];
    const res = await upload(ops, await xlsx(HEADERS, rows));
    await expectNothingWritten(res, before, MSG.importRefused(4));
    const report = res.body.content;
    expect(report.created).toBe(0);
    expect(report.refused).toEqual(
      expect.arrayContaining([
        { row: 3, column: '统一社会信用代码', reason: CREDIT_CODE_MESSAGE },
        { row: 4, column: '派单区县', reason: POOL_MSG.regionUnknown },
        { row: 5, column: '企业名称', reason: `企业名称${MSG.required}` },
        { row: 5, column: '法人电话', reason: POOL_MSG.phoneFormat },
      ]),
    );
  });

  it('when a credit code repeats inside the file or is already in the pool then both are refused and nothing is written', async () => {
    const inPool = await poolEntry(t.db, { companyName: '已在库有限公司' });
    const dup = creditCode();
    const before = await tableDigest(t.db, 'risk_company');
    const res = await upload(
      ops,
      await xlsx(HEADERS, [row('甲有限公司', dup), row('乙有限公司', dup), row('丙有限公司', inPool.creditCode)]),
    );
    await expectNothingWritten(res, before, MSG.importRefused(2));
    expect(res.body.content.refused).toEqual([
      { row: 3, column: '统一社会信用代码', reason: POOL_MSG.duplicateInFile(2) },
      { row: 4, column: '统一社会信用代码', reason: POOL_MSG.alreadyInPool },
    ]);
  });

  it('when the file is empty, has only the header, or is not a spreadsheet then a clear message and nothing is written', async () => {
    const before = await tableDigest(t.db, 'risk_company');
    await expectNothingWritten(await upload(ops, Buffer.alloc(0)), before, MSG.emptyFile);
    await expectNothingWritten(await upload(ops, await xlsx(HEADERS, [])), before, MSG.emptyFile);
    await expectNothingWritten(
      await upload(ops, Buffer.from('企业名称,统一社会信用代码\n甲,1'), '企业.csv'),
      before,
      MSG.notSpreadsheet,
    );
    await expectNothingWritten(
      await upload(ops, Buffer.from('not a zip at all'), '企业.xlsx'),
      before,
      MSG.notSpreadsheet,
    );
  });

  it('when the file is over 10 MB then 413 with the message and nothing is written', async () => {
    const before = await tableDigest(t.db, 'risk_company');
    const big = Buffer.concat([
      await xlsx(HEADERS, [row('超大文件有限公司', creditCode())]),
      Buffer.alloc(10 * 1024 * 1024 + 10),
    ]);
    const res = await upload(ops, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MSG.fileTooLarge(10));
    expect(await tableDigest(t.db, 'risk_company')).toBe(before);
  });

  it('when a good file is imported then every row is written 未推送, registry matches marked, and the cards change', async () => {
    const reg = await registryEntry(t.db, { companyName: '工商已登记有限公司', legalPerson: '登记法人' });
    const totalsBefore = (await t.send(ops, calls.total)).body.content;
    const res = await upload(
      ops,
      await xlsx(HEADERS, [
        row('工商已登记有限公司', reg.creditCode),
        row('未登记有限公司', creditCode().toLowerCase(), { region: '' }),
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ created: 2, refused: [] });
    const totalsAfter = (await t.send(ops, calls.total)).body.content;
    expect(totalsAfter.allTotal).toBe(totalsBefore.allTotal + 2);
    expect(totalsAfter.isMatchTotal).toBe(totalsBefore.isMatchTotal + 1);
    const rows = await t.db.select().from(riskCompany);
    const matched = rows.find((r) => r.creditCode === reg.creditCode)!;
    expect(matched).toMatchObject({ isMatch: true, status: 0, companyRegion: '海淀区', legalPerson: '张三' });
    const other = rows.find((r) => r.companyName === '未登记有限公司')!;
    expect(other).toMatchObject({ isMatch: false, companyRegion: null });
    expect(other.creditCode).toBe(other.creditCode.toUpperCase());
  });

  // The import's speed is measured by bench/pool.mjs; here only that 10,000 rows land whole.
  it('when 10,000 rows are imported then they are all written and counted', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => row(`批量导入企业${i}有限公司`, creditCode()));
    const res = await upload(ops, await xlsx(HEADERS, rows));
    expect(res.status).toBe(200);
    expect(res.body.content.created).toBe(10_000);
    const totals = await t.send(ops, calls.total);
    const [{ n }] = (
      (await t.db.execute(sql`select count(*)::int as n from risk_company`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(totals.body.content.allTotal).toBe(n);
    // 52 s alone on PGlite at load 8 (each company also writes its name suffixes), over 120 s beside lint
  }, 240_000);

  it('when the city imports then 403', async () => {
    expect((await upload(city, await xlsx(HEADERS, [row('甲', creditCode())]))).status).toBe(403);
  });
});

describe('export', () => {
  it('when exported with filters then only the filtered rows come, phones masked', async () => {
    await poolEntry(t.db, {
      companyName: '导出朝阳有限公司',
      companyRegion: '朝阳区',
      status: 1,
      legalPersonPhone: '13712345678',
    });
    await poolEntry(t.db, { companyName: '导出西城有限公司', companyRegion: '西城区', status: 1 });
    const res = await t.send(city, calls.download, { query: { companyRegion: '朝阳区' } });
    expect(res.status).toBe(200);
    const sheet = await readXlsx(res.raw.rawPayload);
    expect(sheet[0][0]).toBe('企业名称');
    const names = sheet.slice(1).map((r) => r[0]);
    expect(names).toEqual(['导出朝阳有限公司']);
    expect(sheet[1]).toContain('137****5678');
    expect(sheet[1].join('|')).not.toContain('13712345678');
  });

  it('when the export sort is unknown then 400', async () => {
    const res = await t.send(city, calls.download, { query: { sort: 'x,ASC' } });
    expect(res.status).toBe(400);
  });
});
