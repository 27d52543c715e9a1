import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { POOL_URL } from './risk-company.ts';

/** PUT /business/risk/company/region {id, companyRegion}: the district the order will be sent to */
export const useUpdateRegion = () =>
  useListMutation(POOL_URL, (body: { id: number; companyRegion: string }) => http.put(`${POOL_URL}/region`, body));
