import { z } from 'zod';

/** Messages of 催办 and the deadlines, which the spec leaves to us. */
export const TIMELINESS_MSG = {
  noClock: (status: string) => `工单当前状态为“${status}”，没有办理时限，无需催办`,
  urged: '已催办',
} as const;

/** 催办: the city's text to the district holding the step. */
export const urgeBody = z.object({
  content: z.string({ error: '请填写催办内容' }).trim().min(1, '请填写催办内容').max(500, '催办内容不能超过500个字符'),
});
export type UrgeBody = z.infer<typeof urgeBody>;
