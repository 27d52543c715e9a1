import { useQuery } from '@tanstack/react-query';
import { api, callKey } from '../../../lib/http.ts';
import { poolCalls } from '@risk/shared/api/pool';

/**
 * The pool company of a credit code as the user may see it (the list call, so the district scope
 * holds), or null: pages that need to know whether its registry data is matched before asking for it.
 */
export const usePoolCompanyByCode = (creditCode: string) => {
  const query = { creditCode, page: 0, size: 10 };
  return useQuery({
    queryKey: callKey(poolCalls.list, { query }),
    queryFn: async () => {
      const { items } = await api.page(poolCalls.list, { query });
      return items.find((r) => r.creditCode === creditCode) ?? null;
    },
  });
};
