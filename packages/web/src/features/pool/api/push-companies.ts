import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { poolCalls } from '@risk/shared/api/pool';

/** Pushes to the city (one id for a single push) */
export const usePushCompanies = () =>
  useListMutation(poolCalls.push, (ids: number[]) => api.write(poolCalls.push, { body: { ids } }));

/** Back to 未推送 while the district has not taken the order */
export const useWithdrawCompanies = () =>
  useListMutation(poolCalls.withdraw, (ids: number[]) => api.write(poolCalls.withdraw, { body: { ids } }));
