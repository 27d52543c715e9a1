import { z } from 'zod';
import { pageQuerySchema, textFilter } from '../wire.ts';

/**
 * 数据申请 (docs/first-document.md): a district asks the city for data on
 * a pool company of its district that the platform does not show it; the city answers.
 */

/** What a district may ask for. */
export const DATA_APPLY_CONTENTS = [
  '工商登记数据',
  '社保参保数据',
  '司法涉诉数据',
  '上市公司数据',
  '其他数据',
] as const;

/** 0 待答复, 1 已同意, 2 未同意 */
export const DATA_APPLY_STATUS = { PENDING: 0, AGREED: 1, REFUSED: 2 } as const;
export const DATA_APPLY_STATUS_LABEL: Record<number, string> = { 0: '待答复', 1: '已同意', 2: '未同意' };

export const DATA_APPLY_MSG = {
  answered: '该申请已答复，不能重复答复',
  cityOnly: '数据申请由市级答复',
  districtOnly: '数据申请由区县提出',
} as const;

export const dataApplyBody = z.object({
  riskCompanyId: z.number({ error: '请选择企业' }).int().positive('请选择企业'),
  applyContent: z.enum(DATA_APPLY_CONTENTS, { error: '请选择申请的数据' }),
  applyReason: z
    .string({ error: '请填写申请理由' })
    .trim()
    .min(1, '请填写申请理由')
    .max(500, '申请理由不能超过500个字符'),
});
export type DataApplyBody = z.infer<typeof dataApplyBody>;

/** 答复: agree (the reply carries the data or where to find it) or refuse (the reply says why). */
export const dataApplyReplyBody = z.object({
  agree: z.boolean({ error: '请选择是否同意' }),
  replyContent: z
    .string({ error: '请填写答复内容' })
    .trim()
    .min(1, '请填写答复内容')
    .max(2000, '答复内容不能超过2000个字符'),
});
export type DataApplyReplyBody = z.infer<typeof dataApplyReplyBody>;

export const dataApplyQuery = pageQuerySchema.extend({
  companyName: textFilter,
  region: textFilter,
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: '答复状态只能是 0、1 或 2' })
      .int('答复状态只能是 0、1 或 2')
      .min(0, '答复状态只能是 0、1 或 2')
      .max(2, '答复状态只能是 0、1 或 2')
      .optional(),
  ),
});
export type DataApplyQuery = z.infer<typeof dataApplyQuery>;
