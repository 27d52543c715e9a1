import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PoolTotals } from '@risk/shared/api/pool';
import { http } from '../../../lib/http.ts';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

/** GET /business/risk/company/total: the statistic cards (focus and special follow only where the level sees them) */
export const poolTotalQuery = () =>
  queryOptions({
    queryKey: [RISK_COMPANY_PATH, 'total'],
    queryFn: () => http.get<PoolTotals>(`${RISK_COMPANY_PATH}/total`),
  });

export const usePoolTotal = (enabled = true) => useQuery({ ...poolTotalQuery(), enabled });
