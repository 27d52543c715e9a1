import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callKey } from '../../../lib/http.ts';
import { poolCalls } from '@risk/shared/api/pool';

/** The company of a risk information is chosen from the pool: the pool list by name, 20 at most */
export const poolCompanySearchQuery = (companyName: string) => {
  const query = { companyName, page: 0, size: 20 };
  return queryOptions({
    queryKey: callKey(poolCalls.list, { query }),
    queryFn: async () => (await api.page(poolCalls.list, { query })).items,
    staleTime: 30_000,
  });
};

export const usePoolCompanySearch = (companyName: string) =>
  useQuery({ ...poolCompanySearchQuery(companyName), enabled: companyName.trim() !== '' });
