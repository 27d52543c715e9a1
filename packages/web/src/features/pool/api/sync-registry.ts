import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { poolCalls } from '@risk/shared/api/pool';

/** Matches one company with the registry */
export const useSyncRegistry = () =>
  useListMutation(poolCalls.matchOne, (id: number) => api.write(poolCalls.matchOne, { params: { id } }));

/** Matches companies with the registry → how many matched and how many did not */
export const useSyncRegistryBatch = () =>
  useListMutation(poolCalls.matchMany, (ids: number[]) => api.write(poolCalls.matchMany, { body: { ids } }));
