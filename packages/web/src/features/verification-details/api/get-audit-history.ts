import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderAuditRow } from '@risk/shared/schemas/verification';
import { http } from '../../../lib/http.ts';
import { ORDERS_URL } from './get-order-detail.ts';

/** GET /auditHistory?orderId=: every step of the order, oldest first. */
export const auditHistoryQuery = (orderId: number) =>
  queryOptions({
    queryKey: [ORDERS_URL, 'auditHistory', orderId],
    queryFn: () => http.get<OrderAuditRow[]>(`${ORDERS_URL}/auditHistory`, { orderId }),
  });

/** GET /verificationInfo/auditHistory?orderId=: the reviews of the form (pass or return with its explanation). */
export const reviewHistoryQuery = (orderId: number) =>
  queryOptions({
    queryKey: [ORDERS_URL, 'reviewHistory', orderId],
    queryFn: () => http.get<OrderAuditRow[]>(`${ORDERS_URL}/verificationInfo/auditHistory`, { orderId }),
  });

export const useAuditHistory = (orderId: number) => useQuery({ ...auditHistoryQuery(orderId), enabled: orderId > 0 });
export const useReviewHistory = (orderId: number) => useQuery({ ...reviewHistoryQuery(orderId), enabled: orderId > 0 });
