import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolCalls } from '@risk/shared/api/pool';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { companyWithOrder } from '../../helpers/report-fixtures.ts';

const { addLayoffStatistics: add, layoffStatistics: view } = poolCalls;
let t: TestApp;
let haidian: string;
let city: string;
let ops: string;

const entry = (riskCompanyId: number, statDate: string, actualNum: number) => ({
  riskCompanyId,
  statDate,
  planNum: 40,
  actualNum,
  standardNum: actualNum / 2,
  noCompensationNum: actualNum / 4,
  otherNum: actualNum / 4,
  remark: null,
});

beforeAll(async () => {
  t = await createTestApp();
  [haidian, city, ops] = await Promise.all([t.login('haidian'), t.login('city'), t.login('ops')]);
}, 60_000);
afterAll(() => t?.close());

describe('LayoffsStatisticsInfo', () => {
  it('when a district adds entries of its company then the rows come by date and the ratios are of the latest one, with a log entry', async () => {
    const { company } = await companyWithOrder(t.db, '海淀区', { status: 7, level: '二级' });
    const empty = await t.send(haidian, view, { params: { riskCompanyId: company.id } });
    expect(empty.body.content).toEqual({
      rows: [],
      innerDTOS: { isDownsizingRatio: 0, noDownsizingRatio: 0, otherRatio: 0 },
      outerDTOS: [
        { status: '实际裁员', total: 0 },
        { status: '计划未裁', total: 0 },
      ],
    });

    expect((await t.send(haidian, add, { body: entry(company.id, '2025-06-20', 20) })).status).toBe(200);
    expect((await t.send(haidian, add, { body: entry(company.id, '2025-06-01', 8) })).status).toBe(200);
    const seen = await t.send(city, view, { params: { riskCompanyId: company.id } });
    expect(seen.body.content.rows.map((r) => r.statDate)).toEqual(['2025-06-01', '2025-06-20']);
    expect(seen.body.content.innerDTOS).toEqual({ isDownsizingRatio: 0.5, noDownsizingRatio: 0.25, otherRatio: 0.25 });
    expect(seen.body.content.outerDTOS).toEqual([
      { status: '实际裁员', total: 20 },
      { status: '计划未裁', total: 20 },
    ]);
    const logs = (
      (await t.db.execute(
        `select count(*)::int as n from sys_operation_log where module = '裁员统计' and success`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(logs[0].n).toBe(2);
  });

  it('when the company is of another district, the body breaks a rule or the role lacks the code then 404, 400, 403 and nothing is stored', async () => {
    const { company } = await companyWithOrder(t.db, '朝阳区', { status: 7, level: '二级' });
    expect((await t.send(haidian, add, { body: entry(company.id, '2025-06-20', 20) })).status).toBe(404);
    expect((await t.send(haidian, view, { params: { riskCompanyId: company.id } })).status).toBe(404);
    const tooMany = await t.send(await t.login('chaoyang'), add, {
      body: { ...entry(company.id, '2025-06-20', 4), standardNum: 5 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('补偿方式人数之和不能大于实际裁员人数');
    expect((await t.send(ops, add, { body: entry(company.id, '2025-06-20', 20) })).status).toBe(403);
    const rows = (
      (await t.db.execute(
        `select count(*)::int as n from risk_layoff_statistics where risk_company_id = ${company.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(rows[0].n).toBe(0);
  });
});
