import { z } from 'zod';
import { DISPOSAL_RECORD_TYPES, type DisposalRecordType } from '../disposal.ts';
import { wireTime } from '../wire.ts';

/** The linked-disposal contract: paths, sort whitelist, answers. */
export const DISPOSAL_PATH = '/business/v1/riskDisposalForms';
export const RECORDS_PATH = '/business/v1/riskDisposalInfos';
export const DISPOSAL_SORT_FIELDS = ['createTime', 'finishTime', 'archiveTime', 'evaluateTime'] as const;
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
