import { z } from 'zod';
import { DISPOSAL_RECORD_TYPES, type DisposalRecordType } from '../disposal.ts';
import {
  disposalDispatchBody,
  disposalIdParam,
  disposalListQuery,
  disposalRecordBody,
  disposalRecordUpdateBody,
} from '../schemas/disposal.ts';
import { emptyEnvelope, envelope, idParam, idsBody, pageEnvelope, wireTime } from '../wire.ts';
import { callsOf } from './endpoint.ts';

/** The linked-disposal contract: the calls (`disposalCalls`), sort whitelist, answers. */
const DISPOSAL_PATH = '/business/v1/riskDisposalForms';
const RECORDS_PATH = '/business/v1/riskDisposalInfos';
export const DISPOSAL_SORT_FIELDS = ['createTime', 'finishTime', 'archiveTime', 'evaluateTime', 'deadline'] as const;
export const DISPOSAL_DEFAULT_SORT = 'createTime,DESC';

/** One row of the disposal lists. */
export const disposalRow = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  riskCompanyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  region: z.string(),
  registrationPlace: z.string().nullable(),
  level: z.string(),
  /** disposal status: 0 待处置, 1 处置中, 2 已办结 */
  status: z.number().int(),
  /** the pool company's status (3 联动处置, 4 待存档, 6 待评价, 7 已评价) */
  poolStatus: z.number().int(),
  talkNum: z.number().int(),
  downsizingNum: z.number().int(),
  serverNum: z.number().int(),
  finishTime: wireTime.nullable(),
  archiveTime: wireTime.nullable(),
  evaluateTime: wireTime.nullable(),
  createTime: wireTime,
  /** 派发处置: the departments the district sent the order to, with its opinion, time and sender (null before) */
  dispatchDepartments: z.string().nullable(),
  dispatchOpinion: z.string().nullable(),
  dispatchTime: wireTime.nullable(),
  dispatchBy: z.string().nullable(),
  /** the 联动处置 clock's deadline (the verification order's, docs/timeliness.md); null once finished */
  deadline: wireTime.nullable(),
  overdue: z.boolean(),
  dueSoon: z.boolean(),
  /** the city's reminders (催办) of the case's order */
  urgeCount: z.number().int(),
});
export type DisposalRow = z.infer<typeof disposalRow>;

export const disposalStatics = z.object({
  disposeCompNum: z.number().int(),
  unPending: z.number().int(),
  interviewNum: z.number().int(),
  allInterviewNum: z.number().int(),
  stabilityNum: z.number().int(),
  dockNum: z.number().int(),
  allDockNum: z.number().int(),
});
export type DisposalStatics = z.infer<typeof disposalStatics>;

/** A disposal record as the client reads it: its type's fields spread beside the bookkeeping. */
export const disposalRecord = z.looseObject({
  id: z.number().int(),
  type: z.enum(Object.keys(DISPOSAL_RECORD_TYPES) as [DisposalRecordType, ...DisposalRecordType[]]),
  recordDate: z.string(),
  createTime: wireTime,
});
export type DisposalRecord = z.infer<typeof disposalRecord>;

/** The records of a disposal by type. */
export const disposalRecords = z.object({
  talk: z.array(disposalRecord),
  downsizing: z.array(disposalRecord),
  server: z.array(disposalRecord),
});
export type DisposalRecords = z.infer<typeof disposalRecords>;

export const disposalDetail = disposalRow.extend({ records: disposalRecords });
export type DisposalDetail = z.infer<typeof disposalDetail>;

/** Any of the record tabs' codes lets a write in; the service checks the code of the record's own type. */
const RECORD_CODES = ['riskDisposalCounty:talk', 'riskDisposalCounty:downsizing', 'riskDisposalCounty:server'] as const;
/** The record tabs of 存档评价 (save:talk, save:downsizing, save:server) read a type's records; the district's codes too. */
const READ_CODES = [...RECORD_CODES, 'save:talk', 'save:downsizing', 'save:server'] as const;

const disposals = callsOf('disposal', DISPOSAL_PATH);
const records = callsOf('disposal', RECORDS_PATH);

/**
 * The calls of the linked disposal (联动处置): the list and its cards, the detail, 派发处置 and 办结,
 * and the dated records of its tabs. One area: a record's write refreshes the detail, list and cards.
 */
export const disposalCalls = {
  list: disposals.get('', {
    access: 'authenticated',
    query: disposalListQuery,
    answer: pageEnvelope(disposalRow),
    sort: DISPOSAL_SORT_FIELDS,
    defaultSort: DISPOSAL_DEFAULT_SORT,
  }),
  cityCards: disposals.get('/statics', { access: 'authenticated', answer: envelope(disposalStatics) }),
  countyCards: disposals.get('/statics/county', { access: 'authenticated', answer: envelope(disposalStatics) }),
  detail: disposals.get('/:id', { access: 'authenticated', params: idParam, answer: envelope(disposalDetail) }),
  dispatch: disposals.post('', {
    access: 'riskDisposalCounty:dispatchOrders',
    body: disposalDispatchBody,
    answer: envelope(disposalRow),
  }),
  finish: disposals.post('/:id/finish', { access: 'riskDisposalCounty:save', params: idParam, answer: emptyEnvelope }),
  /** the records by type, only of the types whose codes the caller holds */
  records: records.get('/:disposalId', {
    access: READ_CODES,
    params: disposalIdParam,
    answer: envelope(disposalRecords),
  }),
  addRecord: records.post('', {
    access: RECORD_CODES,
    body: disposalRecordBody,
    answer: envelope(z.object({ id: z.number().int() })),
  }),
  updateRecord: records.put('/:id', {
    access: RECORD_CODES,
    params: idParam,
    body: disposalRecordUpdateBody,
    answer: emptyEnvelope,
  }),
  removeRecords: records.delete('', {
    access: RECORD_CODES,
    body: idsBody,
    answer: envelope(z.object({ deleted: z.number().int() })),
  }),
};
