import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { holidayCalls } from '@risk/shared/api/system';
import { TIMELINESS_MSG } from '@risk/shared/schemas/timeliness';
import { stepDeadline } from '@risk/shared/timeliness';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { notice } from '../../../../src/db/schema/notices.ts';
import { role } from '../../../../src/db/schema/system.ts';
import { orderDelay } from '../../../../src/db/schema/timeliness.ts';
import { orderAudit, verificationOrder } from '../../../../src/db/schema/verification.ts';
import { holidayCalendar } from '../../../../src/modules/holidays/service.ts';
import { createTestApp, tableDigest, type TestApp } from '../../../helpers/test-app.ts';
import { orderById, pushedOrder } from '../../../helpers/order-fixtures.ts';

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

const TABLES = ['risk_verification_order', 'risk_order_delay', 'risk_order_audit', 'sys_notice', 'sys_operation_log'];
const digest = async () => (await Promise.all(TABLES.map((x) => tableDigest(t.db, x)))).join('/');

async function dispatched() {
  const { id } = await pushedOrder(t, ops);
  expect((await t.send(city, calls.dispatch, { body: { ids: [id] } })).status).toBe(200);
  return id;
}

const ask = (token: string, id: number, days: unknown = 3, reason: unknown = '企业负责人出差，需延后核实') =>
  t.send(token, calls.delay, { params: { id }, body: { days, reason } });
const delaysIn = (id: number) => t.db.select().from(orderDelay).where(eq(orderDelay.orderId, id));
const noticesOf = (id: number, type: string) =>
  t.db
    .select()
    .from(notice)
    .where(and(eq(notice.orderId, id), eq(notice.noticeType, type)));

describe('申请延期', () => {
  it('when the district asks then the pending request, its trail, log and a notice to the city; the detail lists it', async () => {
    const id = await dispatched();
    const order = await orderById(t.db, id);
    const res = await ask(haidian, id, 3, '  企业负责人出差  ');
    expect([res.status, res.body.message]).toEqual([200, TIMELINESS_MSG.delayRequested]);
    const rows = await delaysIn(id);
    expect(rows.map((r) => [r.step, r.days, r.reason, r.state, r.deadlineBefore?.toISOString()])).toEqual([
      ['take', 3, '企业负责人出差', 'pending', order.deadline?.toISOString()],
    ]);
    expect((await orderById(t.db, id)).deadline?.toISOString()).toBe(order.deadline?.toISOString());
    const trail = await t.db
      .select()
      .from(orderAudit)
      .where(and(eq(orderAudit.orderId, id), eq(orderAudit.action, 'delayRequest')));
    expect(trail).toHaveLength(1);
    const history = await t.send(haidian, calls.auditHistory, { query: { orderId: String(id) } });
    expect(history.body.content.filter((r) => r.action === 'delayRequest').map((r) => r.label)).toEqual(['申请延期']);
    const sent = await noticesOf(id, '申请延期');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0].noticeBody).toContain(order.companyName);
    const listed = await t.send(city, calls.delays, { params: { id } });
    expect(listed.body.content.map((d) => [d.days, d.state, d.requesterName.length > 0])).toEqual([
      [3, 'pending', true],
    ]);
  });

  it('when the city asks then 403, and another district asks or reads then 404; nothing changes', async () => {
    const id = await dispatched();
    const before = await digest();
    expect((await ask(city, id)).status).toBe(403);
    const other = await ask(chaoyang, id);
    expect([other.status, other.body.message]).toEqual([404, MSG.notFound]);
    const read = await t.send(chaoyang, calls.delays, { params: { id } });
    expect([read.status, read.body.message]).toEqual([404, MSG.notFound]);
    expect((await ask(haidian, 99_999_999)).status).toBe(404);
    expect(await digest()).toBe(before);
  });

  it('when the days or the reason are bad then 400 with the message and nothing is written', async () => {
    const id = await dispatched();
    const before = await digest();
    const cases: [unknown, unknown, string][] = [
      [0, '理由', '延期天数至少为1个工作日'],
      [31, '理由', '延期天数不能超过30个工作日'],
      [1.5, '理由', '延期天数必须是整数'],
      [null, '理由', '请填写延期天数'],
      [3, '   ', '请填写延期理由'],
      [3, '理'.repeat(501), '延期理由不能超过500个字符'],
    ];
    for (const [days, reason, message] of cases) {
      const res = await ask(haidian, id, days, reason);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await digest()).toBe(before);
  });

  it('when no clock runs (新建) or a request is pending then 400 with the exact message and nothing changes', async () => {
    const { id: fresh } = await pushedOrder(t, ops);
    // the city holds a new order: a district sees it only once dispatched, so the admin asks
    const before = await digest();
    const none = await ask(admin, fresh);
    expect([none.status, none.body.message]).toEqual([400, TIMELINESS_MSG.delayNoClock('新建')]);
    expect(await digest()).toBe(before);

    const id = await dispatched();
    expect((await ask(haidian, id)).status).toBe(200);
    const pending = await digest();
    const second = await ask(haidian, id, 5);
    expect([second.status, second.body.message]).toEqual([400, TIMELINESS_MSG.delayPending]);
    expect(await digest()).toBe(pending);
  });

  it('when the district asks twice at once then exactly one request is pending', async () => {
    const id = await dispatched();
    const both = await Promise.all([ask(haidian, id, 2), ask(haidian, id, 4)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)?.body.message).toBe(TIMELINESS_MSG.delayPending);
    expect((await delaysIn(id)).filter((r) => r.state === 'pending')).toHaveLength(1);
  });

  it("when the order is in 联动处置 then the disposal code decides, not verification's", async () => {
    const id = await dispatched();
    const deadline = (await orderById(t.db, id)).deadline;
    // a shortcut past verification and rating: the step's clock is what matters here
    await t.db.update(verificationOrder).set({ status: S.DISPOSING, deadline }).where(eq(verificationOrder.id, id));
    const [district] = await t.db.select().from(role).where(eq(role.name, '区人社局'));
    await t.db
      .update(role)
      .set({ permissions: district.permissions.filter((c) => c !== 'riskDisposalCounty:delay') })
      .where(eq(role.id, district.id));
    try {
      const verificationOnly = await t.login('haidian');
      const before = await digest();
      const res = await ask(verificationOnly, id);
      expect([res.status, res.body.message]).toEqual([403, MSG.forbidden]);
      expect(await digest()).toBe(before);
    } finally {
      await t.db.update(role).set({ permissions: district.permissions }).where(eq(role.id, district.id));
    }
    expect((await ask(haidian, id)).status).toBe(200);
    expect((await delaysIn(id)).map((r) => r.step)).toEqual(['dispose']);
  });
});

describe('延期审批', () => {
  it('when the city approves then the deadline moves by the working days across a holiday and the district is told', async () => {
    // 2031-03-06 is a Thursday; Friday 03-07 and Monday 03-10 are off, Saturday 03-08 is a make-up working day
    for (const [day, kind] of [
      ['2031-03-07', 'holiday'],
      ['2031-03-10', 'holiday'],
      ['2031-03-08', 'workday'],
    ] as const)
      expect((await t.send(admin, holidayCalls.create, { body: { day, kind, name: '测试' } })).status).toBe(200);
    const id = await dispatched();
    const due = new Date('2031-03-06T15:59:59.999Z');
    await t.db.update(verificationOrder).set({ deadline: due }).where(eq(verificationOrder.id, id));
    expect((await ask(haidian, id, 3)).status).toBe(200);

    const res = await t.send(city, calls.delayApprove, { params: { id }, body: { opinion: '同意' } });
    expect([res.status, res.body.message]).toEqual([200, TIMELINESS_MSG.delayApproved]);
    // 03-08 (make-up), 03-11, 03-12: the end of 2031-03-12, Beijing time
    const moved = (await orderById(t.db, id)).deadline?.toISOString();
    expect(moved).toBe('2031-03-12T15:59:59.999Z');
    expect(moved).toBe(stepDeadline(due, 3, await holidayCalendar(t.db)).toISOString());
    const [row] = await delaysIn(id);
    expect([row.state, row.opinion, row.deadlineBefore?.toISOString(), row.deadlineAfter?.toISOString()]).toEqual([
      'approved',
      '同意',
      due.toISOString(),
      moved,
    ]);
    expect(row.deciderName).not.toBeNull();
    const told = await noticesOf(id, '同意延期');
    expect(told.length).toBeGreaterThan(0);
    expect(told[0].noticeBody).toContain('2031-03-12');
    // a new request is open once the last one is decided
    expect((await ask(haidian, id, 1)).status).toBe(200);
  });

  it('when the city refuses then the deadline stays, the opinion is kept and the district is told', async () => {
    const id = await dispatched();
    const { deadline } = await orderById(t.db, id);
    expect((await ask(haidian, id)).status).toBe(200);
    const res = await t.send(city, calls.delayRefuse, { params: { id }, body: { opinion: '时限充足' } });
    expect([res.status, res.body.message]).toEqual([200, TIMELINESS_MSG.delayRefused]);
    expect((await orderById(t.db, id)).deadline?.toISOString()).toBe(deadline?.toISOString());
    const [row] = await delaysIn(id);
    expect([row.state, row.opinion, row.deadlineAfter]).toEqual(['refused', '时限充足', null]);
    expect((await noticesOf(id, '驳回延期')).length).toBeGreaterThan(0);
    const again = await t.send(city, calls.delayApprove, { params: { id }, body: {} });
    expect([again.status, again.body.message]).toEqual([400, TIMELINESS_MSG.delayNoPending]);
  });

  it('when a district decides then 403; a refusal without opinion or an opinion too long then 400; nothing changes', async () => {
    const id = await dispatched();
    expect((await ask(haidian, id)).status).toBe(200);
    const before = await digest();
    expect((await t.send(haidian, calls.delayApprove, { params: { id }, body: {} })).status).toBe(403);
    expect((await t.send(haidian, calls.delayRefuse, { params: { id }, body: { opinion: '否' } })).status).toBe(403);
    const empty = await t.send(city, calls.delayRefuse, { params: { id }, body: { opinion: ' ' } });
    expect([empty.status, empty.body.message]).toEqual([400, '请填写驳回意见']);
    const long = await t.send(city, calls.delayApprove, { params: { id }, body: { opinion: '意'.repeat(501) } });
    expect([long.status, long.body.message]).toEqual([400, '审批意见不能超过500个字符']);
    expect((await t.send(city, calls.delayApprove, { params: { id: 99_999_999 }, body: {} })).status).toBe(404);
    expect(await digest()).toBe(before);
  });

  it('when nothing is pending then 400 with the message', async () => {
    const id = await dispatched();
    const before = await digest();
    const res = await t.send(city, calls.delayApprove, { params: { id }, body: {} });
    expect([res.status, res.body.message]).toEqual([400, TIMELINESS_MSG.delayNoPending]);
    expect(await digest()).toBe(before);
  });

  it('when the order left the step then approval is refused with the step and only a refusal closes it', async () => {
    const id = await dispatched();
    expect((await ask(haidian, id)).status).toBe(200);
    await t.send(haidian, calls.take, { params: { id } });
    const before = await digest();
    const res = await t.send(city, calls.delayApprove, { params: { id }, body: {} });
    expect([res.status, res.body.message]).toEqual([400, TIMELINESS_MSG.delayStepChanged('接单')]);
    expect(await digest()).toBe(before);
    expect((await t.send(city, calls.delayRefuse, { params: { id }, body: { opinion: '已接单' } })).status).toBe(200);
  });

  it('when the city approves and refuses at once then exactly one decision stands', async () => {
    const id = await dispatched();
    const { deadline } = await orderById(t.db, id);
    expect((await ask(haidian, id, 2)).status).toBe(200);
    const [approve, refuse] = await Promise.all([
      t.send(city, calls.delayApprove, { params: { id }, body: {} }),
      t.send(city, calls.delayRefuse, { params: { id }, body: { opinion: '否' } }),
    ]);
    expect([approve.status, refuse.status].sort()).toEqual([200, 400]);
    const loser = approve.status === 400 ? approve : refuse;
    expect(loser.body.message).toBe(TIMELINESS_MSG.delayNoPending);
    const [row] = await delaysIn(id);
    expect(row.state).toBe(approve.status === 200 ? 'approved' : 'refused');
    const after = (await orderById(t.db, id)).deadline?.toISOString();
    if (approve.status === 200) expect(after).toBe(row.deadlineAfter?.toISOString());
    else expect(after).toBe(deadline?.toISOString());
    const trail = await t.db
      .select()
      .from(orderAudit)
      .where(
        and(eq(orderAudit.orderId, id), eq(orderAudit.action, approve.status === 200 ? 'delayApprove' : 'delayRefuse')),
      );
    expect(trail).toHaveLength(1);
  });

  it("when the city lists the pending requests then the badge and the list agree with the table's own count", async () => {
    const id = await dispatched();
    expect((await ask(haidian, id)).status).toBe(200);
    const pending = (await t.db.select().from(orderDelay).where(eq(orderDelay.state, 'pending'))).length;
    const badges = await t.send(city, calls.cityBadges);
    expect(badges.body.content.delayPendingNum).toBe(pending);
    const listed = await t.send(city, calls.delayList, { query: { size: '100' } });
    expect(listed.status).toBe(200);
    expect(listed.body.content.metadata.totalElements).toBe(pending);
    const mine = listed.body.content.content.map((c) => c.content).find((r) => r.orderId === id);
    expect([mine?.state, mine?.region, mine?.companyName]).toEqual([
      'pending',
      '海淀区',
      (await orderById(t.db, id)).companyName,
    ]);
    expect((await t.send(haidian, calls.delayList)).status).toBe(403);
    const bad = await t.send(city, calls.delayList, { query: { state: 'lost' } });
    expect([bad.status, bad.body.message]).toEqual([400, '未知的延期申请状态']);
  });
});
