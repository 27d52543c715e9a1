import { z } from 'zod';
import type { WarningLevel } from './verification.ts';
import { PHONE_PATTERN, PHONE_MESSAGE } from './phone.ts';

const yesNo = z.enum(['0', '1'], { error: '请选择是或否' });
const count = (label: string) =>
  z
    .number({ error: `${label}请输入正整数` })
    .int('请输入正整数')
    .min(0, '请输入正整数')
    .max(1_000_000, `${label}过大`);

/** Compensation type of a layoff: 0 standard, 1 cash, 2 other. */
export const COMPENSATE_TYPE_LABEL: Record<string, string> = { '0': '标准补偿', '1': '现金补偿', '2': '其他' };

/** The verification form a district fills; yes/no as '0'/'1'. */
const formFields = z.object({
  isDownsizing: yesNo,
  workersNum: count('职工人数'),
  downNum: count('裁员人数'),
  isLayoffplan: yesNo,
  compensateType: z.enum(['0', '1', '2'], { error: '请选择补偿方式' }).nullable().optional(),
  compensate: z.string().trim().max(500, '补偿说明不能超过500个字符').nullable().optional(),
  isDownmoney: yesNo,
  isBackpay: yesNo,
  isLacksocial: yesNo,
  otherReason: z.string().trim().max(1000, '其他原因不能超过1000个字符').nullable().optional(),
  level: z.enum(['一级', '二级', '三级', '三级以下'], { error: '请选择区县建议等级' }),
  contacts: z.string({ error: '联系人不能为空' }).trim().min(1, '联系人不能为空').max(30, '联系人不能超过30个字符'),
  contactsTel: z.string({ error: '联系电话不能为空' }).trim().regex(PHONE_PATTERN, PHONE_MESSAGE),
});

type FormFacts = Pick<z.infer<typeof formFields>, 'isDownsizing' | 'workersNum' | 'downNum' | 'compensateType'>;

function formRules(f: FormFacts, ctx: z.RefinementCtx) {
  if (f.downNum > f.workersNum)
    ctx.addIssue({ code: 'custom', path: ['downNum'], message: '裁员人数不能大于职工人数' });
  if (f.isDownsizing === '0' && f.downNum > 0)
    ctx.addIssue({ code: 'custom', path: ['downNum'], message: '未裁员时裁员人数应为0' });
  if (f.isDownsizing === '1' && f.compensateType == null)
    ctx.addIssue({ code: 'custom', path: ['compensateType'], message: '请选择补偿方式' });
}

export const verificationFormBody = formFields.superRefine(formRules);

/** What the company fills on the mini-app page: the same form without the district's suggested level. */
export const appFormBody = formFields.omit({ level: true }).superRefine(formRules);
export type AppForm = z.infer<typeof appFormBody>;
export type VerificationForm = z.infer<typeof verificationFormBody>;

/**
 * The system-suggested level from the answers. The spec names the field without its rule; the
 * bureau's reading: the share and size of layoffs weigh most, arrears of wages and social
 * security raise the level, any single risk fact is at least 三级.
 */
export function suggestLevel(
  f: Pick<VerificationForm, 'isDownsizing' | 'workersNum' | 'downNum' | 'isDownmoney' | 'isBackpay' | 'isLacksocial'>,
): WarningLevel {
  const share = f.workersNum > 0 ? f.downNum / f.workersNum : 0;
  const arrears = f.isDownmoney === '1' && f.isLacksocial === '1';
  if (f.isDownsizing === '1' && (f.downNum >= 100 || share >= 0.2)) return '一级';
  if ((f.isDownsizing === '1' && (f.downNum >= 50 || share >= 0.1)) || arrears) return '二级';
  if (f.isDownsizing === '1' || f.isDownmoney === '1' || f.isBackpay === '1' || f.isLacksocial === '1') return '三级';
  return '三级以下';
}
