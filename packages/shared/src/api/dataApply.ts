import { z } from 'zod';
import { dataApplyBody, dataApplyQuery, dataApplyReplyBody } from '../schemas/dataApply.ts';
import { envelope, idParam, pageEnvelope, wireTime } from '../wire.ts';
import { callsOf } from './endpoint.ts';

/** 数据申请: a district's application for data on a company, and the city's answer. */
const DATA_APPLY_PATH = '/business/v1/risk/dataApply';

export const dataApplyRow = z.object({
  id: z.number().int(),
  riskCompanyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  region: z.string(),
  applyContent: z.string(),
  applyReason: z.string(),
  status: z.number().int(),
  replyContent: z.string().nullable(),
  replyBy: z.string().nullable(),
  replyTime: wireTime.nullable(),
  createBy: z.string(),
  createTime: wireTime,
});
export type DataApplyRow = z.infer<typeof dataApplyRow>;

const apply = callsOf('dataApply', DATA_APPLY_PATH);

/** The calls of 数据申请: the three reads the spec lists, the district's application and the city's answer. */
export const dataApplyCalls = {
  list: apply.get('', { access: 'authenticated', query: dataApplyQuery, answer: pageEnvelope(dataApplyRow) }),
  detail: apply.get('/dataApply/:id', { access: 'authenticated', params: idParam, answer: envelope(dataApplyRow) }),
  ofCompany: apply.get('/getByRiskCompanyId/:id', {
    access: 'authenticated',
    params: idParam,
    answer: envelope(z.array(dataApplyRow)),
  }),
  apply: apply.post('', { access: 'dataApply:apply', body: dataApplyBody, answer: envelope(dataApplyRow) }),
  reply: apply.put('/:id/reply', {
    access: 'dataApply:reply',
    params: idParam,
    body: dataApplyReplyBody,
    answer: envelope(dataApplyRow),
  }),
};
