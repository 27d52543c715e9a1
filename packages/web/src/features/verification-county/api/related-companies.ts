import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callKey } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { poolCalls, type PoolCompanyRow } from '@risk/shared/api/pool';

/** A pool company offered by the search of 添加关联企业. */
export type PoolCandidate = Pick<PoolCompanyRow, 'id' | 'companyName' | 'creditCode' | 'status'>;

/** The companies related to the order */
export const relatedQuery = (orderId: number) =>
  queryOptions({
    queryKey: callKey(calls.related, { query: { ids: [orderId] } }),
    queryFn: () => api.read(calls.related, { query: { ids: [orderId] } }),
  });

export const useRelatedCompanies = (orderId: number | undefined) =>
  useQuery({ ...relatedQuery(orderId ?? 0), enabled: orderId !== undefined });

/** The first page of pool companies matching the name */
export const searchPool = async (companyName: string): Promise<PoolCandidate[]> =>
  (await api.page(poolCalls.list, { query: { companyName, page: 0, size: 20 } })).items;

export const useAddRelated = () =>
  useListMutation(calls.addRelated, ({ orderId, riskCompanyIds }: { orderId: number; riskCompanyIds: number[] }) =>
    api.write(calls.addRelated, { params: { orderId }, body: { riskCompanyIds } }),
  );
