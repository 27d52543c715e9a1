import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { type CompanySuggestion, COMP_BASIC_PATH } from '@risk/shared/api/registry';

/** GET /eims/v1/risk/compBasic?keyword=: name (normalised on the server) or credit code, at most 20 */
export const registrySearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: [COMP_BASIC_PATH, keyword],
    queryFn: () => http.get<CompanySuggestion[]>(COMP_BASIC_PATH, { keyword }),
    staleTime: 30_000,
  });

export const useRegistrySearch = (keyword: string) =>
  useQuery({ ...registrySearchQuery(keyword), enabled: keyword.trim() !== '' });
