import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG } from '@risk/shared/files';
import { MSG } from '@risk/shared/messages';
import { dailyReportCalls as calls } from '@risk/shared/api/content';
import { createTestApp, rowCounts, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { downloadName, SAMPLE, upload } from '../../helpers/file-fixtures.ts';

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian] = await Promise.all([t.login('ops'), t.login('city'), t.login('haidian')]);
});
afterAll(() => t.close());

const add = (token: string, body: object) => t.send(token, calls.add, { body });
const list = async (token: string, query: Record<string, string> = {}) =>
  (await t.send(token, calls.list, { query: { size: '100', ...query } })).body.content;
const digest = () => Promise.all([tableDigest(t.db, 'biz_special_daily'), tableDigest(t.db, 'sys_file')]);

describe('special daily reports', () => {
  it('when operations uploads a daily report then every level lists it and a district downloads it byte-identical', async () => {
    const content = await SAMPLE.xlsx();
    const up = await upload(t, ops, '劳动用工风险日报（11月20日）.xlsx', content);
    const res = await add(ops, {
      title: '劳动用工风险日报（11月20日）',
      uploadTime: '2025-11-20',
      fileId: up.body.content.id,
    });
    expect([res.status, res.body.message]).toEqual([200, MSG.added]);
    const row = (await list(haidian, { title: '11月20日' })).content[0].content;
    expect(row.fileName).toBe('劳动用工风险日报（11月20日）.xlsx');
    const dl = await t.send(haidian, calls.download, { params: { id: row.id } });
    expect(Buffer.compare(dl.raw.rawPayload, content)).toBe(0);
    expect(downloadName(dl.raw.headers['content-disposition'] as string)).toBe(row.fileName);
  });

  it('when the city or a district (download only) writes then 403 and nothing is written', async () => {
    const before = await digest();
    expect((await add(city, { title: 'x' })).status).toBe(403);
    expect((await add(haidian, { title: 'x' })).status).toBe(403);
    expect((await t.send(haidian, calls.remove, { body: [1] })).status).toBe(403);
    expect(await digest()).toEqual(before);
  });

  it('when the title is empty, the date malformed or the file unknown then 400 and nothing is written', async () => {
    const before = await digest();
    for (const [payload, message] of [
      [{ title: '' }, `标题${MSG.required}`],
      [{ title: '日报', uploadTime: '20/11/2025' }, '上传时间格式应为 yyyy-MM-dd'],
      [{ title: '日报', fileId: 'f'.repeat(32) }, FILE_MSG.missing],
    ] as const) {
      const res = await add(ops, payload);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await digest()).toEqual(before);
  });

  it('when the list is filtered by upload time and sorted then it matches the database; a report without a file answers the notice', async () => {
    const plain = await add(ops, { title: '专报（无附件）', uploadTime: '2025-01-02' });
    const none = await t.send(ops, calls.download, { params: { id: plain.body.content.id } });
    expect([none.status, none.body.message]).toEqual([404, FILE_MSG.noDownload]);
    const inJan = await list(city, { uploadTime: ['2025-01-01 00:00:00', '2025-01-31 23:59:59'] as unknown as string });
    expect(inJan.content.map((c) => c.content.title)).toEqual(['专报（无附件）']);
    const all = await list(city, { sort: 'uploadTime,ASC' });
    expect(all.metadata.totalElements).toBe((await rowCounts(t.db, ['biz_special_daily'])).biz_special_daily);
    const times = all.content.map((c) => c.content.uploadTime);
    expect(times).toEqual([...times].sort());
    const del = await t.send(ops, calls.remove, { body: [plain.body.content.id] });
    expect(del.status).toBe(200);
  });
});
