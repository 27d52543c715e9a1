import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { POOL_URL } from './risk-company.ts';

/** PATCH /business/risk/company/follow/{id}: key focus (the server picks focus or cityFocus by level) */
export const useToggleFocus = () => useListMutation(POOL_URL, (id: number) => http.patch(`${POOL_URL}/follow/${id}`));

/** PATCH /business/risk/company/specialFollow/{id}: special follow (operations) */
export const useToggleSpecialFollow = () =>
  useListMutation(POOL_URL, (id: number) => http.patch(`${POOL_URL}/specialFollow/${id}`));
