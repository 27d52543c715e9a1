import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationCalls } from '@risk/shared/api/verification';
import { api, callKey } from '../../../lib/http.ts';

/** The tab badges; in the verification area, so every order action refreshes them with the lists. */
export const cityStaticsQuery = () =>
  queryOptions({
    queryKey: callKey(verificationCalls.cityBadges),
    queryFn: () => api.read(verificationCalls.cityBadges),
  });

export const useCityStatics = () => useQuery(cityStaticsQuery());
