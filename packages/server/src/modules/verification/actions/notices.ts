import { ORDER_ACTIONS, type OrderActionName } from '@risk/shared/order-machine';
import type { Tx } from '../../../db/client.ts';
import type { Actor } from '../../../platform/audit/operation-log.ts';
import { cityUserIds, districtUserIds, sendNotices } from '../../notices/service.ts';
import type { Order } from './transition.ts';

const NOTICE_TYPE = '核实工单';
const COUNTY_LIST = '/verification/county';
const CITY_LIST = '/verification/city';

/** Tells the district of an order that work arrived (派单, 审核退回, 定级). */
export async function noticeDistrict(tx: Tx, actor: Actor, order: Order, body: string): Promise<void> {
  await sendNotices(tx, actor, await districtUserIds(tx, order.region), {
    noticeType: NOTICE_TYPE,
    noticeBody: body,
    link: COUNTY_LIST,
    orderId: order.id,
  });
}

/** Tells the city that a district handed an order back or up (退单, 退回市级, 提交核实). */
export async function noticeCity(tx: Tx, actor: Actor, order: Order, body: string): Promise<void> {
  await sendNotices(tx, actor, await cityUserIds(tx), {
    noticeType: NOTICE_TYPE,
    noticeBody: body,
    link: CITY_LIST,
    orderId: order.id,
  });
}

export const labelOf = (action: OrderActionName) => ORDER_ACTIONS[action].label;
