import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMPORT_MSG } from '@risk/shared/api/import';
import { newsCalls } from '@risk/shared/api/content';
import { MSG } from '@risk/shared/messages';
import { socialSecurityCalls } from '@risk/shared/api/socialSecurity';
import { SOCIAL_IMPORT_HEADERS } from '@risk/shared/schemas/monitor-config';
import { isEmbedded } from '../../src/db/client.ts';
import { SeenKeys } from '../../src/platform/excel/seen-keys.ts';
import { SharedStrings } from '../../src/platform/excel/shared-strings.ts';
import { createTestApp, rowCounts, type TestApp } from '../helpers/test-app.ts';
import { creditCode } from '../helpers/pool-fixtures.ts';
import { importThroughJob } from '../helpers/import-job.ts';
import { multipart, xlsx } from '../modules/users/multipart.ts';

/** Lowered limits, so that small files cross them: 5 rows on the embedded database, 1 MB per file. */
const MAX_ROWS = 5;
let t: TestApp;
let ops: string;

beforeAll(async () => {
  t = await createTestApp({ EMBEDDED_IMPORT_MAX_ROWS: String(MAX_ROWS), IMPORT_MAX_FILE_MB: '1' });
  ops = await t.login('ops');
});
afterAll(() => t.close());

const HEADERS = Object.values(SOCIAL_IMPORT_HEADERS);
const socialRow = (code: string) => [
  code,
  '北京限额测试有限公司',
  '海淀区',
  '',
  '',
  '',
  '',
  '',
  '',
  '2026-10',
  10,
  ...Array(12).fill(1),
];
const rowsOf = (n: number) => Array.from({ length: n }, () => socialRow(creditCode()));

/** The same rows written as ExcelJS's stream writer does: no `<dimension>`, so only the last row's number tells. */
async function streamedXlsx(headers: string[], rows: unknown[][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = book.addWorksheet('社保数据导入');
  sheet.addRow(headers).commit();
  for (const r of rows) sheet.addRow(r).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

const jobCount = async () => (await rowCounts(t.db, ['sys_job'])).sys_job;

describe('import limits', () => {
  // on PostgreSQL (TEST_DATABASE_URL) no row limit applies
  it.skipIf(!!inject('databaseUrl'))(
    'when a file holds more rows than the embedded database takes then every import refuses it in the request, naming the limit and PostgreSQL, and queues nothing',
    async () => {
      expect(isEmbedded(t.db)).toBe(true);
      const before = await jobCount();
      const files = [await xlsx(HEADERS, rowsOf(MAX_ROWS + 3)), await streamedXlsx(HEADERS, rowsOf(MAX_ROWS + 3))];
      for (const file of files)
        for (const call of [socialSecurityCalls.importExcel, newsCalls.importExcel]) {
          const started = performance.now();
          const res = await t.send(ops, call, multipart('社保数据.xlsx', file));
          expect([res.status, res.body.message], call.path).toEqual([
            413,
            IMPORT_MSG.embeddedTooMany(MAX_ROWS, MAX_ROWS + 3),
          ]);
          expect(res.body.message).toContain('DATABASE_URL');
          // refused from the upload's check, not by a job reading the rows
          expect(performance.now() - started).toBeLessThan(3000);
        }
      expect(await jobCount()).toBe(before);
    },
  );

  it('when a file holds as many rows as the limit then it is imported', async () => {
    const res = await importThroughJob(
      t,
      ops,
      socialSecurityCalls.importExcel,
      multipart('社保数据.xlsx', await streamedXlsx(HEADERS, rowsOf(MAX_ROWS))),
    );
    expect([res.status, res.body.message]).toEqual([200, MSG.imported(MAX_ROWS)]);
  });

  it("when a file is over IMPORT_MAX_FILE_MB then 413 names the setting's size and nothing is queued", async () => {
    const before = await jobCount();
    const big = Buffer.concat([await xlsx(HEADERS, rowsOf(1)), crypto.randomBytes(1024 * 1024)]);
    const res = await t.send(ops, socialSecurityCalls.importExcel, multipart('社保数据.xlsx', big));
    expect([res.status, res.body.message]).toEqual([413, MSG.fileTooLarge(1)]);
    expect(await jobCount()).toBe(before);
  });
});

describe("the import's memory", () => {
  it('when keys repeat then SeenKeys answers the first row of each, across its growth', () => {
    const seen = new SeenKeys(25);
    const key = (i: number) => `91110108MA${String(i).padStart(8, '0')}2026-10`;
    for (let i = 0; i < 50_000; i++) expect(seen.firstRow(key(i), i + 2)).toBeUndefined();
    expect(seen.size).toBe(50_000);
    expect(seen.firstRow(key(0), 60_000)).toBe(2);
    expect(seen.firstRow(key(49_999), 60_001)).toBe(50_001);
    // a shorter key is not a longer one's prefix
    expect(seen.firstRow('91110108MA', 3)).toBeUndefined();
    expect(seen.firstRow('91110108MA', 4)).toBe(3);
  });

  it('when shared strings are kept as bytes then each reads back as pushed (null, rich text, CJK, across blocks)', () => {
    const strings = new SharedStrings();
    const rich = { richText: [{ text: '粗体' }] };
    const pushed: (string | null | typeof rich)[] = ['', '北京示例科技有限公司', null, rich, '13800000000'];
    for (let i = 0; i < 400_000; i++) pushed.push(`北京第${i}号企业有限公司`);
    for (const s of pushed) strings.view.push(s);
    expect(strings.size).toBe(pushed.length);
    for (const i of [0, 1, 2, 3, 4, 5, 200_000, pushed.length - 1])
      expect(strings.view[i], String(i)).toEqual(pushed[i]);
    expect(strings.view[pushed.length]).toBeUndefined();
  });
});
