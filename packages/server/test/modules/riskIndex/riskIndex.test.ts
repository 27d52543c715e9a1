import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { MONITOR_CONFIG_MSG } from '@risk/shared/schemas/monitor-config';
import { riskIndexCalls as calls } from '@risk/shared/api/content';
import { riskIndexSeries } from '../../../src/modules/riskIndex/service.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';

const row = (year: number, quarterly: number, v = 80) => ({
  year,
  quarterly,
  fissIndex: v,
  fiseIndex: v - 1.5,
  esIndex: v + 2.25,
  eeIndex: v + 1,
});

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian] = await Promise.all([t.login('ops'), t.login('city'), t.login('haidian')]);
});
afterAll(() => t.close());

const list = (token: string, query: Record<string, string | string[]> = {}) => t.send(token, calls.list, { query });

describe('风险指数', () => {
  it('when ops adds the quarters of two years then the list pages, filters by year and quarter, and sorts by the whitelist', async () => {
    const periods: [number, number][] = [];
    for (const year of [2024, 2025]) for (const q of [1, 2, 3, 4]) periods.push([year, q]);
    for (const [i, [y, q]] of periods.entries()) {
      const res = await t.send(ops, calls.add, { body: row(y, q, 70 + i) });
      expect([res.status, res.body.message]).toEqual([200, MSG.added]);
    }
    const all = await list(city, { size: '5', sort: 'year,ASC' });
    expect(all.status).toBe(200);
    expect(all.body.content.metadata.totalElements).toBe(periods.length);
    expect(all.body.content.content).toHaveLength(5);
    expect(all.body.content.content[0].content.year).toBe(2024);
    const q3 = await list(city, { year: '2025', quarterly: '3' });
    expect(q3.body.content.content.map((c) => c.content)).toMatchObject([{ year: 2025, quarterly: 3, fissIndex: 76 }]);
    const bad = await list(city, { sort: 'createBy,DESC' });
    expect([bad.status, bad.body.message]).toEqual([400, MSG.unknownSort('createBy')]);
    const none = await list(city, { year: '2030' });
    expect(none.body.content.metadata.totalElements).toBe(0);
    // the read model's series: period order, oldest first
    const series = await riskIndexSeries(t.db, { fromYear: 2025 });
    expect(series.map((r) => r.quarterly)).toEqual([1, 2, 3, 4]);
  });

  it('when the same year and quarter is added again, or a field is empty or not a positive integer, then 400 in Chinese and nothing is written', async () => {
    const before = await tableDigest(t.db, 'risk_index');
    const cases: [object, string][] = [
      [row(2024, 1), MONITOR_CONFIG_MSG.riskIndexTaken],
      [{ ...row(2026, 1), year: undefined }, `年份${MSG.required}`],
      [{ ...row(2026, 1), year: 2026.5 }, MSG.positiveInteger],
      [{ ...row(2026, 1), year: -3 }, MSG.positiveInteger],
      [{ ...row(2026, 1), quarterly: 5 }, '季度只能是第一季度至第四季度'],
      [{ ...row(2026, 1), fissIndex: 101 }, MONITOR_CONFIG_MSG.indexRange],
      [{ ...row(2026, 1), eeIndex: undefined }, `就业满意度指数${MSG.required}`],
    ];
    for (const [body, message] of cases) {
      const res = await t.send(ops, calls.add, { body });
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await tableDigest(t.db, 'risk_index')).toBe(before);
  });

  it('when ops edits and deletes then the row changes and goes; editing onto a taken period is refused', async () => {
    const [first, second] = (await list(ops, { year: '2024', sort: 'quarterly,ASC' })).body.content.content.map(
      (c) => c.content,
    );
    const edit = await t.send(ops, calls.edit, { body: { id: first.id, ...row(2024, 1, 90) } });
    expect([edit.status, edit.body.message]).toEqual([200, MSG.updated]);
    expect((await t.send(ops, calls.detail, { params: { id: first.id } })).body.content.fissIndex).toBe(90);
    const taken = await t.send(ops, calls.edit, { body: { id: first.id, ...row(2024, 2) } });
    expect([taken.status, taken.body.message]).toEqual([400, MONITOR_CONFIG_MSG.riskIndexTaken]);
    const del = await t.send(ops, calls.remove, { body: [second.id] });
    expect(del.status).toBe(200);
    expect((await t.send(ops, calls.detail, { params: { id: second.id } })).status).toBe(404);
    const empty = await t.send(ops, calls.remove, { body: [] });
    expect([empty.status, empty.body.message]).toEqual([400, '请选择要操作的数据']);
  });

  it('when the city or a district (without riskIndex codes) writes then 403 and nothing changes; both may read', async () => {
    const before = await tableDigest(t.db, 'risk_index');
    for (const token of [city, haidian]) {
      expect((await t.send(token, calls.add, { body: row(2026, 2) })).status).toBe(403);
      expect((await t.send(token, calls.remove, { body: [1] })).status).toBe(403);
      expect((await list(token)).status).toBe(200);
    }
    expect(await tableDigest(t.db, 'risk_index')).toBe(before);
  });
});
