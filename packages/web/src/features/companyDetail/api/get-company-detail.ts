import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { type CompanyDetail, COMPANY_DETAIL_PATH } from '@risk/shared/api/registry';

export const companyDetailQuery = (creditCode: string) =>
  queryOptions({
    queryKey: [COMPANY_DETAIL_PATH, creditCode],
    // the page shows a refusal (unmatched, not in the user's district) itself, in place of the blocks
    queryFn: () =>
      http.get<CompanyDetail>(`${COMPANY_DETAIL_PATH}/${encodeURIComponent(creditCode)}`, undefined, {
        silent: true,
      }),
  });

export const useCompanyDetail = (creditCode: string) => useQuery(companyDetailQuery(creditCode));
