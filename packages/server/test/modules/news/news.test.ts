import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { NEWS_IMPORT_HEADERS } from '@risk/shared/schemas/content';
import { newsCalls as calls } from '@risk/shared/api/content';
import { NEWS_MSG } from '../../../src/modules/news/service.ts';
import { createTestApp, rowCounts, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { multipart, readXlsx, xlsx } from '../users/multipart.ts';
import { importThroughJob } from '../../helpers/import-job.ts';

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian] = await Promise.all([t.login('ops'), t.login('city'), t.login('haidian')]);
});
afterAll(() => t.close());

const item = (extra: Record<string, unknown> = {}) => ({
  title: '本市发布稳就业十条措施',
  status: 1,
  content: '市人社局发布稳就业措施。',
  link: 'https://rsj.beijing.gov.cn/news/1',
  ...extra,
});
const add = (token: string, body: object) => t.send(token, calls.add, { body });
const list = async (token: string, query: Record<string, string> = {}) =>
  (await t.send(token, calls.list, { query: { size: '100', ...query } })).body.content;
const digest = () => tableDigest(t.db, 'biz_news');
const importFile = (token: string, buffer: Buffer) =>
  importThroughJob(t, token, calls.importExcel, multipart('新闻.xlsx', buffer));

describe('news', () => {
  it('when operations adds, edits and deletes a news item then the list follows', async () => {
    const res = await add(ops, item());
    expect([res.status, res.body.message]).toEqual([200, MSG.added]);
    const id = res.body.content.id;
    expect((await list(city, { title: '稳就业' })).content.map((c) => c.content.id)).toContain(id);
    const edit = await t.send(ops, calls.edit, { body: { ...item({ title: '稳就业措施解读', status: 2 }), id } });
    expect(edit.status).toBe(200);
    expect((await t.send(ops, calls.detail, { params: { id } })).body.content).toMatchObject({
      title: '稳就业措施解读',
      status: 2,
    });
    expect((await t.send(ops, calls.remove, { body: [id] })).status).toBe(200);
    expect((await t.send(ops, calls.detail, { params: { id } })).status).toBe(404);
  });

  it('when the city or a district (no news:add) writes then 403 and nothing is written', async () => {
    const before = await digest();
    expect((await add(city, item())).status).toBe(403);
    expect((await add(haidian, item())).status).toBe(403);
    expect((await t.send(city, calls.remove, { body: [1] })).status).toBe(403);
    expect((await importFile(city, await xlsx([...NEWS_IMPORT_HEADERS], [['标题', '已发布', '', '']]))).status).toBe(
      403,
    );
    expect(await digest()).toBe(before);
  });

  it('when the title is empty, the link does not start with http(s):// or the status is unknown then 400 with the message and nothing is written', async () => {
    const before = await digest();
    const cases: [object, string][] = [
      [item({ title: ' ' }), `标题${MSG.required}`],
      [item({ link: 'www.example.com' }), MSG.link],
      [item({ link: 'javascript:alert(1)' }), MSG.link],
      [item({ status: 9 }), NEWS_MSG.status],
    ];
    for (const [payload, message] of cases) {
      const res = await add(ops, payload);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await digest()).toBe(before);
  });

  it('when the template is filled and imported then every row is added; statuses may be labels', async () => {
    const template = await t.send(ops, calls.template);
    expect((await readXlsx(template.raw.rawPayload))[0]).toEqual([...NEWS_IMPORT_HEADERS]);
    const before = (await rowCounts(t.db, ['biz_news'])).biz_news;
    const res = await importFile(
      ops,
      await xlsx(
        [...NEWS_IMPORT_HEADERS],
        [
          ['导入新闻一', '已发布', 'http://example.com/a', '内容一'],
          ['导入新闻二', '0', '', ''],
        ],
      ),
    );
    expect([res.status, res.body.content.created]).toEqual([200, 2]);
    expect((await rowCounts(t.db, ['biz_news'])).biz_news).toBe(before + 2);
  });

  it('when an import has wrong headers or bad rows then 400 with the reasons and nothing is written', async () => {
    const before = await digest();
    const wrong = await importFile(ops, await xlsx(['标题', '状态'], [['x', '已发布']]));
    expect([wrong.status, wrong.body.message]).toEqual([400, MSG.wrongColumns(NEWS_IMPORT_HEADERS.join('、'))]);
    const bad = await importFile(
      ops,
      await xlsx(
        [...NEWS_IMPORT_HEADERS],
        [
          ['', '已发布', '', ''],
          ['好标题', '不存在', 'ftp://x', ''],
        ],
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.content.refused.map((r) => r.reason)).toEqual([`标题${MSG.required}`, NEWS_MSG.status, MSG.link]);
    expect(await digest()).toBe(before);
  });

  it('when a title looks like a formula then the export neutralises it and holds the rows the list answers', async () => {
    await add(ops, item({ title: '=HYPERLINK("http://evil","公式点我")', link: null }));
    await add(ops, item({ title: '+1+1公式', link: '' }));
    const listed = await list(ops, { title: '公式' });
    const res = await t.send(city, calls.download, { query: { title: '公式' } });
    expect(res.status).toBe(200);
    const sheet = await readXlsx(res.raw.rawPayload);
    expect(sheet.length - 1).toBe(listed.metadata.totalElements);
    const titles = sheet.slice(1).map((r) => r[0]);
    expect(titles).toContain(`'=HYPERLINK("http://evil","公式点我")`);
    expect(titles).toContain(`'+1+1公式`);
    expect((await t.send(haidian, calls.download)).status).toBe(403);
  });

  it('when the list is sorted by an unknown field then 400; an empty filter answers no rows', async () => {
    expect((await t.send(ops, calls.list, { query: { sort: 'secret,ASC' } })).status).toBe(400);
    expect((await list(ops, { title: '没有这条新闻' })).metadata.totalElements).toBe(0);
  });
});
