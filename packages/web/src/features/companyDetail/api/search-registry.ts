import { queryOptions, useQuery } from '@tanstack/react-query';
import { registryCalls } from '@risk/shared/api/registry';
import { api, callKey } from '../../../lib/http.ts';

/** The company search: name (normalised on the server) or credit code, at most 20 */
export const registrySearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: callKey(registryCalls.search, { query: { keyword } }),
    queryFn: () => api.read(registryCalls.search, { query: { keyword } }),
    staleTime: 30_000,
  });

export const useRegistrySearch = (keyword: string) =>
  useQuery({ ...registrySearchQuery(keyword), enabled: keyword.trim() !== '' });
