import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationCalls } from '@risk/shared/api/verification';
import { api, callKey } from '../../../lib/http.ts';

/** The order, its form, the latest mini-app form and the related companies. */
export const orderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(verificationCalls.detail, { params: { id } }),
    queryFn: () => api.read(verificationCalls.detail, { params: { id } }),
  });

export const useOrderDetail = (id: number) => useQuery({ ...orderDetailQuery(id), enabled: id > 0 });
