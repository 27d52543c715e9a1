import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { POOL_URL } from './risk-company.ts';

/** GET /business/risk/company/total: the statistic cards (focus and special follow only where the level sees them). */
export interface PoolTotal {
  allTotal: number;
  isMatchTotal: number;
  noMatchTotal: number;
  focusTotal?: number;
  specialFollowNum?: number;
}

export const POOL_TOTAL_URL = `${POOL_URL}/total`;

export const poolTotalQuery = (filters: Record<string, unknown>) =>
  queryOptions({ queryKey: [POOL_URL, 'total', filters], queryFn: () => http.get<PoolTotal>(POOL_TOTAL_URL, filters) });

export const usePoolTotal = (filters: Record<string, unknown>, enabled = true) => useQuery({ ...poolTotalQuery(filters), enabled });
