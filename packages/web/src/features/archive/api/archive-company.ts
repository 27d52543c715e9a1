import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { disposalCalls } from '@risk/shared/api/disposal';
import { poolCalls } from '@risk/shared/api/pool';

/** 存档: 待存档 → 待评价 (the pool company id). */
export const useArchiveCompany = () =>
  useListMutation(poolCalls.archive, (id: number) => api.write(poolCalls.archive, { params: { id } }), [
    disposalCalls.list,
  ]);
