import { ORDER_STATUS, type OrderStatus, type WarningLevel } from '@risk/shared/verification';
import { INFO_STATUS } from '@risk/shared/pool';
import { statusAfterRating } from '@risk/shared/order-machine';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { orderAudit, verificationOrder } from '../../../db/schema/verification.ts';
import { recordOperation, type Actor } from '../../../platform/audit/operation-log.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { followRating } from '../../disposal/service.ts';
import {
  followOrderRegion,
  markPoolBackAtCity,
  markPoolDispatched,
  markPoolRated,
  markPoolVerifying,
  setPoolInfoStatus,
} from '../../pool/service.ts';
import { noticeCity, noticeDistrict } from './notices.ts';
import { transition, VERIFICATION_MODULE } from './transition.ts';

/** Advisory lock key of the city's batch actions (the migration lock is 727001). */
const ORDER_BATCH_LOCK = 727002;

/**
 * Starts a batch of order actions in the caller's transaction and answers its ids in ascending
 * order, so every writer of several orders locks their rows in one order. Each order also
 * updates the per-district stat rows (trigger-kept), which two batches over the same districts
 * in a different district order would lock crosswise (a deadlock, answered 500); batches
 * therefore take turns behind one transaction-scoped advisory lock.
 */
async function startBatch(tx: Tx, ids: number[]): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_BATCH_LOCK})`);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** 派单, all or none: each order goes to its district, whose users are told. */
export async function dispatchOrders(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const batch = await startBatch(tx, ids);
    const dispatchTime = new Date();
    for (const id of batch) {
      const { after } = await transition(tx, actor, id, {
        action: 'dispatch',
        set: { dispatchTime, refusedReason: null },
      });
      await markPoolDispatched(tx, after.riskCompanyId, dispatchTime);
      await noticeDistrict(tx, actor, after, `市级派发了核实工单：${after.companyName}，请及时接单`);
    }
    return batch.length;
  });
}

/** 暂不派单 and its recall, all or none; the pool's dispatch state follows. */
export async function holdOrders(db: Db, actor: Actor, ids: number[], hold: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const batch = await startBatch(tx, ids);
    for (const id of batch) {
      const { after } = await transition(tx, actor, id, { action: hold ? 'noDelivery' : 'reCallNoDelivery' });
      await setPoolInfoStatus(tx, after.riskCompanyId, hold ? INFO_STATUS.NOT_DISPATCHED : INFO_STATUS.UNPROCESSED);
    }
    return batch.length;
  });
}

/** 修改派单区县 before dispatch (新建, 暂不派单, 已撤回, 已退单): the pool company's dispatch district follows. */
export async function changeOrderRegion(db: Db, actor: Actor, id: number, region: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { after } = await transition(tx, actor, id, { action: 'editRegion', set: { region }, payload: { region } });
    await followOrderRegion(tx, after.riskCompanyId, region);
  });
}

/** 撤回 before the district takes the order. */
export async function revokeOrder(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { after } = await transition(tx, actor, id, { action: 'revoke' });
    await markPoolBackAtCity(tx, after.riskCompanyId);
  });
}

/** 接单: the company becomes 核实中 in the pool. */
export async function takeOrder(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { after } = await transition(tx, actor, id, { action: 'takeOrder', set: { ordersTime: new Date() } });
    await markPoolVerifying(tx, after.riskCompanyId);
  });
}

/** 退单 (before taking) or 退回市级 (admin, after taking): back to the city with a reason. */
export async function refuseOrder(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
  action: 'refuse' | 'backOrder',
): Promise<void> {
  await db.transaction(async (tx) => {
    const { after } = await transition(tx, actor, id, { action, set: { refusedReason: reason }, payload: { reason } });
    await markPoolBackAtCity(tx, after.riskCompanyId);
    await noticeCity(tx, actor, after, `${after.region}退回了核实工单：${after.companyName}，原因：${reason}`);
  });
}

/** 审核: a pass goes to 待定级; a return goes back to the district with the explanation. */
export async function reviewOrder(
  db: Db,
  actor: Actor,
  id: number,
  pass: boolean,
  auditExplain: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (pass) {
      await transition(tx, actor, id, { action: 'reviewPass', payload: { pass } });
      return;
    }
    const { after } = await transition(tx, actor, id, {
      action: 'reviewReturn',
      set: { auditExplain },
      payload: { pass, auditExplain },
    });
    await noticeDistrict(tx, actor, after, `${after.companyName}的核实情况被市级退回：${auditExplain}`);
  });
}

/** 预警定级: 三级 and above to 联动处置 (order 7, pool 3), below to 已办结 (order 8, pool 4 待存档). */
export async function rateOrder(
  db: Db,
  actor: Actor,
  id: number,
  level: Exclude<WarningLevel, '未定级'>,
  isDefuse: '0' | '1' | undefined,
): Promise<OrderStatus> {
  return db.transaction(async (tx) => {
    const gradeTime = new Date();
    const to = statusAfterRating(level);
    const { after } = await transition(tx, actor, id, {
      action: 'rating',
      to,
      set: { level, gradeTime, ...(isDefuse ? { isDefuse } : {}) },
      payload: { level, isDefuse },
    });
    await markPoolRated(tx, after.riskCompanyId, level, gradeTime);
    await followRating(tx, after);
    await noticeDistrict(
      tx,
      actor,
      after,
      `${after.companyName}已定级为${level}${to === ORDER_STATUS.DISPOSING ? '，请开展联动处置' : ''}`,
    );
    return to;
  });
}

/**
 * Moves an order along outside the verification screens (disposal finished 7 → 8, archived
 * 8 → 9), inside the caller's transaction: one conditional update, a trail row and the log.
 * Answers false when the order was not in `from` (the caller decides what that means).
 */
async function followCase(
  tx: Tx,
  actor: Actor,
  where: { orderId?: number; riskCompanyId?: number },
  from: OrderStatus,
  to: OrderStatus,
  action: 'disposalFinish' | 'archive',
  label: string,
): Promise<boolean> {
  const key =
    where.orderId !== undefined
      ? eq(verificationOrder.id, where.orderId)
      : eq(verificationOrder.riskCompanyId, where.riskCompanyId!);
  const moved = await tx
    .update(verificationOrder)
    .set({ status: to, updateTime: new Date() })
    .where(and(key, eq(verificationOrder.status, from)))
    .returning();
  for (const order of moved) {
    await tx.insert(orderAudit).values({
      orderId: order.id,
      action,
      fromStatus: from,
      toStatus: to,
      actorId: actor.user.id,
      actorName: actor.user.nickName,
    });
    await recordOperation(tx, actor, {
      module: VERIFICATION_MODULE,
      action: label,
      target: order.companyName,
      oldValue: { status: from },
      newValue: { status: to },
    });
  }
  return moved.length > 0;
}

/** The district finished the linked disposal: the order goes 联动处置 (7) → 已办结 (8). */
export async function markOrderDisposalFinished(tx: Tx, actor: Actor, orderId: number): Promise<void> {
  const moved = await followCase(
    tx,
    actor,
    { orderId },
    ORDER_STATUS.DISPOSING,
    ORDER_STATUS.DONE,
    'disposalFinish',
    '联动处置办结',
  );
  if (!moved) throw badRequest('核实工单不在联动处置中，不能办结');
}

/** The company was archived: its finished order (已办结, 8) becomes 已存档 (9). */
export async function markOrderArchived(tx: Tx, actor: Actor, riskCompanyId: number): Promise<void> {
  await followCase(tx, actor, { riskCompanyId }, ORDER_STATUS.DONE, ORDER_STATUS.ARCHIVED, 'archive', '存档');
}
