import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisposalStatics } from '@risk/shared/schemas/disposal';
import { http } from '../../../lib/http.ts';
import { DISPOSAL_URL } from './disposal-orders.ts';

/** GET /statics (city) or /statics/county (district): the cards; keyed under DISPOSAL_URL so writes refresh them. */
export const disposalStaticsQuery = (scope: 'city' | 'county') =>
  queryOptions({
    queryKey: [DISPOSAL_URL, 'statics', scope],
    queryFn: () => http.get<DisposalStatics>(`${DISPOSAL_URL}/statics${scope === 'county' ? '/county' : ''}`),
  });

export const useDisposalStatics = (scope: 'city' | 'county') => useQuery(disposalStaticsQuery(scope));
