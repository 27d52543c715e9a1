import { riskInfoCalls } from '@risk/shared/api/riskInfo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { MONITOR_CONFIG_MSG } from '@risk/shared/schemas/monitor-config';
import { riskDimensionCalls as calls } from '@risk/shared/api/content';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { poolEntry } from '../../helpers/pool-fixtures.ts';

// risk information's add, until its table is written (the riskInfo area)
const configs = [
  { keyWorth: 'layoffsNum', type: 'number', displayName: '裁员人数', defaultValue: '0' },
  { keyWorth: 'plan', type: 'select', displayName: '是否有计划', defaultValue: '是,否' },
];

let t: TestApp;
let ops: string;
let city: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city] = await Promise.all([t.login('ops'), t.login('city')]);
});
afterAll(() => t.close());

const digest = async () => [
  await tableDigest(t.db, 'risk_dimension'),
  await tableDigest(t.db, 'risk_dimension_config'),
];

describe('风险维度', () => {
  let id = 0;

  it('when ops adds a dimension with its configuration then it lists 禁用 with the rows in order, and only enabling offers it to risk information', async () => {
    const res = await t.send(ops, calls.add, { body: { name: '用工测试维度', type: '2', configs } });
    expect([res.status, res.body.message]).toEqual([200, MSG.added]);
    id = res.body.content.id;
    await t.send(ops, calls.add, { body: { name: '经营测试维度', type: '1', configs: [] } });
    const list = await t.send(ops, calls.list, { query: { name: '测试维度', sort: 'name,ASC' } });
    expect(list.body.content.metadata.totalElements).toBe(2);
    const mine = list.body.content.content.find((c) => c.content.id === id)!.content;
    expect(mine).toMatchObject({ name: '用工测试维度', type: '2', status: false, configs });
    expect((await t.send(city, calls.enabled)).body.content).not.toContain('用工测试维度');

    const on = await t.send(ops, calls.toggle, { params: { id } });
    expect([on.status, on.body.message, on.body.content.status]).toEqual([200, '启用成功', true]);
    expect((await t.send(city, calls.enabled)).body.content).toEqual(['用工测试维度']);
    const enabled = await t.send(ops, calls.list, { query: { status: 'true' } });
    expect(enabled.body.content.content.map((c) => c.content.name)).toEqual(['用工测试维度']);
    expect((await t.send(ops, calls.list, { query: { sort: 'createBy,ASC' } })).status).toBe(400);
  });

  it('when a configuration row breaks a rule then 400 with its message and nothing is written', async () => {
    const before = await digest();
    const cases: [object, string][] = [
      [{ name: '', type: '1', configs }, `名称${MSG.required}`],
      [{ name: '新维度', type: '9', configs }, '类型不在字典“风险维度类型”（riskDimension_type）中'],
      [{ name: '用工测试维度', type: '2', configs }, MONITOR_CONFIG_MSG.dimensionNameTaken],
      [
        { name: '新维度', type: '1', configs: [{ ...configs[0], keyWorth: 'key值1' }] },
        MONITOR_CONFIG_MSG.keyWorthLetters,
      ],
      [{ name: '新维度', type: '1', configs: [configs[0], configs[0]] }, MONITOR_CONFIG_MSG.keyWorthUnique],
      [{ name: '新维度', type: '1', configs: [{ ...configs[0], displayName: ' ' }] }, MSG.formHasEmpty],
      [{ name: '新维度', type: '1', configs: [{ ...configs[0], type: '' }] }, MSG.formHasEmpty],
      [{ name: '新维度', type: '1', configs: [{ ...configs[1], defaultValue: '' }] }, MSG.formHasEmpty],
    ];
    for (const [body, message] of cases) {
      const res = await t.send(ops, calls.add, { body });
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await digest()).toEqual(before);
  });

  it('when ops edits the configuration then the rows are replaced; deleting removes the dimension and its rows', async () => {
    const edit = await t.send(ops, calls.edit, {
      body: { id, name: '用工测试维度', type: '2', configs: [configs[1]] },
    });
    expect(edit.status).toBe(200);
    expect((await t.send(ops, calls.detail, { params: { id } })).body.content.configs).toEqual([configs[1]]);
    const off = await t.send(ops, calls.toggle, { params: { id } });
    expect([off.body.message, off.body.content.status]).toEqual(['禁用成功', false]);
    expect((await t.send(ops, calls.remove, { body: [id] })).status).toBe(200);
    expect((await t.send(ops, calls.detail, { params: { id } })).status).toBe(404);
    expect((await t.send(ops, calls.toggle, { params: { id } })).status).toBe(404);
  });

  it('when the city writes then 403 and nothing changes', async () => {
    const before = await digest();
    expect((await t.send(city, calls.add, { body: { name: '市级维度', type: '1', configs: [] } })).status).toBe(403);
    expect((await t.send(city, calls.toggle, { params: { id: 1 } })).status).toBe(403);
    expect((await t.send(city, calls.remove, { body: [1] })).status).toBe(403);
    expect(await digest()).toEqual(before);
  });

  it('when risk information names a dimension that is not enabled then 400 and nothing is written', async () => {
    const company = await poolEntry(t.db, { companyName: '北京维度校验测试有限公司' });
    const before = await tableDigest(t.db, 'risk_company_info');
    const res = await t.send(ops, riskInfoCalls.create, {
      body: {
        riskCompanyId: company.id,
        riskPoint: '1',
        riskDegree: 1,
        category: '1',
        content: '测试',
        riskDimensionName: '未启用的维度',
      },
    });
    expect([res.status, res.body.message]).toEqual([400, MONITOR_CONFIG_MSG.dimensionNotEnabled]);
    expect(await tableDigest(t.db, 'risk_company_info')).toBe(before);
  });
});
