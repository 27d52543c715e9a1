import { queryOptions, useQuery } from '@tanstack/react-query';
import { riskInfoCalls } from '@risk/shared/api/riskInfo';
import { api, callKey } from '../../../lib/http.ts';

/** The statistic cards */
export const riskInfoTotalQuery = () =>
  queryOptions({ queryKey: callKey(riskInfoCalls.total), queryFn: () => api.read(riskInfoCalls.total) });

export const useRiskInfoTotal = () => useQuery(riskInfoTotalQuery());
