import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationCalls } from '@risk/shared/api/verification';
import { api, callKey } from '../../../lib/http.ts';

/** The order's reminders (催办), newest first. */
export const orderUrgesQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(verificationCalls.urges, { params: { id } }),
    queryFn: () => api.read(verificationCalls.urges, { params: { id } }),
  });

export const useOrderUrges = (id: number) => useQuery({ ...orderUrgesQuery(id), enabled: id > 0 });
