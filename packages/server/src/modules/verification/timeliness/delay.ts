import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DelayListRow, OrderDelayRow } from '@risk/shared/api/verification';
import { DELAY_DEFAULT_SORT, DELAY_SORT_FIELDS } from '@risk/shared/api/verification';
import { isAdmin, USER_LEVEL } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import { hasPermission } from '@risk/shared/permissions';
import {
  TIMELINESS_MSG,
  TIMELINESS_TRAIL_LABEL,
  type DelayListQuery,
  type DelayState,
} from '@risk/shared/schemas/timeliness';
import { STEP_CLOCKS, clockOf, stepDeadline, type StepClock } from '@risk/shared/timeliness';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@risk/shared/verification';
import { beijingDay } from '@risk/shared/working-days';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { orderDelay } from '../../../db/schema/timeliness.ts';
import { orderAudit, verificationOrder } from '../../../db/schema/verification.ts';
import { recordOperation, type Actor } from '../../../platform/audit/operation-log.ts';
import { assertInDistrict } from '../../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../../platform/auth/session-user.ts';
import { badRequest, forbidden, notFound, uniquely } from '../../../platform/http/errors.ts';
import { offsetOf, orderBy, type SortColumns } from '../../../platform/http/query.ts';
import { holidayCalendar } from '../../holidays/service.ts';
import { cityUserIds, districtUserIds, sendNotices } from '../../notices/service.ts';
import { VERIFICATION_MODULE, visibleOrder, type Order } from '../actions/transition.ts';
import { assertCity, LIST_OF_STEP } from './service.ts';

type DelayRecord = typeof orderDelay.$inferSelect;

const REQUEST_LABEL = TIMELINESS_TRAIL_LABEL.delayRequest;
const APPROVE_LABEL = TIMELINESS_TRAIL_LABEL.delayApprove;
const REFUSE_LABEL = TIMELINESS_TRAIL_LABEL.delayRefuse;
/** Where the city decides the requests. */
const CITY_LIST = '/verification/city';

async function lockedOrder(tx: Tx, id: number): Promise<Order> {
  const [order] = await tx.select().from(verificationOrder).where(eq(verificationOrder.id, id)).for('update');
  if (!order) throw notFound(MSG.notFound);
  return order;
}

/**
 * 申请延期: the district holding the order's step asks for `days` more working days. One transaction
 * under the order's lock: the request, the trail row, the operation log and a notice to the city.
 * The step's own code decides (disposal's for 联动处置, verification's for 接单 and 核实); a status
 * without a clock has no deadline to extend; one pending request per order (the partial unique
 * index is the last word if a check is ever bypassed).
 */
export async function requestDelay(db: Db, actor: Actor, id: number, days: number, reason: string): Promise<void> {
  const { user } = actor;
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    assertInDistrict(user, order.region);
    if (!isAdmin(user) && user.level !== USER_LEVEL.DISTRICT) throw forbidden(MSG.forbidden);
    const clock = clockOf(order.status);
    if (clock === null || order.deadline === null)
      throw badRequest(TIMELINESS_MSG.delayNoClock(ORDER_STATUS_LABEL[order.status as OrderStatus]));
    if (!hasPermission(user, STEP_CLOCKS[clock].delayPermission)) throw forbidden(MSG.forbidden);
    const [pending] = await tx
      .select({ id: orderDelay.id })
      .from(orderDelay)
      .where(and(eq(orderDelay.orderId, id), eq(orderDelay.state, 'pending')));
    if (pending) throw badRequest(TIMELINESS_MSG.delayPending);
    await uniquely(TIMELINESS_MSG.delayPending, () =>
      tx.insert(orderDelay).values({
        orderId: id,
        step: clock,
        days,
        reason,
        requesterId: user.id,
        requesterName: user.nickName,
        deadlineBefore: order.deadline,
      }),
    );
    const payload = { step: clock, days, reason, deadline: order.deadline.toISOString() };
    await trail(tx, actor, order, 'delayRequest', REQUEST_LABEL, payload);
    await sendNotices(tx, actor, await cityUserIds(tx), {
      noticeType: REQUEST_LABEL,
      noticeBody: `${order.region}申请延期：${order.companyName}（${STEP_CLOCKS[clock].label}，办理时限${beijingDay(order.deadline)}）延期${days}个工作日：${reason}`,
      link: CITY_LIST,
      orderId: id,
    });
  });
}

/**
 * 同意延期: the city grants the order's pending request; the deadline moves by the days asked, in
 * working days of the holiday calendar from the current deadline's day. The conditional update is
 * the guard: of two racing decisions the second finds nothing pending.
 */
export async function approveDelay(db: Db, actor: Actor, id: number, opinion: string | undefined): Promise<void> {
  assertCity(actor.user);
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    const now = new Date();
    const request = await decide(tx, actor, id, 'approved', opinion ?? null, now);
    const clock = request.step as StepClock;
    if (clockOf(order.status) !== clock) throw badRequest(TIMELINESS_MSG.delayStepChanged(STEP_CLOCKS[clock].label));
    const from = order.deadline ?? now;
    const deadline = stepDeadline(from, request.days, await holidayCalendar(tx));
    await tx
      .update(orderDelay)
      .set({ deadlineBefore: from, deadlineAfter: deadline })
      .where(eq(orderDelay.id, request.id));
    await tx.update(verificationOrder).set({ deadline }).where(eq(verificationOrder.id, id));
    const payload = {
      step: clock,
      days: request.days,
      opinion: opinion ?? null,
      deadlineBefore: from.toISOString(),
      deadlineAfter: deadline.toISOString(),
    };
    await trail(tx, actor, order, 'delayApprove', APPROVE_LABEL, payload);
    const said = opinion ? `：${opinion}` : '';
    await tellDistrict(
      tx,
      actor,
      order,
      clock,
      APPROVE_LABEL,
      `市级同意延期：${order.companyName}（${STEP_CLOCKS[clock].label}）延期${request.days}个工作日，办理时限改为${beijingDay(deadline)}${said}`,
    );
  });
}

/** 驳回延期: the city refuses the order's pending request; the deadline stays. */
export async function refuseDelay(db: Db, actor: Actor, id: number, opinion: string): Promise<void> {
  assertCity(actor.user);
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    const request = await decide(tx, actor, id, 'refused', opinion, new Date());
    const clock = request.step as StepClock;
    const payload = { step: clock, days: request.days, opinion };
    await trail(tx, actor, order, 'delayRefuse', REFUSE_LABEL, payload);
    const due = order.deadline ? `，办理时限仍为${beijingDay(order.deadline)}` : '';
    await tellDistrict(
      tx,
      actor,
      order,
      clock,
      REFUSE_LABEL,
      `市级驳回延期：${order.companyName}（${STEP_CLOCKS[clock].label}）${due}：${opinion}`,
    );
  });
}

/** Closes the order's pending request, or answers that none is pending (also to the loser of a race). */
async function decide(
  tx: Tx,
  actor: Actor,
  orderId: number,
  state: Exclude<DelayState, 'pending'>,
  opinion: string | null,
  now: Date,
): Promise<DelayRecord> {
  const [request] = await tx
    .update(orderDelay)
    .set({ state, deciderId: actor.user.id, deciderName: actor.user.nickName, decideTime: now, opinion })
    .where(and(eq(orderDelay.orderId, orderId), eq(orderDelay.state, 'pending')))
    .returning();
  if (!request) throw badRequest(TIMELINESS_MSG.delayNoPending);
  return request;
}

async function trail(
  tx: Tx,
  actor: Actor,
  order: Order,
  action: string,
  label: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await tx.insert(orderAudit).values({
    orderId: order.id,
    action,
    fromStatus: order.status,
    toStatus: order.status,
    actorId: actor.user.id,
    actorName: actor.user.nickName,
    payload,
  });
  await recordOperation(tx, actor, {
    module: VERIFICATION_MODULE,
    action: label,
    target: order.companyName,
    newValue: payload,
  });
}

async function tellDistrict(tx: Tx, actor: Actor, order: Order, clock: StepClock, type: string, body: string) {
  await sendNotices(tx, actor, await districtUserIds(tx, order.region), {
    noticeType: type,
    noticeBody: body,
    link: LIST_OF_STEP[clock],
    orderId: order.id,
  });
}

const toRow = (r: DelayRecord): OrderDelayRow => ({
  id: r.id,
  orderId: r.orderId,
  step: r.step,
  days: r.days,
  reason: r.reason,
  state: r.state as DelayState,
  requesterName: r.requesterName,
  requestTime: r.requestTime.toISOString(),
  deadlineBefore: r.deadlineBefore?.toISOString() ?? null,
  deadlineAfter: r.deadlineAfter?.toISOString() ?? null,
  deciderName: r.deciderName,
  decideTime: r.decideTime?.toISOString() ?? null,
  opinion: r.opinion,
});

/** The delay requests of an order the user may see, newest first. */
export async function delaysOf(db: DbOrTx, user: AuthUser, id: number): Promise<OrderDelayRow[]> {
  await visibleOrder(db, user, id);
  const rows = await db
    .select()
    .from(orderDelay)
    .where(eq(orderDelay.orderId, id))
    .orderBy(desc(orderDelay.requestTime), desc(orderDelay.id));
  return rows.map(toRow);
}

/** The city's 延期申请 list over every district, in one state (pending by default), oldest first. */
export async function listDelays(db: DbOrTx, user: AuthUser, query: DelayListQuery) {
  assertCity(user);
  const where: SQL = eq(orderDelay.state, query.state);
  const order = orderBy(
    query.sort,
    {
      requestTime: orderDelay.requestTime,
      decideTime: orderDelay.decideTime,
    } satisfies SortColumns<typeof DELAY_SORT_FIELDS>,
    DELAY_DEFAULT_SORT,
    orderDelay.id,
  );
  const rows = await db
    .select({
      delay: orderDelay,
      companyName: verificationOrder.companyName,
      region: verificationOrder.region,
      status: verificationOrder.status,
    })
    .from(orderDelay)
    .innerJoin(verificationOrder, eq(verificationOrder.id, orderDelay.orderId))
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(offsetOf(query));
  const total = await delayCount(db, where);
  const items: DelayListRow[] = rows.map((r) => ({
    ...toRow(r.delay),
    companyName: r.companyName,
    region: r.region,
    status: r.status,
  }));
  return { rows: items, total };
}

async function delayCount(db: DbOrTx, where: SQL): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(orderDelay).where(where);
  return n;
}

/** Pending requests over every district: the city's badge on its 延期申请 tab. */
export const pendingDelayCount = (db: DbOrTx) => delayCount(db, eq(orderDelay.state, 'pending'));
