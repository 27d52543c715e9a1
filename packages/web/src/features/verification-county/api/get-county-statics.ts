import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationCalls } from '@risk/shared/api/verification';
import { api, callKey } from '../../../lib/http.ts';

/** The district's tab badges; in the verification area, so every order action refreshes them. */
export const countyStaticsQuery = () =>
  queryOptions({
    queryKey: callKey(verificationCalls.countyBadges),
    queryFn: () => api.read(verificationCalls.countyBadges),
  });

export const useCountyBadges = () => useQuery(countyStaticsQuery());
