import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { TIMELINESS_MSG } from '@risk/shared/schemas/timeliness';
import { DEFAULT_TIME_LIMITS, stepDeadline } from '@risk/shared/timeliness';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { notice } from '../../../../src/db/schema/notices.ts';
import { holidayCalendar } from '../../../../src/modules/holidays/service.ts';
import { orderUrge } from '../../../../src/db/schema/timeliness.ts';
import { orderAudit } from '../../../../src/db/schema/verification.ts';
import { createTestApp, tableDigest, type TestApp } from '../../../helpers/test-app.ts';
import { FORM, orderById, pushedOrder } from '../../../helpers/order-fixtures.ts';

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;
let chaoyang: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian, chaoyang] = await Promise.all(['ops', 'city', 'haidian', 'chaoyang'].map((u) => t.login(u)));
});
afterAll(() => t.close());

const TABLES = ['risk_verification_order', 'risk_order_urge', 'risk_order_audit', 'sys_notice', 'sys_operation_log'];
const digest = async () => (await Promise.all(TABLES.map((x) => tableDigest(t.db, x)))).join('/');

async function dispatched() {
  const { id } = await pushedOrder(t, ops);
  expect((await t.send(city, calls.dispatch, { body: { ids: [id] } })).status).toBe(200);
  return id;
}

describe('deadline on step changes', () => {
  it('when the city dispatches then the take deadline; the take keeps the dispatch as the verify clock; submission clears it', async () => {
    const id = await pushedOrder(t, ops).then((o) => o.id);
    expect((await orderById(t.db, id)).deadline).toBeNull();
    await t.send(city, calls.dispatch, { body: { ids: [id] } });
    const cal = await holidayCalendar(t.db);
    const sent = await orderById(t.db, id);
    expect(sent.deadline?.toISOString()).toBe(
      stepDeadline(sent.dispatchTime!, DEFAULT_TIME_LIMITS.take, cal).toISOString(),
    );
    await t.send(haidian, calls.take, { params: { id } });
    const taken = await orderById(t.db, id);
    expect(taken.deadline?.toISOString()).toBe(
      stepDeadline(sent.dispatchTime!, DEFAULT_TIME_LIMITS.verify, cal).toISOString(),
    );
    await t.send(haidian, calls.saveForm, { body: { orderId: id, submit: false, ...FORM } });
    expect((await orderById(t.db, id)).deadline?.toISOString()).toBe(taken.deadline?.toISOString());
    await t.send(haidian, calls.saveForm, { body: { orderId: id, submit: true, ...FORM } });
    expect((await orderById(t.db, id)).deadline).toBeNull();
  });
});

describe('催办', () => {
  it('when the city urges then the reminder, the count, the trail, the log and a notice to each district user', async () => {
    const id = await dispatched();
    const order = await orderById(t.db, id);
    const res = await t.send(city, calls.urge, { params: { id }, body: { content: '请今日接单' } });
    expect([res.status, res.body.message]).toEqual([200, TIMELINESS_MSG.urged]);
    expect((await orderById(t.db, id)).urgeCount).toBe(1);
    const urges = await t.db.select().from(orderUrge).where(eq(orderUrge.orderId, id));
    expect(urges.map((u) => [u.step, u.content, u.deadline?.toISOString()])).toEqual([
      ['take', '请今日接单', order.deadline?.toISOString()],
    ]);
    const trail = await t.db
      .select()
      .from(orderAudit)
      .where(and(eq(orderAudit.orderId, id), eq(orderAudit.action, 'urge')));
    expect(trail).toHaveLength(1);
    const notices = await t.db
      .select()
      .from(notice)
      .where(and(eq(notice.orderId, id), eq(notice.noticeType, '催办')));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0].noticeBody).toContain(order.companyName);
    expect(notices[0].noticeBody).toContain('接单');
    expect(notices[0].noticeBody).toContain('请今日接单');
    const listed = await t.send(haidian, calls.urges, { params: { id } });
    expect(listed.body.content.map((u) => u.content)).toEqual(['请今日接单']);
  });

  it('when a district urges then 403 and nothing changes', async () => {
    const id = await dispatched();
    const before = await digest();
    const res = await t.send(haidian, calls.urge, { params: { id }, body: { content: '催' } });
    expect(res.status).toBe(403);
    expect(await digest()).toBe(before);
  });

  it("when another district reads an order's reminders then 404", async () => {
    const id = await dispatched();
    const res = await t.send(chaoyang, calls.urges, { params: { id } });
    expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
  });

  it('when the text is empty or too long then 400 with the message and nothing changes', async () => {
    const id = await dispatched();
    const before = await digest();
    const empty = await t.send(city, calls.urge, { params: { id }, body: { content: '  ' } });
    expect([empty.status, empty.body.message]).toEqual([400, '请填写催办内容']);
    const long = await t.send(city, calls.urge, { params: { id }, body: { content: '催'.repeat(501) } });
    expect([long.status, long.body.message]).toEqual([400, '催办内容不能超过500个字符']);
    const missing = await t.send(city, calls.urge, { params: { id: 99_999_999 }, body: { content: '催' } });
    expect(missing.status).toBe(404);
    expect(await digest()).toBe(before);
  });

  it('when no clock runs (新建, 待审核) then 400 with the status and nothing changes', async () => {
    const { id } = await pushedOrder(t, ops);
    const before = await digest();
    const res = await t.send(city, calls.urge, { params: { id }, body: { content: '催' } });
    expect([res.status, res.body.message]).toEqual([400, TIMELINESS_MSG.noClock('新建')]);
    expect(await digest()).toBe(before);
  });

  it('when the city urges twice at once then both reminders count', async () => {
    const id = await dispatched();
    const both = await Promise.all(
      ['一', '二'].map((c) => t.send(city, calls.urge, { params: { id }, body: { content: c } })),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await orderById(t.db, id)).urgeCount).toBe(2);
  });
});
