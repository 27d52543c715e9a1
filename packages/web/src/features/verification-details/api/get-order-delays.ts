import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationCalls } from '@risk/shared/api/verification';
import { api, callKey } from '../../../lib/http.ts';

/** The order's delay requests, newest first. */
export const orderDelaysQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(verificationCalls.delays, { params: { id } }),
    queryFn: () => api.read(verificationCalls.delays, { params: { id } }),
  });

export const useOrderDelays = (id: number) => useQuery({ ...orderDelaysQuery(id), enabled: id > 0 });
