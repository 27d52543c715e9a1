import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS, type DatasetDef } from '@risk/shared/datasets';
import { MSG } from '@risk/shared/messages';
import { NEWS_IMPORT_HEADERS } from '@risk/shared/schemas/content';
import { newsCalls } from '@risk/shared/api/content';
import { poolCalls } from '@risk/shared/api/pool';
import { registryCalls } from '@risk/shared/api/registry';
import { riskInfoCalls } from '@risk/shared/api/riskInfo';
import { socialSecurityCalls } from '@risk/shared/api/socialSecurity';
import { userCalls } from '@risk/shared/api/system';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { publicError } from '../../src/platform/http/error-handler.ts';
import { rowsPerInsert } from '../../src/db/insert-batches.ts';
import { news } from '../../src/db/schema/content.ts';
import { createTestApp, rowCounts, tableDigest, type TestApp } from '../helpers/test-app.ts';
import { datasetImportInput } from '../helpers/dataset-import.ts';
import { bombXlsx, deflatedZeros, entryOf, zipOf } from '../helpers/zip-bomb.ts';
import { multipart, xlsx } from '../modules/users/multipart.ts';
import { importThroughJob } from '../helpers/import-job.ts';

let t: TestApp;
let admin: string;
let ops: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, ops] = await Promise.all([t.login('admin'), t.login('ops')]);
});
afterAll(() => t.close());

const MB = 1024 * 1024;
/** The default IMPORT_MAX_INFLATED_MB and IMPORT_MAX_ZIP_RATIO. */
const LIMIT_MB = 2048;
const RATIO = 100;
const WRITTEN = ['biz_news', 'social_security', 'risk_company', 'risk_company_info', 'registry_company', 'sys_user'];
const IMPORTS: { call: AnyEndpoint; query?: Record<string, string> }[] = [
  { call: poolCalls.importExcel },
  { call: riskInfoCalls.importExcel },
  { call: registryCalls.importExcel },
  { call: userCalls.importExcel },
  { call: newsCalls.importExcel },
  { call: socialSecurityCalls.importExcel },
  ...(DATASETS as readonly DatasetDef[]).map(datasetImportInput),
];

/** A refusal that inflated nothing: well under the 1 s of the issue when idle, with room for a busy machine. */
const REFUSED_WITHIN_MS = 3000;

/** Uploads a file to an import as admin; answers the status, message and how long it took. */
async function upload(target: (typeof IMPORTS)[number], file: Buffer) {
  const started = performance.now();
  const res = await importThroughJob(t, admin, target.call, { query: target.query, ...multipart('导入.xlsx', file) });
  return { status: res.status, message: res.body.message, ms: performance.now() - started };
}

describe('zip bombs', () => {
  it(`when a 2 MB file whose sheet inflates to ${LIMIT_MB + 44} MB goes to every import then each refuses it at once (before inflating), writes nothing and the server answers`, async () => {
    const bomb = bombXlsx({ name: '', deflated: deflatedZeros(LIMIT_MB + 44), declaredSize: (LIMIT_MB + 44) * MB });
    // deflate inflates at most about 1,030 times: 2 GB of zeros take 2 MB
    expect(bomb.length).toBeLessThan(3 * MB);
    const before = await rowCounts(t.db, WRITTEN);
    for (const target of IMPORTS) {
      const res = await upload(target, bomb);
      expect([res.status, res.message], target.call.path).toEqual([400, MSG.zipTooLarge(LIMIT_MB)]);
      // a refusal from the directory inflates nothing; the bound leaves room for a loaded CI machine,
      // not for inflating 300 MB
      expect(res.ms, target.call.path).toBeLessThan(REFUSED_WITHIN_MS);
    }
    expect(await rowCounts(t.db, WRITTEN)).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('when the directory declares 1 MB for a sheet that inflates to 300 MB then the count stops at 1 MB and the file is refused', async () => {
    const forged = bombXlsx({ name: '', deflated: deflatedZeros(300), declaredSize: MB });
    const res = await upload(IMPORTS[4], forged);
    expect([res.status, res.message]).toEqual([400, MSG.zipForged]);
    expect(res.ms).toBeLessThan(REFUSED_WITHIN_MS);
  });

  it(`when one entry inflates more than ${RATIO} times (50 MB of zeros) then it is refused though under the size limit`, async () => {
    const dense = bombXlsx({ name: '', deflated: deflatedZeros(50), declaredSize: 50 * MB });
    expect(await upload(IMPORTS[5], dense)).toMatchObject({ status: 400, message: MSG.zipRatio(RATIO) });
  });

  it('when a zip lists more than 1,000 entries then it is refused from its directory', async () => {
    const many = zipOf(Array.from({ length: 1001 }, (_, i) => entryOf(`xl/media/${i}.xml`, '<a/>')));
    expect(await upload(IMPORTS[0], many)).toMatchObject({ status: 400, message: MSG.zipEntries(1000) });
  });

  it('when an ordinary .xlsx is checked then it passes the guard (its sheet compresses about 10 times)', async () => {
    const file = await xlsx([...NEWS_IMPORT_HEADERS], [['标题', '已发布', 'https://rsj.beijing.gov.cn/n', '内容']]);
    const res = await upload(IMPORTS[4], file);
    expect([res.status, res.message]).toEqual([200, MSG.imported(1)]);
  });
});

describe('writes at size', () => {
  it("when 20,000 news rows (100,000 values: over one statement's 65,535 parameters) are imported then all are written", async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [
      `批量新闻${i}`,
      '已发布',
      'https://rsj.beijing.gov.cn/n',
      `内容${i}`,
    ]);
    const before = (await rowCounts(t.db, ['biz_news'])).biz_news;
    const file = await xlsx([...NEWS_IMPORT_HEADERS], rows);
    const res = await importThroughJob(t, ops, newsCalls.importExcel, multipart('新闻.xlsx', file));
    expect([res.status, res.body.message]).toEqual([200, MSG.imported(20_000)]);
    expect((await rowCounts(t.db, ['biz_news'])).biz_news).toBe(before + 20_000);
  }, 120_000);
});

describe('streamed imports', () => {
  it('when a row after the first written batch is refused then the report answers and the batch is rolled back', async () => {
    const rows = Array.from({ length: rowsPerInsert(news) + 1 }, (_, i) => [`回滚新闻${i}`, '已发布', '', `内容${i}`]);
    rows.push(['', '草稿箱', '', '']);
    const before = await tableDigest(t.db, 'biz_news');
    const res = await importThroughJob(
      t,
      ops,
      newsCalls.importExcel,
      multipart('新闻.xlsx', await xlsx([...NEWS_IMPORT_HEADERS], rows)),
    );
    expect([res.status, res.body.message]).toEqual([400, MSG.importRefused(2)]);
    expect(res.body.content.refused.map((r) => [r.row, r.column])).toEqual([
      [rows.length + 1, '标题'],
      [rows.length + 1, '状态'],
    ]);
    expect(await tableDigest(t.db, 'biz_news')).toBe(before);
  }, 60_000);
});

describe('database errors by what they are', () => {
  const answer = (error: object) => publicError(error as never);

  it.each([
    ['too many bind parameters (08P01)', { code: '08P01', message: 'bind message has 4464 parameter formats' }],
    ['a program limit, wrapped by the query builder', { message: 'Failed query', cause: { code: '54000' } }],
    ['out of memory (53200)', { code: '53200' }],
  ])('when the database refuses a statement (%s) then 500 names the database, not 503', (_what, error) => {
    expect(answer(error)).toMatchObject({ status: 500, message: MSG.databaseFailed });
  });

  it.each([
    ['a refused connection', { code: 'ECONNREFUSED' }],
    ['a lost connection (08006)', { message: 'Failed query', cause: { code: '08006' } }],
    ['too many connections (53300)', { code: '53300' }],
    ['a server shutting down (57P01)', { code: '57P01' }],
  ])('when the database cannot be reached (%s) then 503', (_what, error) => {
    expect(answer(error)).toMatchObject({ status: 503, message: MSG.databaseUnavailable });
  });

  it('when a Node error carries a five-letter code (EPERM) then it is not read as a database refusal', () => {
    expect(answer({ code: 'EPERM' })).toMatchObject({ status: 500, message: '服务器内部错误，请稍后重试' });
  });
});
