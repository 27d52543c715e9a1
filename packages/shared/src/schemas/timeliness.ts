import { z } from 'zod';

/** Messages of 催办 and the deadlines, which the spec leaves to us. */
export const TIMELINESS_MSG = {
  noClock: (status: string) => `工单当前状态为“${status}”，没有办理时限，无需催办`,
  urged: '已催办',
  limitsSaved: '办理时限已保存，自下一次环节变更起生效',
} as const;

/** 催办: the city's text to the district holding the step. */
export const urgeBody = z.object({
  content: z.string({ error: '请填写催办内容' }).trim().min(1, '请填写催办内容').max(500, '催办内容不能超过500个字符'),
});
export type UrgeBody = z.infer<typeof urgeBody>;

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
