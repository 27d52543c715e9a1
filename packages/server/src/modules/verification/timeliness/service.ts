import { desc, eq, sql } from 'drizzle-orm';
import type { OrderUrgeRow } from '@risk/shared/api/verification';
import { isAdmin, USER_LEVEL } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import { TIMELINESS_MSG } from '@risk/shared/schemas/timeliness';
import { STEP_CLOCKS, clockOf } from '@risk/shared/timeliness';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@risk/shared/verification';
import { beijingDay } from '@risk/shared/working-days';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { orderUrge } from '../../../db/schema/timeliness.ts';
import { orderAudit, verificationOrder } from '../../../db/schema/verification.ts';
import { recordOperation, type Actor } from '../../../platform/audit/operation-log.ts';
import type { AuthUser } from '../../../platform/auth/session-user.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { districtUserIds, sendNotices } from '../../notices/service.ts';
import { VERIFICATION_MODULE, visibleOrder, type Order } from '../actions/transition.ts';

const URGE_LABEL = '催办';
/** Where the district works the step the city urged. */
export const LIST_OF_STEP = {
  take: '/verification/county',
  verify: '/verification/county',
  dispose: '/disposal/county',
};

/** The notice the district's users read: the company, the step, the deadline and the city's text. */
function urgeText(order: Order, step: string, content: string): string {
  const due = order.deadline ? `，办理时限${beijingDay(order.deadline)}` : '';
  return `市级催办：${order.companyName}（${step}${due}）：${content}`;
}

/**
 * 催办: the city urges the district holding the order's step. One transaction: the reminder, the
 * order's count, its trail row, the operation log and the notice to the district's users. Only a
 * step with a clock can be urged (待审核, 待定级 are the city's own, a closed order has nothing to do).
 */
export async function urgeOrder(db: Db, actor: Actor, id: number, content: string): Promise<void> {
  assertCity(actor.user);
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(verificationOrder).where(eq(verificationOrder.id, id)).for('update');
    if (!order) throw notFound(MSG.notFound);
    const clock = clockOf(order.status);
    if (clock === null) throw badRequest(TIMELINESS_MSG.noClock(ORDER_STATUS_LABEL[order.status as OrderStatus]));
    const step = STEP_CLOCKS[clock].label;
    await tx.insert(orderUrge).values({
      orderId: id,
      step: clock,
      content,
      deadline: order.deadline,
      actorId: actor.user.id,
      actorName: actor.user.nickName,
    });
    await tx
      .update(verificationOrder)
      .set({ urgeCount: sql`${verificationOrder.urgeCount} + 1` })
      .where(eq(verificationOrder.id, id));
    const payload = { content, step: clock, deadline: order.deadline?.toISOString() ?? null };
    await tx.insert(orderAudit).values({
      orderId: id,
      action: 'urge',
      fromStatus: order.status,
      toStatus: order.status,
      actorId: actor.user.id,
      actorName: actor.user.nickName,
      payload,
    });
    await recordOperation(tx, actor, {
      module: VERIFICATION_MODULE,
      action: URGE_LABEL,
      target: order.companyName,
      newValue: payload,
    });
    await sendNotices(tx, actor, await districtUserIds(tx, order.region), {
      noticeType: URGE_LABEL,
      noticeBody: urgeText(order, step, content),
      link: LIST_OF_STEP[clock],
      orderId: id,
    });
  });
}

/** 催办 and the delay decisions are the city's: a district user holding the code by a role's mistake is still refused. */
export function assertCity(user: AuthUser): void {
  if (isAdmin(user) || user.level === USER_LEVEL.CITY || user.level === USER_LEVEL.OPS) return;
  throw forbidden(MSG.forbidden);
}

/** The reminders of an order the user may see, newest first. */
export async function urgesOf(db: DbOrTx, user: AuthUser, id: number): Promise<OrderUrgeRow[]> {
  await visibleOrder(db, user, id);
  const rows = await db
    .select()
    .from(orderUrge)
    .where(eq(orderUrge.orderId, id))
    .orderBy(desc(orderUrge.createTime), desc(orderUrge.id));
  return rows.map((r) => ({
    id: r.id,
    step: r.step,
    content: r.content,
    actorName: r.actorName,
    deadline: r.deadline?.toISOString() ?? null,
    createTime: r.createTime.toISOString(),
  }));
}
