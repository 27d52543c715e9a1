import { z } from 'zod';
import { pageQuerySchema } from '../wire.ts';

/** Messages of 催办, 延期 and the deadlines, which the spec leaves to us. */
export const TIMELINESS_MSG = {
  noClock: (status: string) => `工单当前状态为“${status}”，没有办理时限，无需催办`,
  urged: '已催办',
  delayNoClock: (status: string) => `工单当前状态为“${status}”，没有办理时限，不能申请延期`,
  delayPending: '该工单已有待审批的延期申请，请等待市级审批',
  /** also what the second of two racing decisions reads */
  delayNoPending: '该工单没有待审批的延期申请',
  /** the order left the step the district asked for: only a refusal still makes sense */
  delayStepChanged: (step: string) => `工单已不在申请延期时的“${step}”环节，只能驳回`,
  delayRequested: '已提交延期申请',
  delayApproved: '已同意延期',
  delayRefused: '已驳回延期申请',
  limitsSaved: '办理时限已保存，自下一次环节变更起生效',
} as const;

/** The order trail's actions of timeliness and how the trail names them (the machine's own are in order-machine). */
export const TIMELINESS_TRAIL_LABEL: Record<string, string> = {
  urge: '催办',
  delayRequest: '申请延期',
  delayApprove: '同意延期',
  delayRefuse: '驳回延期',
};

/** The lists' 办理时限 filter: the two marks of deadlineMark (timeliness.ts). */
export const TIMELINESS_FILTERS = ['overdue', 'dueSoon'] as const;
export type TimelinessFilter = (typeof TIMELINESS_FILTERS)[number];
export const DEADLINE_MARK_LABEL: Record<TimelinessFilter, string> = { overdue: '已超期', dueSoon: '即将到期' };

/** A list's 办理时限 filter (overdue, dueSoon). */
export const timelinessFilter = z.enum(TIMELINESS_FILTERS, { error: '办理时限只能是 已超期 或 即将到期' }).optional();

/** 催办: the city's text to the district holding the step. */
export const urgeBody = z.object({
  content: z.string({ error: '请填写催办内容' }).trim().min(1, '请填写催办内容').max(500, '催办内容不能超过500个字符'),
});
export type UrgeBody = z.infer<typeof urgeBody>;

/** The most working days one request may ask for. */
export const DELAY_MAX_DAYS = 30;

/** 申请延期: the district asks the city for more working days on the step it holds. */
export const delayBody = z.object({
  days: z
    .number({ error: '请填写延期天数' })
    .int('延期天数必须是整数')
    .min(1, '延期天数至少为1个工作日')
    .max(DELAY_MAX_DAYS, `延期天数不能超过${DELAY_MAX_DAYS}个工作日`),
  reason: z.string({ error: '请填写延期理由' }).trim().min(1, '请填写延期理由').max(500, '延期理由不能超过500个字符'),
});
export type DelayBody = z.infer<typeof delayBody>;

const opinion = z.string({ error: '审批意见必须是文字' }).trim().max(500, '审批意见不能超过500个字符');
/** 同意: the opinion may be left out. */
export const delayApproveBody = z.object({ opinion: opinion.optional() });
export type DelayApproveBody = z.infer<typeof delayApproveBody>;
/** 驳回: the district is told why. */
export const delayRefuseBody = z.object({
  opinion: z.string({ error: '请填写驳回意见' }).trim().min(1, '请填写驳回意见').max(500, '审批意见不能超过500个字符'),
});
export type DelayRefuseBody = z.infer<typeof delayRefuseBody>;

export const DELAY_STATES = ['pending', 'approved', 'refused'] as const;
export type DelayState = (typeof DELAY_STATES)[number];
export const DELAY_STATE_LABEL: Record<DelayState, string> = {
  pending: '待审批',
  approved: '已同意',
  refused: '已驳回',
};

/** The city's list of delay requests: the pending ones unless another state is asked for. */
export const delayListQuery = pageQuerySchema.extend({
  state: z.enum(DELAY_STATES, { error: '未知的延期申请状态' }).default('pending'),
});
export type DelayListQuery = z.infer<typeof delayListQuery>;
const days = (label: string, max: number) =>
  z
    .number({ error: `请填写${label}` })
    .int(`${label}须为整数`)
    .min(1, `${label}须在1至${max}个工作日之间`)
    .max(max, `${label}须在1至${max}个工作日之间`);

/** 办理时限设置: each step's working days (1–60) and the city's escalation threshold (1–30). */
export const timeLimitsBody = z.object({
  take: days('接单时限', 60),
  verify: days('提交核实时限', 60),
  dispose: days('联动处置时限', 60),
  escalate: days('升级提醒天数', 30),
});
export type TimeLimitsBody = z.infer<typeof timeLimitsBody>;
