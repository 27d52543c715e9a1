import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** A company the search answers: registry entries and pool companies (these carry riskCompanyId). */
export interface CompanySuggestion {
  creditCode: string;
  companyName: string;
  registrationPlace: string | null;
  riskCompanyId: number | null;
  isMatch: boolean;
}

export const COMP_BASIC_URL = '/eims/v1/risk/compBasic';

/** GET /eims/v1/risk/compBasic?keyword=: name (normalised on the server) or credit code, at most 20 */
export const registrySearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: [COMP_BASIC_URL, keyword],
    queryFn: () => http.get<CompanySuggestion[]>(COMP_BASIC_URL, { keyword }),
    staleTime: 30_000,
  });

export const useRegistrySearch = (keyword: string) =>
  useQuery({ ...registrySearchQuery(keyword), enabled: keyword.trim() !== '' });
