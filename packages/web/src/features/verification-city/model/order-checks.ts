import { ORDER_ACTIONS, actionAllowed, refusalOf, type OrderActionName } from '@risk/shared/order-machine';
import { ORDER_STATUS as S, type OrderStatus } from '@risk/shared/verification';

/** What the city's order buttons act on. */
export interface OrderLike {
  status: number;
}

/** The machine's message when `action` is not allowed at the row's status, else nothing (the call may go). */
export function orderRefusal(action: OrderActionName, row: OrderLike): string | undefined {
  return actionAllowed(action, row.status) ? undefined : refusalOf(action, row.status as OrderStatus);
}

/** A batch goes only when every selected order allows it (the server is all-or-nothing too). */
export function batchRefusal(action: OrderActionName, rows: readonly OrderLike[]): string | undefined {
  const blocked = rows.find((r) => !actionAllowed(action, r.status));
  return blocked && refusalOf(action, blocked.status as OrderStatus);
}

/** The permission codes of an action, any of which suffices. */
export const permissionOf = (action: OrderActionName) => ORDER_ACTIONS[action].permission;

/**
 * 修改派单区县 while the order is not with a district (contract: PUT /{id}/region at 10, 11, 2, 3).
 * Not an order action of the machine because the status does not change.
 */
export const REGION_EDITABLE: readonly OrderStatus[] = [S.NEW, S.NOT_DISPATCHED, S.REVOKED, S.REFUSED];
export const regionRefusal = (row: OrderLike) => ((REGION_EDITABLE as readonly number[]).includes(row.status) ? undefined : '工单已派至区县，不能修改派单区县');

/** The hidden verification details route (spec doc 1 §2). */
export const verificationDetailsPath = (id: number) => `/verification/details/${id}`;
