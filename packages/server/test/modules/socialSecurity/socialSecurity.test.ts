import { verificationCalls } from '@risk/shared/api/verification';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { SOCIAL_IMPORT_HEADERS } from '@risk/shared/schemas/monitor-config';
import { perMonth, SOCIAL_MONTHS, socialMonthHeader } from '@risk/shared/social-months';
import { socialSecurityCalls as calls } from '@risk/shared/api/socialSecurity';
import { registryCalls } from '@risk/shared/api/registry';
import { role } from '../../../src/db/schema/system.ts';
import { MASKED_PHONE_MESSAGE } from '../../../src/modules/socialSecurity/spreadsheet.ts';
import { verificationOrder } from '../../../src/db/schema/verification.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { creditCode, poolEntry } from '../../helpers/pool-fixtures.ts';
import { multipart, readXlsx, xlsx } from '../users/multipart.ts';
import { importThroughJob } from '../../helpers/import-job.ts';

const HEADERS: string[] = Object.values(SOCIAL_IMPORT_HEADERS);

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;

beforeAll(async () => {
  t = await createTestApp();
  // the district role reads its district's social data in this test (the default menu gives the screen to operations)
  await t.db
    .update(role)
    .set({ permissions: sql`array_append(${role.permissions}, 'socialSecurity:upload')` })
    .where(eq(role.name, '区人社局'));
  [ops, city, haidian] = await Promise.all([t.login('ops'), t.login('city'), t.login('haidian')]);
});
afterAll(() => t.close());

const upload = async (token: string, rows: (string | number | null)[][], headers = HEADERS) =>
  importThroughJob(t, token, calls.importExcel, multipart('社保数据.xlsx', await xlsx(headers, rows)));
const list = (token: string, query: Record<string, string> = {}) => t.send(token, calls.list, { query });
const digest = () => tableDigest(t.db, 'social_security');
/** The reductions over the last 1 … 12 months of a row whose 3-month reduction is `march`. */
const reductionsWith = (march: number | string) => SOCIAL_MONTHS.map((m) => (m.months === 3 ? march : m.months));
/** One template row: code, name, district, contacts, month, the headcount and the twelve reductions. */
const line = (
  code: string,
  name: string,
  region: string,
  month: string,
  now: number,
  march: number,
  reductions: (number | string)[] = reductionsWith(march),
) => [
  code,
  name,
  region,
  '张法人',
  '13812345678',
  '李联系',
  '13987654321',
  '王经办',
  '13711112222',
  month,
  now,
  ...reductions,
];

describe('社保数据', () => {
  const haidianCode = creditCode();
  const chaoyangCode = creditCode();

  it('when the template is downloaded then its headers are the import columns', async () => {
    const res = await t.send(ops, calls.template);
    expect(res.status).toBe(200);
    expect((await readXlsx(res.raw.rawPayload))[0]).toEqual(HEADERS);
  });

  it('when ops imports months of two companies then the list shows them newest first with phones masked, searchable by credit code', async () => {
    const res = await upload(ops, [
      line(haidianCode, '北京海淀社保测试有限公司', '海淀区', '2026-08', 120, 4),
      line(haidianCode, '北京海淀社保测试有限公司', '海淀区', '2026-09', 110, 12),
      line(chaoyangCode, '北京朝阳社保测试有限公司', '朝阳区', '2026-09', 50, 0),
    ]);
    expect([res.status, res.body.message, res.body.content.created]).toEqual([200, MSG.imported(3), 3]);
    const all = await list(ops);
    expect(all.body.content.metadata.totalElements).toBe(3);
    const first = all.body.content.content[0].content;
    expect(first.month).toBe('2026-09');
    expect(first.legalPersonPhone).toBe('138****5678');
    expect(first.relationManner).toBe('139****4321');
    const found = await list(ops, { creditCode: haidianCode.toLowerCase() });
    expect(found.body.content.content.map((c) => [c.content.month, c.content.currentMonth, c.content.march])).toEqual([
      ['2026-09', 110, 12],
      ['2026-08', 120, 4],
    ]);
    expect((await list(ops, { creditCode: '91110000000000000X' })).body.content.metadata.totalElements).toBe(0);
    expect((await list(ops, { sort: 'month,ASC' })).body.content.content[0].content.month).toBe('2026-08');
    expect((await list(ops, { sort: 'legalPerson,ASC' })).status).toBe(400);
  });

  it('when a month is imported again then it is replaced, not doubled', async () => {
    const res = await upload(ops, [line(chaoyangCode, '北京朝阳社保测试有限公司', '朝阳区', '2026-09', 45, 5)]);
    expect(res.status).toBe(200);
    const rows = (await list(ops, { creditCode: chaoyangCode })).body.content.content.map((c) => c.content);
    expect(rows.map((r) => [r.month, r.currentMonth, r.march])).toEqual([['2026-09', 45, 5]]);
  });

  it('when the headers are wrong, a cell is empty or a count is not a number then 400 in Chinese and nothing is written', async () => {
    const before = await digest();
    const wrong = await upload(
      ops,
      [line(haidianCode, '甲', '海淀区', '2026-10', 1, 1)],
      [...HEADERS.slice(0, -1), '三个月减员'],
    );
    expect([wrong.status, wrong.body.message]).toEqual([400, MSG.wrongColumns(HEADERS.join('、'))]);
    const bad = await upload(ops, [
      line(haidianCode, '', '海淀区', '2026-10', 10, 1),
      line(haidianCode, '北京海淀社保测试有限公司', '海淀区', '2026/13', -1, 1.5),
      line('123', '北京海淀社保测试有限公司', '上海市', '2026-10', 10, 1),
    ]);
    expect([bad.status, bad.body.message]).toEqual([400, MSG.importRefused(bad.body.content.refused.length)]);
    const reasons = bad.body.content.refused.map((r) => `${r.row}/${r.column}/${r.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        `2/企业名称/企业名称${MSG.required}`,
        '3/月份/月份格式应为 yyyy-MM',
        '3/当月参保人数/请输入正整数或0',
        '3/近3个月减员人数/请输入正整数或0',
        '4/所属区县/所属区县不是北京市的区县',
      ]),
    );
    expect(await digest()).toBe(before);
  });

  it('when the city (no socialSecurity code) reads or imports then 403; a district user with it sees only their district', async () => {
    const before = await digest();
    expect((await list(city)).status).toBe(403);
    expect((await upload(city, [line(haidianCode, '甲', '海淀区', '2026-10', 1, 1)])).status).toBe(403);
    expect(await digest()).toBe(before);
    const mine = await list(haidian);
    expect(mine.body.content.content.map((c) => c.content.region)).toEqual(['海淀区', '海淀区']);
    expect((await list(haidian, { region: '朝阳区' })).body.content.metadata.totalElements).toBe(0);
  });

  it('when the city opens the pending-dispatch list then 社保变化 is the latest imported month of the company', async () => {
    const pool = await poolEntry(t.db, { companyName: '北京海淀社保测试有限公司', creditCode: haidianCode });
    const [order] = await t.db
      .insert(verificationOrder)
      .values({
        riskCompanyId: pool.id,
        companyName: pool.companyName,
        creditCode: haidianCode,
        region: '海淀区',
        status: 10,
      })
      .returning();
    const res = await t.send(city, verificationCalls.list, { query: { tab: 'New', companyName: '海淀社保测试' } });
    const row = res.body.content.content.find((c) => c.content.id === order.id)!.content;
    expect(row.socialChange).toEqual({ currentSocial: 110, threeLayoffsNum: 12 });
  });

  it('when a month with twelve reductions is imported then the list and the company detail answer them as imported', async () => {
    const code = creditCode();
    const twelve = [3, 5, 8, 8, 11, 13, 13, 16, 20, 21, 21, 25];
    const res = await upload(ops, [line(code, '北京十二月社保测试有限公司', '海淀区', '2026-10', 300, 8, twelve)]);
    expect([res.status, res.body.content.created]).toEqual([200, 1]);
    const [row] = (await list(ops, { creditCode: code })).body.content.content.map((c) => c.content);
    expect(SOCIAL_MONTHS.map((m) => row[m.field])).toEqual(twelve);
    const detail = await t.send(ops, registryCalls.social, { params: { creditCode: code } });
    expect(detail.status).toBe(200);
    expect(detail.body.content).toEqual({
      currentSocial: 300,
      ...perMonth('detail', (m) => twelve[m.months - 1]),
    });
    // not left behind for the district's list below
    await t.db.execute(sql`delete from social_security where credit_code = ${code}`);
  });

  it('when a reduction is missing, negative or not a whole number then its row and column are reported and nothing is written', async () => {
    const before = await digest();
    const twelve: (number | string)[] = reductionsWith(2);
    twelve[6] = -3;
    twelve[10] = 2.5;
    twelve[11] = '';
    const res = await upload(ops, [
      line(haidianCode, '北京海淀社保测试有限公司', '海淀区', '2026-11', 100, 2),
      line(haidianCode, '北京海淀社保测试有限公司', '海淀区', '2026-12', 100, 2, twelve),
    ]);
    expect([res.status, res.body.message]).toEqual([400, MSG.importRefused(3)]);
    expect(res.body.content.refused.map((r) => `${r.row}/${r.column}/${r.reason}`)).toEqual([
      `3/${socialMonthHeader(7)}/请输入正整数或0`,
      `3/${socialMonthHeader(11)}/请输入正整数或0`,
      `3/${socialMonthHeader(12)}/${socialMonthHeader(12)}${MSG.required}`,
    ]);
    expect(await digest()).toBe(before);
  });

  it('when the list is exported then the file holds the rows the list answers under the same filters and district, phones masked', async () => {
    const listed = (await list(ops, { creditCode: haidianCode, size: '100' })).body.content;
    const res = await t.send(ops, calls.download, { query: { creditCode: haidianCode } });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readXlsx(res.raw.rawPayload);
    expect(sheet[0]).toEqual([...HEADERS, '导入时间']);
    expect(sheet.length - 1).toBe(listed.metadata.totalElements);
    expect(sheet.slice(1).map((r) => [r[0], r[9], r[10]])).toEqual(
      listed.content.map((c) => [c.content.creditCode, c.content.month, String(c.content.currentMonth)]),
    );
    expect(sheet[1][4]).toBe('138****5678');
    expect(sheet[1][6]).toBe('139****4321');
    expect(sheet[1][8]).toBe('137****2222');
    // a district exports its own district only; the city has no code
    const mine = await readXlsx((await t.send(haidian, calls.download)).raw.rawPayload);
    expect(new Set(mine.slice(1).map((r) => r[2]))).toEqual(new Set(['海淀区']));
    expect(mine.length - 1).toBe((await list(haidian)).body.content.metadata.totalElements);
    expect((await t.send(city, calls.download)).status).toBe(403);
    expect((await t.send(ops, calls.download, { query: { sort: 'legalPerson,ASC' } })).status).toBe(400);
  });

  it('when an import holds text that looks like a formula then the export neutralises every such cell', async () => {
    const code = creditCode();
    const row = line(code, '=HYPERLINK("http://evil.example","点我")', '海淀区', '2026-07', 30, 1);
    row[3] = '+1+1';
    row[5] = '-2+3';
    row[7] = '@SUM(1,2)';
    expect((await upload(ops, [row])).status).toBe(200);
    const sheet = await readXlsx((await t.send(ops, calls.download, { query: { creditCode: code } })).raw.rawPayload);
    expect(sheet).toHaveLength(2);
    expect([sheet[1][1], sheet[1][3], sheet[1][5], sheet[1][7]]).toEqual([
      `'=HYPERLINK("http://evil.example","点我")`,
      "'+1+1",
      "'-2+3",
      "'@SUM(1,2)",
    ]);
  });

  it('when a file holds the same company and month twice then the repeat is refused with the first row and nothing is written', async () => {
    const before = await digest();
    const code = creditCode();
    const res = await upload(ops, [
      line(code, '北京重复社保测试有限公司', '海淀区', '2026-10', 10, 1),
      line(code, '北京重复社保测试有限公司', '海淀区', '2026-09', 10, 1),
      line(code.toLowerCase(), '北京重复社保测试有限公司', '海淀区', '2026-10', 12, 2),
    ]);
    expect([res.status, res.body.message]).toEqual([400, MSG.importRefused(1)]);
    expect(res.body.content.refused.map((r) => `${r.row}/${r.column}/${r.reason}`)).toEqual([
      '4/月份/与第 2 行是同一企业的同一月份',
    ]);
    expect(await digest()).toBe(before);
  });

  it('when a repeat comes after the first batch was written then the report answers and the batch is rolled back', async () => {
    const before = await digest();
    const codes = Array.from({ length: 5_001 }, () => creditCode());
    const rows = codes.map((c) => line(c, '北京分批社保测试有限公司', '朝阳区', '2026-06', 10, 1));
    rows.push(line(codes[0], '北京分批社保测试有限公司', '朝阳区', '2026-06', 11, 1));
    const res = await upload(ops, rows);
    expect([res.status, res.body.message]).toEqual([400, MSG.importRefused(1)]);
    expect(res.body.content.refused).toEqual([
      { row: rows.length + 1, column: '月份', reason: '与第 2 行是同一企业的同一月份' },
    ]);
    expect(res.job?.progress.read).toBe(rows.length);
    expect(await digest()).toBe(before);
  }, 120_000);

  it('when an import holds a masked phone (an export sent back) then the row is refused and nothing is written', async () => {
    const before = await digest();
    const row = line(haidianCode, '北京海淀社保测试有限公司', '海淀区', '2026-10', 100, 1);
    row[4] = '138****5678';
    const res = await upload(ops, [row]);
    expect(res.status).toBe(400);
    expect(res.body.content.refused.map((r) => `${r.row}/${r.column}/${r.reason}`)).toEqual([
      `2/法人联系电话/法人联系电话${MASKED_PHONE_MESSAGE}`,
    ]);
    expect(await digest()).toBe(before);
  });
});
