import type { Key } from 'react';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

/** DELETE /business/risk/company with the ids (only 未推送 companies; the server checks again) */
export const useDeleteCompanies = () =>
  useListMutation(RISK_COMPANY_PATH, (ids: Key[]) => http.del(RISK_COMPANY_PATH, ids));
