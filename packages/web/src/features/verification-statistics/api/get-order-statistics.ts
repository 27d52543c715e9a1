import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationCalls } from '@risk/shared/api/verification';
import { api, callKey } from '../../../lib/http.ts';

/** The county and city statistics tables (a district user gets its own district). */
export const orderStatisticsQuery = () =>
  queryOptions({
    queryKey: callKey(verificationCalls.statistics),
    queryFn: () => api.read(verificationCalls.statistics),
  });

export const useOrderStatistics = () => useQuery(orderStatisticsQuery());
