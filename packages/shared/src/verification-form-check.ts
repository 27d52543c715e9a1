import { verificationFormBody, type VerificationForm } from './verification-form.ts';

/** The answers every verification form needs; 区县建议等级 only where the district fills it. */
const REQUIRED = [
  'isDownsizing',
  'workersNum',
  'downNum',
  'isLayoffplan',
  'isDownmoney',
  'isBackpay',
  'isLacksocial',
  'contacts',
  'contactsTel',
] as const;

export type FormCheck<T> =
  { kind: 'ok'; form: T } | { kind: 'empty' } | { kind: 'invalid'; issues: { field: string; message: string }[] };

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Checks a filled verification form before it is sent: empty required answers first (the screen says
 * 表单存在空值), then the shared rules with their Chinese messages. The mini-app form has no level.
 */
export function checkVerificationForm(values: Record<string, unknown>, withLevel: true): FormCheck<VerificationForm>;
export function checkVerificationForm(
  values: Record<string, unknown>,
  withLevel: false,
): FormCheck<Omit<VerificationForm, 'level'>>;
export function checkVerificationForm(
  values: Record<string, unknown>,
  withLevel: boolean,
): FormCheck<VerificationForm | Omit<VerificationForm, 'level'>> {
  const required: string[] = [
    ...REQUIRED,
    ...(withLevel ? ['level'] : []),
    ...(values.isDownsizing === '1' ? ['compensateType'] : []),
  ];
  if (required.some((f) => isEmpty(values[f]))) return { kind: 'empty' };
  const parsed = verificationFormBody.safeParse(values);
  const issues = (parsed.error?.issues ?? [])
    .map((i) => ({ field: String(i.path[0] ?? ''), message: i.message }))
    .filter((i) => withLevel || i.field !== 'level');
  if (issues.length) return { kind: 'invalid', issues };
  if (parsed.success) return { kind: 'ok', form: parsed.data };
  // only the level was refused, and this form has none: the other answers passed the rules
  const { level: _level, ...rest } = verificationFormBody.safeParse({ ...values, level: '三级以下' }).data!;
  return { kind: 'ok', form: rest };
}
