import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

/** PUT /business/risk/company/region {id, companyRegion}: the district the order will be sent to */
export const useUpdateRegion = () =>
  useListMutation(RISK_COMPANY_PATH, (body: { id: number; companyRegion: string }) =>
    http.put(`${RISK_COMPANY_PATH}/region`, body),
  );
