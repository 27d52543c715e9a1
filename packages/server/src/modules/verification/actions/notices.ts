import { noticeText, type OrderNotice } from '@risk/shared/order-machine';
import type { OrderStatus } from '@risk/shared/verification';
import type { Tx } from '../../../db/client.ts';
import type { Actor } from '../../../platform/audit/operation-log.ts';
import { cityUserIds, districtUserIds, sendNotices } from '../../notices/service.ts';
import type { Order } from './transition.ts';

const NOTICE_TYPE = '核实工单';
/** Where the notice leads: the district's work list or the city's. */
const LIST_OF = { district: '/verification/county', city: '/verification/city' } as const;

/**
 * Sends a step's notice (派单, 退单, 退回市级, 提交核实, 审核退回, 定级): to the users of the order's
 * district or to the city's, the text of the machine row filled from the order and the payload.
 */
export async function sendStepNotice(
  tx: Tx,
  actor: Actor,
  notice: OrderNotice,
  order: Order,
  payload: Record<string, unknown> | undefined,
): Promise<void> {
  const body = noticeText(notice, order.status as OrderStatus, { ...order, ...payload });
  if (body === null) return;
  const recipients = notice.to === 'district' ? await districtUserIds(tx, order.region) : await cityUserIds(tx);
  await sendNotices(tx, actor, recipients, {
    noticeType: NOTICE_TYPE,
    noticeBody: body,
    link: LIST_OF[notice.to],
    orderId: order.id,
  });
}
