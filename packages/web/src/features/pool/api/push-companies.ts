import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { POOL_URL } from './risk-company.ts';

/** POST /business/risk/company/batchPush {ids}: pushes to the city (one id for a single push) */
export const usePushCompanies = () =>
  useListMutation(POOL_URL, (ids: number[]) => http.post(`${POOL_URL}/batchPush`, { ids }));

/** POST /business/risk/company/batchWithdraw {ids}: back to 未推送 while the district has not taken the order */
export const useWithdrawCompanies = () =>
  useListMutation(POOL_URL, (ids: number[]) => http.post(`${POOL_URL}/batchWithdraw`, { ids }));
