import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG } from '@risk/shared/files';
import { MSG } from '@risk/shared/messages';
import { districtReportCalls as calls } from '@risk/shared/api/content';
import { DISTRICT_REPORT_MSG } from '../../../src/modules/districtReports/service.ts';
import { createTestApp, rowCounts, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { downloadName, SAMPLE, upload } from '../../helpers/file-fixtures.ts';

let t: TestApp;
let admin: string;
let ops: string;
let city: string;
let haidian: string;
let chaoyang: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, ops, city, haidian, chaoyang] = await Promise.all(
    ['admin', 'ops', 'city', 'haidian', 'chaoyang'].map((u) => t.login(u)),
  );
});
afterAll(() => t.close());

const add = (token: string, body: object) => t.send(token, calls.add, { body });
const list = async (token: string, query: Record<string, string> = {}) =>
  (await t.send(token, calls.list, { query: { size: '100', ...query } })).body.content;
const digest = () => Promise.all([tableDigest(t.db, 'biz_district_report'), tableDigest(t.db, 'sys_file')]);

describe('district reports', () => {
  it('when a district uploads a report then it is filed under its own district, the city lists it, and it downloads byte-identical', async () => {
    const content = SAMPLE.pdf('海淀区报告');
    const up = await upload(t, haidian, '海淀区2025年风险报告.pdf', content);
    const res = await add(haidian, {
      reportName: '海淀区2025年风险报告',
      region: '朝阳区',
      year: 2025,
      fileId: up.body.content.id,
    });
    expect([res.status, res.body.message]).toEqual([200, MSG.added]);
    const row = (await list(city, { reportName: '海淀区2025' })).content[0].content;
    expect(row).toMatchObject({ region: '海淀区', year: 2025, fileName: '海淀区2025年风险报告.pdf' });
    const dl = await t.send(city, calls.download, { params: { id: row.id } });
    expect(Buffer.compare(dl.raw.rawPayload, content)).toBe(0);
    expect(downloadName(dl.raw.headers['content-disposition'] as string)).toBe('海淀区2025年风险报告.pdf');
  });

  it('when another district reads, edits, deletes or downloads it then 404 and nothing changes; its list leaves it out', async () => {
    const [mine] = (await list(haidian)).content;
    const id = mine.content.id;
    expect((await list(chaoyang)).content.map((c) => c.content.id)).not.toContain(id);
    expect((await list(chaoyang, { region: '海淀区' })).metadata.totalElements).toBe(0);
    const before = await digest();
    for (const res of [
      await t.send(chaoyang, calls.detail, { params: { id } }),
      await t.send(chaoyang, calls.download, { params: { id } }),
      await t.send(chaoyang, calls.edit, { body: { id, reportName: '改', year: 2025 } }),
      await t.send(chaoyang, calls.remove, { body: [id] }),
    ])
      expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
    expect(await digest()).toEqual(before);
  });

  it('when the city (download only) adds or deletes then 403 and nothing is written', async () => {
    const before = await digest();
    expect((await add(city, { reportName: 'x', region: '海淀区', year: 2025 })).status).toBe(403);
    expect((await t.send(city, calls.remove, { body: [1] })).status).toBe(403);
    expect((await upload(t, city, 'x.pdf', SAMPLE.pdf())).status).toBe(403);
    expect(await digest()).toEqual(before);
  });

  it('when the name is empty, the year is not a positive integer, or the administrator names no district then 400 and nothing is written', async () => {
    const before = await digest();
    const cases: [string, object, string][] = [
      [haidian, { reportName: '', year: 2025 }, `报告名称${MSG.required}`],
      [haidian, { reportName: '报告', year: -3 }, MSG.positiveInteger],
      [haidian, { reportName: '报告', year: 20.5 }, MSG.positiveInteger],
      [admin, { reportName: '报告', year: 2025 }, DISTRICT_REPORT_MSG.region],
      [admin, { reportName: '报告', year: 2025, region: '火星区' }, DISTRICT_REPORT_MSG.unknownRegion],
    ];
    for (const [token, payload, message] of cases) {
      const res = await add(token, payload);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await digest()).toEqual(before);
  });

  it('when a report has no file then its download answers the notice; replacing the file removes the old one', async () => {
    const res = await add(haidian, { reportName: '无文件报告', year: 2024 });
    const id = res.body.content.id;
    const none = await t.send(haidian, calls.download, { params: { id } });
    expect([none.status, none.body.message]).toEqual([404, FILE_MSG.noDownload]);
    const a = await upload(t, haidian, '第一版.pdf', SAMPLE.pdf());
    await t.send(haidian, calls.edit, {
      body: { id, reportName: '无文件报告', year: 2024, fileId: a.body.content.id },
    });
    const files = (await rowCounts(t.db, ['sys_file'])).sys_file;
    const b = await upload(t, haidian, '第二版.pdf', SAMPLE.pdf());
    const edit = await t.send(haidian, calls.edit, {
      body: { id, reportName: '有文件报告', year: 2024, fileId: b.body.content.id },
    });
    expect(edit.status).toBe(200);
    expect((await rowCounts(t.db, ['sys_file'])).sys_file).toBe(files);
    expect((await t.send(haidian, calls.detail, { params: { id } })).body.content.fileName).toBe('第二版.pdf');
    const removed = await t.send(haidian, calls.removeFile, { query: { id: String(id) } });
    expect(removed.status).toBe(200);
    expect((await t.send(haidian, calls.detail, { params: { id } })).body.content.fileId).toBeNull();
    expect((await t.send(haidian, calls.remove, { body: [id] })).status).toBe(200);
  });

  it('when the list is filtered by year and sorted then it matches the database; ops sees all districts', async () => {
    await add(admin, { reportName: '朝阳区年度报告', region: '朝阳区', year: 2023 });
    const all = await list(ops);
    expect(all.metadata.totalElements).toBe((await rowCounts(t.db, ['biz_district_report'])).biz_district_report);
    expect((await list(ops, { year: '2023' })).content.every((c) => c.content.year === 2023)).toBe(true);
    const byYear = (await list(ops, { sort: 'year,ASC' })).content.map((c) => c.content.year);
    expect(byYear).toEqual([...byYear].sort((x, y) => x - y));
    expect((await t.send(ops, calls.list, { query: { year: '0' } })).body.message).toBe(MSG.positiveInteger);
  });
});
