import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RiskInfoFile } from '@risk/shared/api/riskInfo';
import { http } from '../../../lib/http.ts';
import { ATTACHMENT_PATH, RISK_INFO_PATH, type UploadedAttachment } from '@risk/shared/api/riskInfo';

/** POST /business/v1/risk/toolLocalStorage?name= (multipart file) */
export const uploadAttachment = async (file: File) =>
  (await http.upload<UploadedAttachment>(ATTACHMENT_PATH, file, { name: file.name })).content;

/** GET /business/v1/risk/toolLocalStorage/{id} */
export const downloadAttachment = (file: RiskInfoFile) =>
  http.download(`${ATTACHMENT_PATH}/${file.id}`, undefined, file.fileName);

/** GET /business/v1/risk/riskCompanyInfo/getFileByRiskCompanyId/{id}: the attachments of a company's risk information */
export const companyFilesQuery = (riskCompanyId: number) =>
  queryOptions({
    queryKey: [RISK_INFO_PATH, 'files', riskCompanyId],
    queryFn: () => http.get<RiskInfoFile[]>(`${RISK_INFO_PATH}/getFileByRiskCompanyId/${riskCompanyId}`),
  });

export const useCompanyFiles = (riskCompanyId: number | undefined) =>
  useQuery({ ...companyFilesQuery(riskCompanyId ?? 0), enabled: riskCompanyId !== undefined });
