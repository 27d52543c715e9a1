import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationCalls } from '@risk/shared/api/verification';
import { api, callKey } from '../../../lib/http.ts';

/** Every step of the order, oldest first. */
export const auditHistoryQuery = (orderId: number) =>
  queryOptions({
    queryKey: callKey(verificationCalls.auditHistory, { query: { orderId } }),
    queryFn: () => api.read(verificationCalls.auditHistory, { query: { orderId } }),
  });

/** The reviews of the form (pass or return with its explanation). */
export const reviewHistoryQuery = (orderId: number) =>
  queryOptions({
    queryKey: callKey(verificationCalls.reviewHistory, { query: { orderId } }),
    queryFn: () => api.read(verificationCalls.reviewHistory, { query: { orderId } }),
  });

export const useAuditHistory = (orderId: number) => useQuery({ ...auditHistoryQuery(orderId), enabled: orderId > 0 });
export const useReviewHistory = (orderId: number) => useQuery({ ...reviewHistoryQuery(orderId), enabled: orderId > 0 });
