import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callKey } from '../../lib/http.ts';
import { poolCalls } from '@risk/shared/api/pool';

/**
 * A company a form names is chosen from the pool: the pool list by name or the start of a credit
 * code, 20 at most, of the given statuses where the form needs some (新建工单: 未推送).
 */
export const poolCompanySearchQuery = (companyName: string, status?: readonly number[]) => {
  const query = { companyName, page: 0, size: 20, ...(status ? { status: [...status] } : {}) };
  return queryOptions({
    queryKey: callKey(poolCalls.list, { query }),
    queryFn: async () => (await api.page(poolCalls.list, { query })).items,
    staleTime: 30_000,
  });
};

export const usePoolCompanySearch = (companyName: string, status?: readonly number[]) =>
  useQuery({ ...poolCompanySearchQuery(companyName, status), enabled: companyName.trim() !== '' });
