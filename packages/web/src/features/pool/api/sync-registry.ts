import type { MatchingResult } from '@risk/shared/schemas/pool';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { POOL_URL } from './risk-company.ts';

/** PATCH /business/risk/company/matchingData/{id}: matches one company with the registry */
export const useSyncRegistry = () =>
  useListMutation(POOL_URL, (id: number) => http.patch(`${POOL_URL}/matchingData/${id}`));

/** PATCH /business/risk/company/matchingData {ids} → how many matched and how many did not */
export const useSyncRegistryBatch = () =>
  useListMutation(POOL_URL, (ids: number[]) => http.patch<MatchingResult>(`${POOL_URL}/matchingData`, { ids }));
