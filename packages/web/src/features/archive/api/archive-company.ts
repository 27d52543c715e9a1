import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { DISPOSAL_PATH } from '@risk/shared/api/disposal';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

/** POST /archive/{id}: 待存档 → 待评价 (the pool company id). */
export const useArchiveCompany = () =>
  useListMutation(RISK_COMPANY_PATH, (id: number) => http.post(`${RISK_COMPANY_PATH}/archive/${id}`), [
    [DISPOSAL_PATH],
  ]);
