import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import { VERIFICATION_MSG } from '@risk/shared/schemas/verification';
import { ORDER_STATUS } from '@risk/shared/verification';
import type { Db } from '../../../db/client.ts';
import { riskCompany } from '../../../db/schema/pool.ts';
import { orderAudit, orderRelatedCompany } from '../../../db/schema/verification.ts';
import { recordOperation, type Actor } from '../../../platform/audit/operation-log.ts';
import { scopeToDistrict } from '../../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../../platform/auth/session-user.ts';
import { badRequest, forbidden } from '../../../platform/http/errors.ts';
import { isAdmin, USER_LEVEL } from '@risk/shared/levels';
import { VERIFICATION_MODULE, visibleOrder } from './transition.ts';

/** Pool companies below this status (未推送 … 待存档) may be linked (spec: "status below 5 are selectable"). */
const SELECTABLE_BELOW = 5;

/** The companies linked to each of the orders (each must be visible: another district's answers 404). */
export async function relatedCompanies(db: Db, user: AuthUser, orderIds: number[]) {
  const ids = [...new Set(orderIds)];
  for (const id of ids) await visibleOrder(db, user, id);
  return db
    .select({
      orderId: orderRelatedCompany.orderId,
      riskCompanyId: riskCompany.id,
      companyName: riskCompany.companyName,
      creditCode: riskCompany.creditCode,
      status: riskCompany.status,
    })
    .from(orderRelatedCompany)
    .innerJoin(riskCompany, eq(riskCompany.id, orderRelatedCompany.riskCompanyId))
    .where(inArray(orderRelatedCompany.orderId, ids))
    .orderBy(asc(orderRelatedCompany.orderId), asc(orderRelatedCompany.createTime), asc(riskCompany.id));
}

/** 添加关联企业 (district): companies of the pool the user sees, below 5, not the order's own, never at 已存档. */
export async function addRelatedCompanies(db: Db, actor: Actor, orderId: number, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await visibleOrder(tx, actor.user, orderId);
    if (!isAdmin(actor.user) && actor.user.level !== USER_LEVEL.DISTRICT) throw forbidden(MSG.forbidden);
    if (order.status === ORDER_STATUS.ARCHIVED) throw badRequest(VERIFICATION_MSG.archivedRelated);
    const wanted = [...new Set(ids)];
    if (wanted.includes(order.riskCompanyId)) throw badRequest(VERIFICATION_MSG.relatedSelf);
    const selectable = await tx
      .select({ id: riskCompany.id, companyName: riskCompany.companyName })
      .from(riskCompany)
      .where(
        and(
          inArray(riskCompany.id, wanted),
          lt(riskCompany.status, SELECTABLE_BELOW),
          scopeToDistrict(actor.user, riskCompany.companyRegion),
        ),
      );
    if (selectable.length !== wanted.length) throw badRequest(VERIFICATION_MSG.relatedNotSelectable);
    const added = await tx
      .insert(orderRelatedCompany)
      .values(wanted.map((riskCompanyId) => ({ orderId, riskCompanyId, createBy: actor.user.username })))
      .onConflictDoNothing()
      .returning({ id: orderRelatedCompany.riskCompanyId });
    await tx.insert(orderAudit).values({
      orderId,
      action: 'related',
      fromStatus: order.status,
      toStatus: order.status,
      actorId: actor.user.id,
      actorName: actor.user.nickName,
      payload: { riskCompanyIds: wanted },
    });
    await recordOperation(tx, actor, {
      module: VERIFICATION_MODULE,
      action: '添加关联企业',
      target: order.companyName,
      newValue: { companies: selectable.map((c) => c.companyName) },
    });
    return added.length;
  });
}
