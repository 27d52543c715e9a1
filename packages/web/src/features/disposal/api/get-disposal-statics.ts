import { queryOptions, useQuery } from '@tanstack/react-query';
import { disposalCalls } from '@risk/shared/api/disposal';
import { api, callKey } from '../../../lib/http.ts';

/** The cards of the city or of the caller's district; in the disposal area, so writes refresh them. */
export const disposalStaticsQuery = (scope: 'city' | 'county') => {
  const call = scope === 'county' ? disposalCalls.countyCards : disposalCalls.cityCards;
  return queryOptions({ queryKey: callKey(call), queryFn: () => api.read(call) });
};

export const useDisposalStatics = (scope: 'city' | 'county') => useQuery(disposalStaticsQuery(scope));
