import { z } from 'zod';
import {
  isDisposalListStatus,
  DISPOSAL_OPEN_SELECTION,
  DISPOSAL_RECORD_TYPES,
  DISPOSAL_RECORD_TYPE_NAMES,
  type DisposalRecordType,
} from '../disposal.ts';
import { UNRATED, WARNING_LEVELS } from '../verification.ts';
import { dateRange, pageQuerySchema, repeated, textFilter } from '../wire.ts';
import { timelinessFilter } from './timeliness.ts';

/** Messages of the disposal workflow that the spec gives (finish, finished records) or leaves to us. */
export const DISPOSAL_MSG = {
  finishNeedsRecord: '请先添加处置记录再办结',
  finished: '联动处置已办结，不能修改处置记录',
  alreadyFinished: '联动处置已办结，请勿重复办结',
  unknownType: '处置记录类型不存在',
  typeMismatch: '不能修改处置记录的类型',
  companyNotDisposing: '企业当前不在联动处置中，不能办结',
  dispatchFinished: '联动处置已办结，不能再派发',
  poolStatusOutOfList: '状态只能是 1（处置中，供选择列表）、待存档、待评价 或 已评价',
} as const;

/** The disposal lists' filters (city and district); `status` is the pool status, limited to 4, 6, 7, or 1 (open disposals). */
export const disposalListQuery = pageQuerySchema.extend({
  companyName: textFilter,
  region: textFilter,
  registrationPlace: textFilter,
  status: repeated(
    z.coerce
      .number({ error: DISPOSAL_MSG.poolStatusOutOfList })
      .int(DISPOSAL_MSG.poolStatusOutOfList)
      .refine((s) => s === DISPOSAL_OPEN_SELECTION || isDisposalListStatus(s), DISPOSAL_MSG.poolStatusOutOfList),
  ),
  level: z.enum([...WARNING_LEVELS, UNRATED], { error: '预警等级不存在' }).optional(),
  createTime: dateRange,
  /** 办理时限: the 联动处置 clock past its deadline, or due by the end of the next working day */
  timeliness: timelinessFilter,
});
export type DisposalListQuery = z.infer<typeof disposalListQuery>;

const disposalId = z.number({ error: '请选择联动处置工单' }).int().positive('请选择联动处置工单');

/** POST riskDisposalInfos: the type names the tab, its schema checks the fields. */
export const disposalRecordBody = z.discriminatedUnion(
  'type',
  [
    DISPOSAL_RECORD_TYPES.talk.schema.extend({ type: z.literal('talk'), disposalId }),
    DISPOSAL_RECORD_TYPES.downsizing.schema.extend({ type: z.literal('downsizing'), disposalId }),
    DISPOSAL_RECORD_TYPES.server.schema.extend({ type: z.literal('server'), disposalId }),
  ],
  { error: DISPOSAL_MSG.unknownType },
);
export type DisposalRecordBody = z.infer<typeof disposalRecordBody>;

/** PUT riskDisposalInfos/{id}: the fields of the record's own type (checked by the server against the stored type). */
export const disposalRecordUpdateBody = z.looseObject({
  type: z
    .enum(DISPOSAL_RECORD_TYPE_NAMES as [DisposalRecordType, ...DisposalRecordType[]], {
      error: DISPOSAL_MSG.unknownType,
    })
    .optional(),
});

export const disposalIdParam = z.object({
  disposalId: z.coerce.number({ error: 'ID 必须是数字' }).int().positive('ID 必须是正整数'),
});

/** POST riskDisposalForms (派发处置, riskDisposalCounty:dispatchOrders): the district sends the order to the departments that work it. */
export const disposalDispatchBody = z.object({
  disposalId,
  departments: z
    .string({ error: '请填写派发部门' })
    .trim()
    .min(1, '请填写派发部门')
    .max(200, '派发部门不能超过200个字符'),
  opinion: z.string().trim().max(500, '派发意见不能超过500个字符').optional(),
});
export type DisposalDispatchBody = z.infer<typeof disposalDispatchBody>;
