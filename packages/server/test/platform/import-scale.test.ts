import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { NEWS_IMPORT_HEADERS } from '@risk/shared/schemas/content';
import { newsCalls } from '@risk/shared/api/content';
import { publicError } from '../../src/platform/http/error-handler.ts';
import { createTestApp, rowCounts, type TestApp } from '../helpers/test-app.ts';
import { multipart, xlsx } from '../modules/users/multipart.ts';

let t: TestApp;
let ops: string;

beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops');
});
afterAll(() => t.close());

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
    const res = await t.send(ops, newsCalls.importExcel, multipart('新闻.xlsx', file));
    expect([res.status, res.body.message]).toEqual([200, MSG.imported(20_000)]);
    expect((await rowCounts(t.db, ['biz_news'])).biz_news).toBe(before + 20_000);
  }, 120_000);
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
