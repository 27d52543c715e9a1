import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PoolCompanyRow } from '@risk/shared/schemas/pool';
import { http } from '../../../lib/http.ts';

/** The company of a risk information is chosen from the pool: GET /business/risk/company?companyName=…&size=20 */
export const poolCompanySearchQuery = (companyName: string) =>
  queryOptions({
    queryKey: ['/business/risk/company', 'search', companyName],
    queryFn: async () =>
      (await http.page<PoolCompanyRow>('/business/risk/company', { companyName, page: 0, size: 20 })).items,
    staleTime: 30_000,
  });

export const usePoolCompanySearch = (companyName: string) =>
  useQuery({ ...poolCompanySearchQuery(companyName), enabled: companyName.trim() !== '' });
