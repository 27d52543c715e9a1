import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PoolCompanyRow } from '@risk/shared/api/pool';
import { http } from '../../../lib/http.ts';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

/** The company of a risk information is chosen from the pool: GET /business/risk/company?companyName=…&size=20 */
export const poolCompanySearchQuery = (companyName: string) =>
  queryOptions({
    queryKey: [RISK_COMPANY_PATH, 'search', companyName],
    queryFn: async () => (await http.page<PoolCompanyRow>(RISK_COMPANY_PATH, { companyName, page: 0, size: 20 })).items,
    staleTime: 30_000,
  });

export const usePoolCompanySearch = (companyName: string) =>
  useQuery({ ...poolCompanySearchQuery(companyName), enabled: companyName.trim() !== '' });
