import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { ORDERS_PATH } from '@risk/shared/api/verification';
import { RISK_COMPANY_PATH, type RelatedCompany } from '@risk/shared/api/pool';

/** A pool company offered by the search of 添加关联企业. */
export interface PoolCandidate {
  id: number;
  companyName: string;
  creditCode: string;
  status: number;
}

/** GET /business/risk/company/related?ids= (repeated keys) */
export const relatedQuery = (orderId: number) =>
  queryOptions({
    queryKey: [ORDERS_PATH, 'related', orderId],
    queryFn: () => http.get<RelatedCompany[]>(`${RISK_COMPANY_PATH}/related`, { ids: [orderId] }),
  });

export const useRelatedCompanies = (orderId: number | undefined) =>
  useQuery({ ...relatedQuery(orderId ?? 0), enabled: orderId !== undefined });

/** GET /business/risk/company?companyName=: the first page of pool companies matching the name */
export const searchPool = async (companyName: string) =>
  (await http.page<PoolCandidate>(RISK_COMPANY_PATH, { companyName, page: 0, size: 20 })).items;

/** POST /business/risk/company/relatedCompany/{orderId} {riskCompanyIds} */
export const useAddRelated = () =>
  useListMutation(ORDERS_PATH, ({ orderId, riskCompanyIds }: { orderId: number; riskCompanyIds: number[] }) =>
    http.post(`${RISK_COMPANY_PATH}/relatedCompany/${orderId}`, { riskCompanyIds }),
  );
