import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

/** POST /business/risk/company/batchPush {ids}: pushes to the city (one id for a single push) */
export const usePushCompanies = () =>
  useListMutation(RISK_COMPANY_PATH, (ids: number[]) => http.post(`${RISK_COMPANY_PATH}/batchPush`, { ids }));

/** POST /business/risk/company/batchWithdraw {ids}: back to 未推送 while the district has not taken the order */
export const useWithdrawCompanies = () =>
  useListMutation(RISK_COMPANY_PATH, (ids: number[]) => http.post(`${RISK_COMPANY_PATH}/batchWithdraw`, { ids }));
