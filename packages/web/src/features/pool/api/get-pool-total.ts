import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callKey } from '../../../lib/http.ts';
import { poolCalls } from '@risk/shared/api/pool';

/** The statistic cards (focus and special follow only where the level sees them) */
export const poolTotalQuery = () =>
  queryOptions({ queryKey: callKey(poolCalls.total), queryFn: () => api.read(poolCalls.total) });

export const usePoolTotal = () => useQuery(poolTotalQuery());
