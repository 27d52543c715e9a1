import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderAuditRow } from '@risk/shared/api/verification';
import { http } from '../../../lib/http.ts';
import { ORDERS_PATH } from '@risk/shared/api/verification';

/** GET /auditHistory?orderId=: every step of the order, oldest first. */
export const auditHistoryQuery = (orderId: number) =>
  queryOptions({
    queryKey: [ORDERS_PATH, 'auditHistory', orderId],
    queryFn: () => http.get<OrderAuditRow[]>(`${ORDERS_PATH}/auditHistory`, { orderId }),
  });

/** GET /verificationInfo/auditHistory?orderId=: the reviews of the form (pass or return with its explanation). */
export const reviewHistoryQuery = (orderId: number) =>
  queryOptions({
    queryKey: [ORDERS_PATH, 'reviewHistory', orderId],
    queryFn: () => http.get<OrderAuditRow[]>(`${ORDERS_PATH}/verificationInfo/auditHistory`, { orderId }),
  });

export const useAuditHistory = (orderId: number) => useQuery({ ...auditHistoryQuery(orderId), enabled: orderId > 0 });
export const useReviewHistory = (orderId: number) => useQuery({ ...reviewHistoryQuery(orderId), enabled: orderId > 0 });
