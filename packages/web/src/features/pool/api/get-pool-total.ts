import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PoolTotals } from '@risk/shared/schemas/pool';
import { http } from '../../../lib/http.ts';
import { POOL_URL } from './risk-company.ts';

/** GET /business/risk/company/total: the statistic cards (focus and special follow only where the level sees them) */
export const poolTotalQuery = () =>
  queryOptions({ queryKey: [POOL_URL, 'total'], queryFn: () => http.get<PoolTotals>(`${POOL_URL}/total`) });

export const usePoolTotal = (enabled = true) => useQuery({ ...poolTotalQuery(), enabled });
