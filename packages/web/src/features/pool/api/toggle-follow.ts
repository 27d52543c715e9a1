import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

/** PATCH /business/risk/company/follow/{id}: key focus (the server picks focus or cityFocus by level) */
export const useToggleFocus = () =>
  useListMutation(RISK_COMPANY_PATH, (id: number) => http.patch(`${RISK_COMPANY_PATH}/follow/${id}`));

/** PATCH /business/risk/company/specialFollow/{id}: special follow (operations) */
export const useToggleSpecialFollow = () =>
  useListMutation(RISK_COMPANY_PATH, (id: number) => http.patch(`${RISK_COMPANY_PATH}/specialFollow/${id}`));
