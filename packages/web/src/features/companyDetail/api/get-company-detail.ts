import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyDetailCalls } from '@risk/shared/api/registry';
import { api, callKey } from '../../../lib/http.ts';

export const companyDetailQuery = (creditCode: string) =>
  queryOptions({
    queryKey: callKey(companyDetailCalls.detail, { params: { creditCode } }),
    // the page shows a refusal (unmatched, not in the user's district) itself, in place of the blocks
    queryFn: () => api.read(companyDetailCalls.detail, { params: { creditCode }, silent: true }),
  });

export const useCompanyDetail = (creditCode: string) => useQuery(companyDetailQuery(creditCode));
