import { queryOptions, useQuery } from '@tanstack/react-query';
import { riskInfoCalls } from '@risk/shared/api/riskInfo';
import { api, callKey } from '../../../lib/http.ts';

/** The attachments of a company's risk information */
export const companyFilesQuery = (riskCompanyId: number) =>
  queryOptions({
    queryKey: callKey(riskInfoCalls.filesOfCompany, { params: { id: riskCompanyId } }),
    queryFn: () => api.read(riskInfoCalls.filesOfCompany, { params: { id: riskCompanyId } }),
  });

export const useCompanyFiles = (riskCompanyId: number | undefined) =>
  useQuery({ ...companyFilesQuery(riskCompanyId ?? 0), enabled: riskCompanyId !== undefined });
