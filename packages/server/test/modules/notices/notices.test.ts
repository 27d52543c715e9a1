import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { noticeCalls as calls } from '@risk/shared/api/notices';
import { verificationCalls as orders } from '@risk/shared/api/verification';
import { user } from '../../../src/db/schema/system.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { FORM, pushedOrder } from '../../helpers/order-fixtures.ts';

let t: TestApp;
let ops: string;
let city: string;
let city2: string;
let haidian: string;
let chaoyang: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, city2, haidian, chaoyang] = await Promise.all(
    ['ops', 'city', 'city2', 'haidian', 'chaoyang'].map((u) => t.login(u)),
  );
});
afterAll(() => t.close());

const mine = async (token: string, query: Record<string, string> = {}) =>
  (await t.send(token, calls.list, { query: { size: '100', ...query } })).body.content.content.map((c) => c.content);

describe('notices', () => {
  it('when the city dispatches then only the district of the order is told; a refusal tells every city user', async () => {
    const order = await pushedOrder(t, ops);
    await t.send(city, orders.dispatch, { body: { ids: [order.id] } });
    expect((await mine(haidian)).filter((n) => n.noticeBody.includes(order.companyName))).toHaveLength(1);
    expect((await mine(chaoyang)).filter((n) => n.noticeBody.includes(order.companyName))).toHaveLength(0);
    await t.send(haidian, orders.refuse, { params: { id: order.id }, body: { reason: '不在本区' } });
    for (const token of [city, city2])
      expect((await mine(token)).filter((n) => n.noticeBody.includes(order.companyName))).toHaveLength(1);
    expect((await mine(haidian)).filter((n) => n.noticeBody.includes('不在本区'))).toHaveLength(0);
  });

  it('when a user marks read or deletes then only their own notices change; another user’s ids answer 404 and delete nothing', async () => {
    const [first] = await mine(haidian, { status: '0' });
    expect(first).toBeDefined();
    const read = await t.send(haidian, calls.markRead, { body: { ids: [first.id] } });
    expect(read.status).toBe(200);
    expect((await mine(haidian, { status: '0' })).map((n) => n.id)).not.toContain(first.id);

    const before = await tableDigest(t.db, 'sys_notice');
    expect((await t.send(chaoyang, calls.markRead, { body: { ids: [first.id] } })).body.content).toEqual({ read: 0 });
    const foreign = await t.send(chaoyang, calls.remove, { body: { ids: [first.id] } });
    expect([foreign.status, foreign.body.message]).toEqual([404, MSG.notFound]);
    expect(await tableDigest(t.db, 'sys_notice')).toBe(before);

    const deleted = await t.send(haidian, calls.remove, { body: { ids: [first.id] } });
    expect(deleted.status).toBe(200);
    expect((await mine(haidian)).map((n) => n.id)).not.toContain(first.id);
  });

  it('when a district submits, the city returns, passes and rates then each step tells the receiving side only', async () => {
    const order = await pushedOrder(t, ops);
    await t.send(city, orders.dispatch, { body: { ids: [order.id] } });
    await t.send(haidian, orders.take, { params: { id: order.id } });
    const submit = () => t.send(haidian, orders.saveForm, { body: { orderId: order.id, submit: true, ...FORM } });
    const users = { city, city2, haidian, chaoyang };
    // review pass hands no work to anyone: the city rates it itself
    const STEPS: {
      step: string;
      act: () => ReturnType<TestApp['post']>;
      told: (keyof typeof users)[];
      says: string;
    }[] = [
      { step: '提交核实', act: submit, told: ['city', 'city2'], says: '请审核' },
      {
        step: '审核退回',
        act: () =>
          t.send(city, orders.review, {
            params: { id: order.id },
            body: { pass: false, auditExplain: '请核对裁员人数' },
          }),
        told: ['haidian'],
        says: '请核对裁员人数',
      },
      { step: '再次提交', act: submit, told: ['city', 'city2'], says: '请审核' },
      {
        step: '审核通过',
        act: () => t.send(city, orders.review, { params: { id: order.id }, body: { pass: true } }),
        told: [],
        says: '',
      },
      {
        step: '预警定级',
        act: () => t.send(city, orders.rate, { params: { id: order.id }, body: { level: '二级' } }),
        told: ['haidian'],
        says: '二级',
      },
    ];
    const aboutOrder = async (token: string) =>
      (await mine(token)).filter((n) => n.noticeBody.includes(order.companyName));
    for (const { step, act, told, says } of STEPS) {
      const before = Object.fromEntries(
        await Promise.all(
          Object.entries(users).map(async ([name, token]) => [name, (await aboutOrder(token)).map((n) => n.id)]),
        ),
      );
      expect((await act()).status, step).toBe(200);
      for (const [name, token] of Object.entries(users)) {
        const added = (await aboutOrder(token)).filter((n) => !before[name].includes(n.id));
        expect(added.length, `${step} → ${name}`).toBe(told.includes(name as keyof typeof users) ? 1 : 0);
        for (const n of added) expect([n.status, n.noticeBody.includes(says)], `${step} → ${name}`).toEqual([0, true]);
      }
    }
  });

  it('when not signed in then 401; a bad status filter answers 400', async () => {
    expect((await t.send(null, calls.list)).status).toBe(401);
    expect((await t.send(haidian, calls.list, { query: { status: '7' } })).status).toBe(400);
  });

  it('when the administrator names a receiver then that user’s notices are listed; anyone else naming one still sees only their own', async () => {
    const order = await pushedOrder(t, ops);
    await t.send(city, orders.dispatch, { body: { ids: [order.id] } });
    const [haidianUser] = await t.db.select({ id: user.id }).from(user).where(eq(user.username, 'haidian'));
    const admin = await t.login('admin');
    const seen = await mine(admin, { acceptUserId: String(haidianUser.id) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((n) => n.acceptUserId === haidianUser.id)).toBe(true);
    expect(seen.map((n) => n.id).sort()).toEqual((await mine(haidian)).map((n) => n.id).sort());
    const spying = await mine(chaoyang, { acceptUserId: String(haidianUser.id) });
    expect(spying.every((n) => n.acceptUser !== seen[0].acceptUser)).toBe(true);

    const unread = seen.find((n) => n.status === 0)!;
    const opened = await t.send(admin, calls.detail, { params: { id: unread.id } });
    expect(opened.status).toBe(200);
    expect((await mine(haidian, { status: '0' })).map((n) => n.id)).toContain(unread.id);
    expect((await t.send(chaoyang, calls.detail, { params: { id: unread.id } })).status).toBe(404);
    expect((await t.send(haidian, calls.detail, { params: { id: unread.id } })).body.content.status).toBe(1);
    const bad = await t.send(admin, calls.list, { query: { acceptUserId: 'abc' } });
    expect(bad.status).toBe(400);
  });
});
