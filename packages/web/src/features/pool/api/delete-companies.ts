import type { Key } from 'react';
import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { poolCalls } from '@risk/shared/api/pool';

/** Deletes companies (only 未推送 ones; the server checks again) */
export const useDeleteCompanies = () =>
  useListMutation(poolCalls.remove, (ids: Key[]) => api.write(poolCalls.remove, { body: ids as number[] }));
