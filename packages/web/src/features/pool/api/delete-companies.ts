import type { Key } from 'react';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { POOL_URL } from './risk-company.ts';

/** DELETE /business/risk/company with the ids (only 未推送 companies; the server checks again) */
export const useDeleteCompanies = () => useListMutation(POOL_URL, (ids: Key[]) => http.del(POOL_URL, ids));
