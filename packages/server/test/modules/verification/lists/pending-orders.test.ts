import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOf } from '@risk/shared/order-machine';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { createTestApp, tableDigest, type TestApp } from '../../../helpers/test-app.ts';
import { orderById, pushedOrder } from '../../../helpers/order-fixtures.ts';

/**
 * 待调查派单 (the hidden route verification/{status}): the city's orders of one status with
 * company name, organisation (the district) and creation time, and 派单 where the machine allows it.
 */
let t: TestApp;
let ops: string;
let city: string;
let haidian: string;
const pushed: { id: number; region: string; companyName: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian] = await Promise.all(['ops', 'city', 'haidian'].map((u) => t.login(u)));
  for (const region of ['海淀区', '朝阳区', '海淀区']) {
    const o = await pushedOrder(t, ops, region);
    pushed.push({ id: o.id, region, companyName: o.companyName });
  }
});
afterAll(() => t.close());

const byStatus = (token: string, status: string | number) =>
  t.send(token, calls.list, { query: { status: String(status), sort: 'createTime,DESC', size: '50' } });
const digest = () => tableDigest(t.db, 'risk_verification_order');

describe('待调查派单: the city list of one status', () => {
  it('when the city opens status 新建 then it lists every pushed order with name, organisation and creation time', async () => {
    const res = await byStatus(city, S.NEW);
    expect(res.status).toBe(200);
    expect(res.body.content.metadata.totalElements).toBe(pushed.length);
    const rows = res.body.content.content.map((r) => r.content);
    expect(rows.map((r) => r.id).sort()).toEqual(pushed.map((p) => p.id).sort());
    for (const p of pushed) {
      const row = rows.find((r) => r.id === p.id)!;
      expect(row).toMatchObject({ companyName: p.companyName, region: p.region, status: S.NEW });
      expect(Number.isNaN(Date.parse(row.createTime))).toBe(false);
    }
    // newest first by creation time
    const times = rows.map((r) => Date.parse(r.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('when the city dispatches from it then the order leaves 新建 for 待接单', async () => {
    const [first] = pushed;
    const res = await t.send(city, calls.dispatch, { body: { ids: [first.id] } });
    expect(res.status).toBe(200);
    expect((await orderById(t.db, first.id)).status).toBe(S.DISPATCHED);
    const left = await byStatus(city, S.NEW);
    expect(left.body.content.content.map((r) => r.content.id)).not.toContain(first.id);
    expect(left.body.content.metadata.totalElements).toBe(pushed.length - 1);
    const sent = await byStatus(city, S.DISPATCHED);
    expect(sent.body.content.content.map((r) => r.content.id)).toEqual([first.id]);
  });

  it('when a role without verification codes lists or a district dispatches then 403 and nothing changes', async () => {
    expect((await byStatus(ops, S.NEW)).status).toBe(403);
    const before = await digest();
    const res = await t.send(haidian, calls.dispatch, { body: { ids: [pushed[1].id] } });
    expect(res.status).toBe(403);
    expect(await digest()).toBe(before);
  });

  it('when the status or the ids are bad then 400 with the message and nothing changes', async () => {
    const word = await byStatus(city, 'abc');
    expect(word.status).toBe(400);
    expect(word.body.message).toContain('状态必须是数字');
    const unknown = await byStatus(city, 12);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('状态不存在');
    const before = await digest();
    const empty = await t.send(city, calls.dispatch, { body: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBeTruthy();
    expect(await digest()).toBe(before);
  });

  it('when an order is no longer with the city then 派单 answers the spec message and nothing changes', async () => {
    const before = await digest();
    const res = await t.send(city, calls.dispatch, { body: { ids: [pushed[0].id] } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toBe(refusalOf('dispatch', S.DISPATCHED));
    expect(res.body.message).toBe('只有新建、已撤回或已退单的工单才能派单');
    expect(await digest()).toBe(before);
  });
});
