import { z } from 'zod';
import { creditCodeParam, riskInfoBody, riskInfoQuery, riskInfoUpdateBody } from '../schemas/riskInfo.ts';
import {
  emptyEnvelope,
  envelope,
  fileAnswer,
  idParam,
  idsBody,
  pageEnvelope,
  wireTime,
  XLSX_MEDIA_TYPE,
} from '../wire.ts';
import { callsOf } from './endpoint.ts';
import { importJobAnswer } from './jobs.ts';

/** The risk information contract: paths, sort whitelist, answer rows. */
const RISK_INFO_PATH = '/business/v1/risk/riskCompanyInfo';
/**
 * The file store's base: the store (files module) takes the uploads, risk information serves the
 * download of its attachments under the same base.
 */
const ATTACHMENT_PATH = '/business/v1/risk/toolLocalStorage';
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

const info = callsOf('riskInfo', RISK_INFO_PATH);
const attachment = callsOf('riskInfo', ATTACHMENT_PATH);
const xlsx = { answer: fileAnswer, produces: [XLSX_MEDIA_TYPE] } as const;

/** The calls of 风险信息 and the download of its attachments. */
export const riskInfoCalls = {
  total: info.get('/total', { access: 'authenticated', answer: envelope(riskInfoTotal) }),
  list: info.get('', {
    access: 'authenticated',
    query: riskInfoQuery,
    answer: pageEnvelope(riskInfoRow),
    sort: RISK_INFO_SORT_FIELDS,
    defaultSort: RISK_INFO_DEFAULT_SORT,
  }),
  create: info.post('', {
    access: 'riskCompanyInfo:add',
    body: riskInfoBody,
    answer: envelope(z.object({ id: z.number().int() })),
  }),
  update: info.put('', { access: 'riskCompanyInfo:edit', body: riskInfoUpdateBody, answer: emptyEnvelope }),
  remove: info.delete('', {
    access: ['riskCompanyInfo:del', 'riskCompany:delRiskInfo'],
    body: idsBody,
    answer: emptyEnvelope,
  }),
  template: info.get('/template', { access: 'riskCompanyInfo:upload', ...xlsx }),
  importExcel: info.post('/importExcel', {
    access: 'riskCompanyInfo:upload',
    multipart: true,
    answer: importJobAnswer,
  }),
  download: info.patch('/download', { access: 'riskCompanyInfo:downLoad', query: riskInfoQuery, ...xlsx }),
  detail: info.get('/:id', { access: 'authenticated', params: idParam, answer: envelope(riskInfoRow) }),
  ofCompany: info.get('/getByRiskCompanyId/:id', {
    access: 'authenticated',
    params: idParam,
    answer: envelope(z.array(riskInfoRow)),
  }),
  filesOfCompany: info.get('/getFileByRiskCompanyId/:id', {
    access: 'authenticated',
    params: idParam,
    answer: envelope(z.array(riskInfoFile)),
  }),
  ofCreditCode: info.get('/getByCreditCode/:creditCode', {
    access: 'authenticated',
    params: creditCodeParam,
    answer: envelope(z.array(riskInfoRow)),
  }),
  attachment: attachment.get('/:id', {
    access: 'authenticated',
    params: idParam,
    answer: fileAnswer,
    produces: ['application/octet-stream'],
  }),
};
