import {
  ORDER_STEPS,
  actionAllowed,
  refusalOf,
  type OrderActionName,
  type OrderStepName,
} from '@risk/shared/order-machine';
import type { OrderStatus } from '@risk/shared/verification';

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

/** The permission codes of a step, any of which suffices. */
export const permissionOf = (action: OrderStepName) => ORDER_STEPS[action].permission;

/** The hidden verification details route. */
export const verificationDetailsPath = (id: number) => `/verification/details/${id}`;
