import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataApplyBody, DataApplyReplyBody } from '@risk/shared/schemas/dataApply';
import { dataApplyCalls } from '@risk/shared/api/dataApply';
import { api, callKey } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** The company's applications, newest first */
export const companyAppliesQuery = (riskCompanyId: number) =>
  queryOptions({
    queryKey: callKey(dataApplyCalls.ofCompany, { params: { id: riskCompanyId } }),
    queryFn: () => api.read(dataApplyCalls.ofCompany, { params: { id: riskCompanyId } }),
  });
export const useCompanyApplies = (riskCompanyId: number) => useQuery(companyAppliesQuery(riskCompanyId));

/** The district applies */
export const useApplyForData = () =>
  useListMutation(dataApplyCalls.apply, (body: DataApplyBody) => api.write(dataApplyCalls.apply, { body }));

/** The city answers */
export const useReplyToApply = () =>
  useListMutation(dataApplyCalls.reply, ({ id, ...body }: DataApplyReplyBody & { id: number }) =>
    api.write(dataApplyCalls.reply, { params: { id }, body }),
  );
