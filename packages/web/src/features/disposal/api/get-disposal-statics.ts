import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisposalStatics } from '@risk/shared/api/disposal';
import { http } from '../../../lib/http.ts';
import { DISPOSAL_PATH } from '@risk/shared/api/disposal';

/** GET /statics (city) or /statics/county (district): the cards; keyed under DISPOSAL_PATH so writes refresh them. */
export const disposalStaticsQuery = (scope: 'city' | 'county') =>
  queryOptions({
    queryKey: [DISPOSAL_PATH, 'statics', scope],
    queryFn: () => http.get<DisposalStatics>(`${DISPOSAL_PATH}/statics${scope === 'county' ? '/county' : ''}`),
  });

export const useDisposalStatics = (scope: 'city' | 'county') => useQuery(disposalStaticsQuery(scope));
