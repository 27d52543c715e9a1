import { and, eq, inArray } from 'drizzle-orm';
import { isAdmin, USER_LEVEL } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import {
  ORDER_STEPS,
  actionAllowed,
  conditionRefusal,
  refusalOf,
  type OrderAction,
  type OrderStepName,
} from '@risk/shared/order-machine';
import type { OrderStatus } from '@risk/shared/verification';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { orderAudit, verificationOrder } from '../../../db/schema/verification.ts';
import { recordOperation, type Actor } from '../../../platform/audit/operation-log.ts';
import { assertInDistrict } from '../../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../../platform/auth/session-user.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { deadlineAfter } from '../timeliness/deadline.ts';
import { sendStepNotice } from './notices.ts';

export type Order = typeof verificationOrder.$inferSelect;
type OrderChanges = Partial<Omit<typeof verificationOrder.$inferInsert, 'id' | 'status'>>;

export const VERIFICATION_MODULE = '风险核实';

/**
 * Who may act on an order besides the permission code the route checked: admin-only actions
 * need the admin account; city actions the city or operations; district actions the order's
 * own district (another district's order is as if absent); a step that follows the pool
 * company or the disposal order was decided by their rules.
 */
export function assertSide(user: AuthUser, action: OrderStepName, order: Pick<Order, 'region'>): void {
  const def = ORDER_STEPS[action];
  if ('adminOnly' in def && def.adminOnly && !isAdmin(user)) throw forbidden(MSG.forbidden);
  if (isAdmin(user) || def.side === 'follows') return;
  if (def.side === 'city') {
    if (user.level !== USER_LEVEL.OPS && user.level !== USER_LEVEL.CITY) throw forbidden(MSG.forbidden);
    return;
  }
  assertInDistrict(user, order.region);
  if (user.level !== USER_LEVEL.DISTRICT) throw forbidden(MSG.forbidden);
}

export async function findOrder(tx: DbOrTx, id: number): Promise<Order> {
  const [order] = await tx.select().from(verificationOrder).where(eq(verificationOrder.id, id));
  if (!order) throw notFound(MSG.notFound);
  return order;
}

/** An order the user may see: the city every one, a district only its own. */
export async function visibleOrder(tx: DbOrTx, user: AuthUser, id: number): Promise<Order> {
  const order = await findOrder(tx, id);
  assertInDistrict(user, order.region);
  return order;
}

/** The status rule first (the spec's messages), then the action's condition beyond status. */
function assertAllowed(action: OrderStepName, order: Order): void {
  if (!actionAllowed(action, order.status)) throw badRequest(refusalOf(action, order.status as OrderStatus));
  const unmet = conditionRefusal(action, order);
  if (unmet) throw badRequest(unmet);
}

export interface Transition {
  action: OrderStepName;
  /** the status to go to where the machine leaves it to the payload (rating); defaults to the action's `to` */
  to?: OrderStatus;
  set?: OrderChanges;
  /** what the trail keeps besides from/to (reasons, levels, form ids) */
  payload?: Record<string, unknown>;
}

/**
 * One step of the order machine inside the caller's transaction: side and status checks, then
 * one conditional update (`WHERE status IN from`), so of concurrent requests exactly one wins
 * and the others answer the refusal of the status they find. Writes the trail row, the
 * operation log and the row's notice; the case module adds the row's pool and disposal effects
 * in the same transaction.
 */
export async function transition(
  tx: Tx,
  actor: Actor,
  orderId: number,
  step: Transition,
): Promise<{ before: Order; after: Order }> {
  const def: OrderAction = ORDER_STEPS[step.action];
  const before = await findOrder(tx, orderId);
  assertSide(actor.user, step.action, before);
  assertAllowed(step.action, before);
  const to = step.to ?? def.to ?? (before.status as OrderStatus);
  const now = new Date();
  // the step's clock in the same statement: the deadline moves with the status or not at all
  const deadline = await deadlineAfter(tx, before, to, step.set?.dispatchTime, now);
  const [after] = await tx
    .update(verificationOrder)
    .set({ ...step.set, status: to, updateTime: now, ...(deadline === undefined ? {} : { deadline }) })
    .where(
      and(
        eq(verificationOrder.id, orderId),
        inArray(verificationOrder.status, [...def.from]),
        // the condition holds in the same statement, so a concurrent form edit cannot slip between check and update
        def.needsLayoffs !== undefined ? eq(verificationOrder.isDownsizing, '1') : undefined,
      ),
    )
    .returning();
  if (!after) {
    assertAllowed(step.action, await findOrder(tx, orderId));
    throw badRequest(refusalOf(step.action, before.status as OrderStatus));
  }
  if (!def.noTrail)
    await tx.insert(orderAudit).values({
      orderId,
      action: step.action,
      fromStatus: before.status,
      toStatus: to,
      actorId: actor.user.id,
      actorName: actor.user.nickName,
      payload: step.payload ?? null,
    });
  await recordOperation(tx, actor, {
    module: VERIFICATION_MODULE,
    action: def.label,
    target: before.companyName,
    oldValue: { status: before.status },
    newValue: { status: to, ...step.payload },
  });
  if (def.notice) await sendStepNotice(tx, actor, def.notice, after, step.payload);
  return { before, after };
}
