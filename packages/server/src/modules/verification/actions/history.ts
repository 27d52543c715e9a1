import { asc, and, eq, inArray } from 'drizzle-orm';
import { ORDER_ACTIONS } from '@risk/shared/order-machine';
import type { OrderAuditRow } from '@risk/shared/schemas/verification';
import type { Db } from '../../../db/client.ts';
import { orderAudit } from '../../../db/schema/verification.ts';
import type { AuthUser } from '../../../platform/auth/session-user.ts';
import { visibleOrder } from './transition.ts';

/** Trail entries that are not machine actions. */
const OTHER_LABELS: Record<string, string> = { appSubmit: '企业小程序填报', related: '添加关联企业' };
/** What the verification-info tab shows: the city's reviews and the county's audits of app answers. */
const REVIEW_ACTIONS = ['reviewPass', 'reviewReturn', 'auditApp'];

const labelOf = (action: string) => (action in ORDER_ACTIONS ? ORDER_ACTIONS[action as keyof typeof ORDER_ACTIONS].label : (OTHER_LABELS[action] ?? action));

export async function auditHistory(db: Db, user: AuthUser, orderId: number, reviewsOnly = false): Promise<OrderAuditRow[]> {
  await visibleOrder(db, user, orderId);
  const rows = await db
    .select()
    .from(orderAudit)
    .where(and(eq(orderAudit.orderId, orderId), reviewsOnly ? inArray(orderAudit.action, REVIEW_ACTIONS) : undefined))
    .orderBy(asc(orderAudit.createTime), asc(orderAudit.id));
  return rows.map((r) => ({
    action: r.action,
    label: labelOf(r.action),
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    actorName: r.actorName,
    payload: r.payload,
    createTime: r.createTime.toISOString(),
  }));
}
