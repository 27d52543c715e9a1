import { z } from 'zod';
import { wireTime } from '../wire.ts';

/** The risk information contract: paths, sort whitelist, answer rows. */
export const RISK_INFO_PATH = '/business/v1/risk/riskCompanyInfo';
/** Attachments: upload (POST ?name=) and download (GET /{id}). */
export const ATTACHMENT_PATH = '/business/v1/risk/toolLocalStorage';
export const RISK_INFO_SORT_FIELDS = ['includedTime', 'createTime'] as const;
export const RISK_INFO_DEFAULT_SORT = 'includedTime,DESC';

/** A risk-information row as the list and the detail answer it. */
export const riskInfoRow = z.object({
  id: z.number().int(),
  riskCompanyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  registrationPlace: z.string().nullable(),
  companyRegion: z.string().nullable(),
  /** the pool company's status: 推送 (riskCompanyInfo:push) is offered at 未推送 only */
  companyStatus: z.number().int(),
  riskPoint: z.string(),
  riskDegree: z.number().int(),
  category: z.string(),
  riskDimensionName: z.string().nullable(),
  content: z.string(),
  source: z.string().nullable(),
  includedTime: wireTime,
  createTime: wireTime,
  createBy: z.string().nullable(),
});
export type RiskInfoRow = z.infer<typeof riskInfoRow>;

export const riskInfoFile = z.object({
  id: z.number().int(),
  /** the upload's id, which an edit sends back to keep the file */
  fileId: z.string(),
  riskCompanyInfoId: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  createTime: wireTime,
});
export type RiskInfoFile = z.infer<typeof riskInfoFile>;

/** The statistic cards: all risk information, and that of the companies under key focus. */
export const riskInfoTotal = z.object({ total: z.number().int(), focusTotal: z.number().int() });
export type RiskInfoTotal = z.infer<typeof riskInfoTotal>;

/** An uploaded file, named when the risk information is saved. */
export const uploadedAttachment = z.object({ id: z.string(), fileName: z.string() });
export type UploadedAttachment = z.infer<typeof uploadedAttachment>;
