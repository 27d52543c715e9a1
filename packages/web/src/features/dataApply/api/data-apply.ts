import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import {
  DATA_APPLY_PATH,
  type DataApplyBody,
  type DataApplyReplyBody,
  type DataApplyRow,
} from '@risk/shared/schemas/dataApply';

/** GET /business/v1/risk/dataApply/getByRiskCompanyId/{id}: the company's applications, newest first */
export const companyAppliesQuery = (riskCompanyId: number) =>
  queryOptions({
    queryKey: [DATA_APPLY_PATH, 'company', riskCompanyId],
    queryFn: () => http.get<DataApplyRow[]>(`${DATA_APPLY_PATH}/getByRiskCompanyId/${riskCompanyId}`),
  });
export const useCompanyApplies = (riskCompanyId: number) => useQuery(companyAppliesQuery(riskCompanyId));

/** POST /business/v1/risk/dataApply: the district applies */
export const useApplyForData = () =>
  useListMutation(DATA_APPLY_PATH, (body: DataApplyBody) => http.post(DATA_APPLY_PATH, body));

/** PUT /business/v1/risk/dataApply/{id}/reply: the city answers */
export const useReplyToApply = () =>
  useListMutation(DATA_APPLY_PATH, ({ id, ...body }: DataApplyReplyBody & { id: number }) =>
    http.put(`${DATA_APPLY_PATH}/${id}/reply`, body),
  );
