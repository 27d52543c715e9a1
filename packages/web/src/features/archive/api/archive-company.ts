import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { DISPOSAL_URL, POOL_URL } from './case-urls.ts';

/** POST /archive/{id}: 待存档 → 待评价 (the pool company id). */
export const useArchiveCompany = () =>
  useListMutation(POOL_URL, (id: number) => http.post(`${POOL_URL}/archive/${id}`), [[DISPOSAL_URL]]);
