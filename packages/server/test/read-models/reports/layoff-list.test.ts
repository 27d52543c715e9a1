import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportsCalls } from '@risk/shared/api/reports';
import { verificationCalls } from '@risk/shared/api/verification';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { createTestApp, injectOf, type TestApp } from '../../helpers/test-app.ts';
import { companyWithOrder } from '../../helpers/report-fixtures.ts';

let t: TestApp;
let city: string;
let chaoyang: string;
let haidian: string;
let ops: string;

type StatRow = { region: string; layoffsNum: number };
type Stats = { county: StatRow[]; city: StatRow[] };

/**
 * Orders of two districts, with and without layoffs, in statuses on and off the list. The test's own
 * count: an order is on the layoff list when the city dispatched it (0, 1, 4–9) and its form says 是.
 */
const FIXTURES: { region: string; status: number; isDownsizing: string; listed: boolean }[] = [
  { region: '朝阳区', status: S.TO_AUDIT, isDownsizing: '1', listed: true },
  { region: '朝阳区', status: S.DISPOSING, isDownsizing: '1', listed: true },
  { region: '朝阳区', status: S.ARCHIVED, isDownsizing: '1', listed: true },
  { region: '朝阳区', status: S.VERIFYING, isDownsizing: '1', listed: true },
  { region: '朝阳区', status: S.DONE, isDownsizing: '0', listed: false },
  { region: '朝阳区', status: S.REFUSED, isDownsizing: '1', listed: false },
  { region: '朝阳区', status: S.NEW, isDownsizing: '1', listed: false },
  { region: '海淀区', status: S.TO_RATE, isDownsizing: '1', listed: true },
  { region: '海淀区', status: S.TO_AUDIT, isDownsizing: '0', listed: false },
  { region: '海淀区', status: S.NOT_DISPATCHED, isDownsizing: '1', listed: false },
];
const listedIn = (region: string) => FIXTURES.filter((f) => f.region === region && f.listed).length;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [city, chaoyang, haidian, ops] = await Promise.all([
    t.login('city'),
    t.login('chaoyang'),
    t.login('haidian'),
    t.login('ops'),
  ]);
  for (const f of FIXTURES) {
    const { order } = await companyWithOrder(t.db, f.region, {
      status: f.status,
      level: '未定级',
      isDownsizing: f.isDownsizing,
    });
    ids.push(order.id);
  }
});
afterAll(() => t.close());

const reports = async (token: string, query = '') =>
  (await t.send(token, reportsCalls.layoffsReport, { query: `size=100${query}` })).body.content;
const stats = async (token: string) => (await t.send(token, verificationCalls.statistics)).body.content as Stats;
const layoffsOf = (rows: StatRow[], region: string) => rows.find((r) => r.region === region)?.layoffsNum;

describe('裁员报告 and 核实统计 裁员名单: one definition', () => {
  it('when the city reads both screens then each district counts the same layoff orders as the test', async () => {
    const all = await reports(city);
    const s = await stats(city);
    for (const region of ['朝阳区', '海淀区']) {
      const own = all.content.filter((r) => r.content.region === region).length;
      expect(own).toBe(listedIn(region));
      expect(layoffsOf(s.county, region)).toBe(listedIn(region));
      expect(layoffsOf(s.city, region)).toBe(listedIn(region));
      expect((await reports(city, `&region=${region}`)).metadata.totalElements).toBe(listedIn(region));
    }
    // several districts as repeated keys
    expect((await reports(city, '&region=朝阳区&region=海淀区')).metadata.totalElements).toBe(
      listedIn('朝阳区') + listedIn('海淀区'),
    );
    expect(all.metadata.totalElements).toBe(FIXTURES.filter((f) => f.listed).length);
    const listed = FIXTURES.flatMap((f, i) => (f.listed ? [ids[i]] : []));
    expect(all.content.map((r) => r.content.id).sort()).toEqual(listed.sort());
    // dated by the verification's submission, else its dispatch, else its creation (now, for these fixtures)
    expect((await reports(city, '&startTime=2099-01-01')).metadata.totalElements).toBe(0);
    expect((await reports(city, '&endTime=2099-01-01')).metadata.totalElements).toBe(all.metadata.totalElements);
    expect(all.content[0].content.reportName).toBe(`${all.content[0].content.companyName}裁员情况报告`);
  });

  it('when a district reads both screens then it sees its own district only, with the same count', async () => {
    const own = await reports(chaoyang);
    expect(own.metadata.totalElements).toBe(listedIn('朝阳区'));
    expect(new Set(own.content.map((r) => r.content.region))).toEqual(new Set(['朝阳区']));
    // asking for another district does not widen the scope
    expect((await reports(chaoyang, '&region=海淀区')).content.every((r) => r.content.region === '朝阳区')).toBe(true);
    expect((await reports(chaoyang, '&region=朝阳区&region=海淀区')).metadata.totalElements).toBe(listedIn('朝阳区'));
    expect((await reports(chaoyang, '&region=海淀区&region=丰台区')).metadata.totalElements).toBe(0);
    const s = await stats(chaoyang);
    expect(s.county.map((r) => r.region)).toEqual(['朝阳区', '全市']);
    expect(layoffsOf(s.county, '朝阳区')).toBe(listedIn('朝阳区'));
    expect((await reports(haidian)).metadata.totalElements).toBe(listedIn('海淀区'));
  });

  it('when a report is downloaded then its district may, another district gets 404, a role without the code 403', async () => {
    const chaoyangListed = ids[FIXTURES.findIndex((f) => f.region === '朝阳区' && f.listed)];
    const file = await t.app.inject(
      injectOf(reportsCalls.layoffsReportDownload, {
        params: { id: chaoyangListed },
        headers: { authorization: chaoyang },
      }),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('裁员情况报告.xlsx'));
    expect((await t.send(haidian, reportsCalls.layoffsReportDownload, { params: { id: chaoyangListed } })).status).toBe(
      404,
    );
    expect((await t.send(ops, reportsCalls.layoffsReportDownload, { params: { id: chaoyangListed } })).status).toBe(
      403,
    );
    // an order off the list (no layoffs reported) has no report
    const unlisted = ids[FIXTURES.findIndex((f) => f.region === '朝阳区' && f.isDownsizing === '0')];
    expect((await t.send(city, reportsCalls.layoffsReportDownload, { params: { id: unlisted } })).status).toBe(404);
  });

  it('when the query is bad then 400 with the message', async () => {
    const bad = await t.send(city, reportsCalls.layoffsReport, { query: `sort=fileName,ASC` });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('fileName');
    const long = await t.send(city, reportsCalls.layoffsReport, { query: `region=${'区'.repeat(51)}` });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('区县名称过长');
  });
});
