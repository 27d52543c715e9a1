import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { RISK_COMPANY_PATH, type PoolCompanyRow } from '@risk/shared/api/pool';

/**
 * The pool company of a credit code as the user may see it (the list call, so the district scope
 * holds), or null: pages that need to know whether its registry data is matched before asking for it.
 */
export const usePoolCompanyByCode = (creditCode: string) =>
  useQuery({
    queryKey: [RISK_COMPANY_PATH, 'byCode', creditCode],
    queryFn: async () => {
      const { items } = await http.page<PoolCompanyRow>(RISK_COMPANY_PATH, { creditCode, page: 0, size: 10 });
      return items.find((r) => r.creditCode === creditCode) ?? null;
    },
  });
