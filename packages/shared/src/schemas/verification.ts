import { z } from 'zod';
import { CITY_TABS, CITY_WARNING_TABS, COUNTY_TABS } from '../order-machine.ts';
import type { DisposalRecordType } from '../disposal.ts';
import { UNRATED, WARNING_LEVELS } from '../verification.ts';
import { verificationFormBody } from '../verification-form.ts';
import { dateRange, idsBody, pageQuerySchema, repeated, textFilter } from '../wire.ts';
import { chosenCompanyId } from './pool.ts';
import { timelinessFilter } from './timeliness.ts';

/** Messages of the verification lists that the spec leaves to us. */
export const VERIFICATION_LIST_MSG = {
  unknownTab: '未知的工单页签',
  tabNotForLevel: '当前角色不能查看该页签的工单',
  subTabOnlyAwaitVerification: '子页签只适用于区县“待核实”页签',
  statusCountyUnknown: '区县核实状态只能是 已派单、已接单、核实中、待审核、待定级、联动处置、已办结 或 已存档',
} as const;

export type CityTab = keyof typeof CITY_TABS;
export type CountyTab = keyof typeof COUNTY_TABS;
/** The city's pending-dispatch (待派单) tabs: orders still with the city; their rows carry the social-security change. */
export const PENDING_DISPATCH_TABS = [
  'New',
  'NotDispatched',
  'SentBack',
  'Revoked',
] as const satisfies readonly CityTab[];

export const ORDER_TABS = [
  ...new Set([...Object.keys(CITY_TABS), ...Object.keys(CITY_WARNING_TABS), ...Object.keys(COUNTY_TABS)]),
] as [string, ...string[]];

/** County AwaitVerification sub-tabs: not yet pushed to the mini-app, or pushed. */
export const ORDER_SUB_TABS = ['AwaitPushApp', 'MiniApp'] as const;

const yesNo = z.enum(['0', '1'], { error: '只能是 0 或 1' }).optional();

/** Filters by what the district recorded in the linked disposal: '1' 已填写, '0' 未填写 (only orders with a disposal). */
const written = (label: string) => z.enum(['0', '1'], { error: `${label}只能是 1（已填写）或 0（未填写）` }).optional();

/** The write* filters of the list query and the disposal record type each reads. */
export const WRITE_FILTERS = {
  writeInterview: 'talk',
  writeLayoffs: 'downsizing',
  writeDock: 'server',
} as const satisfies Record<string, DisposalRecordType>;

/** The work list's filters: a tab names the statuses, the rest narrow them. */
export const orderListQuery = pageQuerySchema.extend({
  tab: z.enum(ORDER_TABS, { error: VERIFICATION_LIST_MSG.unknownTab }).optional(),
  subTab: z.enum(ORDER_SUB_TABS, { error: '未知的子页签' }).optional(),
  status: repeated(
    z.coerce.number({ error: '状态必须是数字' }).int('状态必须是整数').min(0, '状态不存在').max(11, '状态不存在'),
  ),
  /** the district's status filter (the county list's 核实状态 column): statuses a district sees, repeated keys */
  statusCounty: repeated(
    z.coerce
      .number({ error: VERIFICATION_LIST_MSG.statusCountyUnknown })
      .int(VERIFICATION_LIST_MSG.statusCountyUnknown)
      .refine(
        (s) => (COUNTY_TABS.countyAll as readonly number[]).includes(s),
        VERIFICATION_LIST_MSG.statusCountyUnknown,
      ),
  ),
  companyName: textFilter,
  region: textFilter,
  registrationPlace: textFilter,
  riskPoint: textFilter,
  level: z.enum([...WARNING_LEVELS, UNRATED], { error: '预警等级不存在' }).optional(),
  isDownsizing: yesNo,
  isDefuse: yesNo,
  verifyPassed: z.enum(['未通过', '未提交'], { error: '审核结果只能是 未通过 或 未提交' }).optional(),
  pushTime: dateRange,
  dispatchTime: dateRange,
  gradeTime: dateRange,
  includedTime: dateRange,
  verificationTime: dateRange,
  writeInterview: written('约谈记录'),
  writeLayoffs: written('裁员和维稳记录'),
  writeDock: written('对接服务记录'),
  /** 办理时限: past the current step's deadline, or due by the end of the next working day */
  timeliness: timelinessFilter,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderIdQuery = z.object({
  orderId: z.coerce.number({ error: '工单 ID 必须是数字' }).int().positive('工单 ID 必须是正整数'),
});

/** GET /business/risk/company/related: the orders' ids as an array (repeated keys `ids=1&ids=2`). */
export const relatedQuery = z.object({
  ids: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]),
    z
      .array(
        z.coerce.number({ error: '工单 ID 必须是数字' }).int('工单 ID 必须是正整数').positive('工单 ID 必须是正整数'),
        {
          error: '请选择工单',
        },
      )
      .min(1, '请选择工单')
      .max(200, '一次最多查询200个工单'),
  ),
});

// ── Actions of the workflow (orders, form, mini-app, related companies) and notices ──

/** Messages of the verification workflow that the spec leaves to us (its own refusals are in order-machine.ts). */
export const VERIFICATION_MSG = {
  archivedRelated: '已存档的工单不能添加关联企业',
  relatedNotSelectable: '只能关联状态为待存档及之前的风险企业',
  relatedSelf: '不能关联工单本身的企业',
  appLinkInvalid: '链接无效',
  appLinkExpired: '链接已过期，请联系区县重新推送',
  appApproved: '填报内容已审核通过，不能再修改',
  appClosed: '工单已不在核实中，不能再填报',
  appNothingToAudit: '小程序填报内容尚未提交或已审核',
  appOpinionNeeded: '审核不通过时请填写审核意见',
  formMissing: '该工单尚未填写核实情况',
} as const;

const reason = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(500, `${label}不能超过500个字符`);

export const orderIdsBody = z.object({ ids: idsBody });

/** 退单 / 退回市级: the district says why. */
export const refuseBody = z.object({ reason: reason('退单原因') });
const region = z.string({ error: '请选择派单区县' }).trim().min(1, '请选择派单区县').max(20, '派单区县不正确');
/** 修改工单 before the district has it: its dispatch district, the one field the city edits. */
export const regionBody = z.object({ region });

/**
 * 新建工单 (the city): the pool company chosen from the database, its dispatch district where it is
 * set or changed first, and `send` to dispatch the new order at once (保存并派单).
 */
export const createOrderBody = z.object({
  riskCompanyId: chosenCompanyId,
  region: region.optional(),
  send: z.boolean({ error: '派单标记只能是 true 或 false' }).optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** 审核: a return needs the explanation the district will see. */
export const reviewBody = z
  .object({ pass: z.boolean({ error: '请选择审核结果' }), auditExplain: reason('退回说明').optional() })
  .refine((b) => b.pass || b.auditExplain !== undefined, { path: ['auditExplain'], message: '请填写退回说明' });

export const ratingBody = z.object({
  level: z.enum(WARNING_LEVELS, { error: '请选择预警等级' }),
  isDefuse: z.enum(['0', '1'], { error: '请选择是否化解' }).optional(),
});

export const orderIdParam = z.object({
  orderId: z.coerce.number({ error: '工单ID必须是数字' }).int().positive('工单ID必须是正整数'),
});

/** 小程序填报审核 (county): a rejection needs an opinion; adopt makes the app form the order's form. */
export const appReviewBody = z
  .object({
    pass: z.boolean({ error: '请选择审核结果' }),
    opinion: z.string().trim().max(500, '审核意见不能超过500个字符').optional(),
    adopt: z.boolean().optional(),
  })
  .refine((b) => b.pass || !!b.opinion, { path: ['opinion'], message: VERIFICATION_MSG.appOpinionNeeded });

export const tokenParam = z.object({ token: z.string().regex(/^[0-9a-f]{64}$/, VERIFICATION_MSG.appLinkInvalid) });

export const relatedBody = z.object({
  riskCompanyIds: z
    .array(z.number().int().positive(), { error: '请选择要关联的企业' })
    .min(1, '请选择要关联的企业')
    .max(200, '一次最多关联200家企业'),
});

/** Notices list: the signed-in user's own; an administrator may name a receiver (`acceptUserId`) or see all. */
export const noticeQuery = pageQuerySchema.extend({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(1, '状态只能是0或1').optional(),
  ),
  acceptUserId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: '接收人ID必须是数字' }).int().positive('接收人ID必须是正整数').optional(),
  ),
  noticeType: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(50, '查询条件过长').optional(),
  ),
});
export const noticeIdsBody = z.object({
  ids: z.array(z.number().int().positive(), { error: '请选择通知' }).min(1, '请选择通知'),
});

/** 保存/提交核实情况: the form plus which order and whether it is submitted. */
export const formSaveBody = z.intersection(
  z.object({
    orderId: z.number({ error: '工单ID必须是数字' }).int().positive('工单ID必须是正整数'),
    submit: z.boolean({ error: '请说明是保存还是提交' }),
  }),
  verificationFormBody,
);

/** Defined with the verification answers; named here too for the disposal service, which is being moved. */
export type { DisposalCounts } from '../api/verification.ts';
