import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG } from '@risk/shared/files';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import {
  dailyReportCalls,
  districtReportCalls,
  newsCalls,
  policyCalls,
  researchReportCalls,
  riskDimensionCalls,
  riskIndexCalls,
  riskMonitorKeyCalls,
} from '@risk/shared/api/content';
import { fileStoreCalls } from '@risk/shared/api/files';
import { noticeCalls } from '@risk/shared/api/notices';
import { socialSecurityCalls } from '@risk/shared/api/socialSecurity';
import { miniAppUserCalls } from '@risk/shared/api/miniAppUser';
import type { Page } from '@risk/shared/wire';
import { createTestApp, tableDigest, type CallResult, type TestApp } from '../../helpers/test-app.ts';
import { form, SAMPLE } from '../../helpers/file-fixtures.ts';

/**
 * Issue 13 "How it must hold", once for every content and configuration list: paging answers the
 * database's count page by page, a bad page or size is a Chinese 400, an unknown sort field a 400,
 * and a filter matching nothing an empty page (the screen's 暂无数据).
 */
const LISTS: { name: string; call: AnyEndpoint; none: Record<string, string> }[] = [
  { name: '政策', call: policyCalls.list, none: { title: '没有这样的政策' } },
  { name: '新闻', call: newsCalls.list, none: { title: '没有这样的新闻' } },
  { name: '通知公告', call: noticeCalls.list, none: { status: '1' } },
  { name: '区县报告', call: districtReportCalls.list, none: { reportName: '没有这样的报告' } },
  { name: '专报日报', call: dailyReportCalls.list, none: { title: '没有这样的日报' } },
  { name: '风险报告', call: researchReportCalls.list, none: { title: '没有这样的报告' } },
  { name: '风险指数', call: riskIndexCalls.list, none: { year: '2001' } },
  { name: '风险维度', call: riskDimensionCalls.list, none: { name: '没有这样的维度' } },
  { name: '监测关键词', call: riskMonitorKeyCalls.list, none: { keyWord: '没有这样的关键词' } },
  { name: '社保数据', call: socialSecurityCalls.list, none: { companyName: '没有这样的企业' } },
  { name: '小程序用户', call: miniAppUserCalls.list, none: { companyName: '没有这样的企业' } },
];

let t: TestApp;
let ops: string;

beforeAll(async () => {
  // a 1 MB store limit lets the too-large case stay small
  t = await createTestApp({ UPLOAD_MAX_MB: '1' });
  ops = await t.login('ops');
});
afterAll(() => t.close());

describe.each(LISTS)('$name list', ({ call, none }) => {
  // every list answers a page; the table's row types differ, the checks here read only the paging
  const get = (query: Record<string, string>) =>
    t.send(ops, call, { query }) as unknown as Promise<CallResult<Page<unknown>>>;

  it('when paged by one then each page holds one row and the pages add up to the total', async () => {
    const all = (await get({ size: '100' })).body.content;
    expect(all.metadata.totalElements).toBe(all.content.length);
    const first = await get({ size: '1', page: '0' });
    expect(first.status).toBe(200);
    expect(first.body.content.content.length).toBe(Math.min(1, all.metadata.totalElements));
    expect(first.body.content.metadata.totalPages).toBe(all.metadata.totalElements);
    const beyond = await get({ size: '1', page: String(all.metadata.totalElements) });
    expect(beyond.body.content.content).toEqual([]);
  });

  it('when the page or size is not a valid number, or the sort field is unknown, then 400 in Chinese', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ page: '-1' }, '页码不能小于0'],
      [{ size: '0' }, '每页条数至少为1'],
      [{ size: 'abc' }, '每页条数必须是数字'],
      [{ sort: 'password,ASC' }, ''],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      if (message) expect(res.body.message).toBe(message);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('when a filter matches nothing then an empty page (暂无数据 on the screen)', async () => {
    const res = await get(none);
    expect(res.status).toBe(200);
    expect([res.body.content.content, res.body.content.metadata.totalElements]).toEqual([[], 0]);
  });
});

describe('file limits on the content forms', () => {
  it('when a policy file is over UPLOAD_MAX_MB then 413 with the Chinese message and nothing is written', async () => {
    const before = await Promise.all(['biz_policy', 'sys_file'].map((x) => tableDigest(t.db, x)));
    const big = Buffer.concat([SAMPLE.pdf('大文件'), Buffer.alloc(1024 * 1024 + 1)]);
    const res = await t.send(ops, policyCalls.add, {
      ...form([
        { name: 'title', value: '超过大小限制的政策' },
        { name: 'type', value: '4' },
        { name: 'file', file: { fileName: '大文件.pdf', content: big } },
      ]),
    });
    expect([res.status, res.body.message]).toEqual([413, FILE_MSG.tooLarge(1)]);
    expect(await Promise.all(['biz_policy', 'sys_file'].map((x) => tableDigest(t.db, x)))).toEqual(before);
  });

  it('when a district report or daily report names a file by a path then 400 and nothing is stored', async () => {
    const before = await tableDigest(t.db, 'sys_file');
    for (const name of ['../../etc/passwd.pdf', '..\\报告.pdf', 'a/b.pdf']) {
      const res = await t.send(ops, fileStoreCalls.upload, {
        query: { name },
        ...form([{ name: 'file', file: { fileName: 'ok.pdf', content: SAMPLE.pdf() } }]),
      });
      expect([res.status, res.body.message], name).toEqual([400, FILE_MSG.badName]);
    }
    expect(await tableDigest(t.db, 'sys_file')).toBe(before);
  });
});
