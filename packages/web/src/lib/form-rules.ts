import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/**
 * The antd rules of one form field, read from the shared zod schema of that field, so a form
 * states no limit, pattern or message of its own: what the server refuses, the form refuses first
 * with the same Chinese words.
 *
 * Read: required (the field is not optional, nullable, defaulted or `.or(z.literal(''))`; its
 * message is the `min(1)` message, else the type error), `whitespace` when the text is trimmed,
 * `max`/`min` lengths, `regex` patterns, array `min`/`max`. Checks that cannot be stated as a rule
 * (refinements, integer and range checks of numbers) become one validator that runs the schema and
 * shows the first such message; the checks already stated above are not repeated by it.
 */
export function rulesFrom(schema: ZodType): FormRule[] {
  const { core, optional } = unwrap(schema);
  const def = core._zod.def as unknown as CoreDef;
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  const rules: FormRule[] = [];
  const stated = new Set<CheckDef>();
  const message = (c: CheckDef) => messageOf(c.error);
  const minOne = checks.find((c) => c.check === 'min_length' && c.minimum === 1);
  const trims = checks.some((c) => c.check === 'overwrite');
  if (!optional) {
    const text = (minOne && message(minOne)) ?? messageOf(def.error) ?? firstMessage(checks);
    rules.push(
      def.type === 'string' && trims
        ? { required: true, whitespace: true, message: text }
        : { required: true, message: text },
    );
    if (minOne) stated.add(minOne);
  }
  // the schema trims (and may upper-case) before its checks: the form checks the same text
  const overwrites = checks.filter((c) => c.check === 'overwrite' && c.tx).map((c) => c.tx!);
  const asChecked =
    overwrites.length > 0
      ? { transform: (v: unknown) => (typeof v === 'string' ? overwrites.reduce((x, tx) => tx(x), v) : v) }
      : {};
  const array = def.type === 'array' ? { type: 'array' as const } : asChecked;
  for (const c of checks) {
    if (c.check === 'max_length') {
      rules.push({ ...array, max: c.maximum, message: message(c) });
      stated.add(c);
    } else if (c.check === 'min_length' && c !== minOne) {
      rules.push({ ...array, min: c.minimum, message: message(c) });
      stated.add(c);
    } else if (c.check === 'string_format' && c.format === 'regex' && c.pattern) {
      rules.push({ ...asChecked, pattern: c.pattern, message: message(c) });
      stated.add(c);
    }
  }
  const unstated = checks.filter((c) => c.check !== 'overwrite' && !stated.has(c));
  if (unstated.length > 0 || def.type === 'number') rules.push(validatorOf(schema));
  return rules;
}

/** The field's schema under its wrappers, and whether an empty answer is allowed. */
function unwrap(schema: ZodType): { core: ZodType; optional: boolean } {
  let optional = false;
  let s = schema;
  for (;;) {
    const def = s._zod.def as unknown as WrapperDef;
    if (['optional', 'nullable', 'default', 'prefault', 'catch'].includes(def.type)) {
      optional = true;
      s = def.innerType!;
    } else if (def.type === 'readonly' || def.type === 'nonoptional') s = def.innerType!;
    else if (def.type === 'pipe') s = def.in!._zod.def.type === 'transform' ? def.out! : def.in!;
    else if (def.type === 'union') {
      const options = def.options!;
      const empty = options.filter((o) => isEmptyLiteral(o));
      if (empty.length > 0) optional = true;
      s = options.find((o) => !isEmptyLiteral(o)) ?? options[0];
    } else return { core: s, optional };
  }
}

/** Runs the whole field schema; answers the first message of a check no other rule states. */
function validatorOf(schema: ZodType): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const parsed = schema.safeParse(value);
      if (parsed.success) return;
      const issue = parsed.error.issues.find((i) => !statedByRules(i));
      if (issue) throw new Error(issue.message);
    },
  };
}

/** Issues the length and pattern rules already show. */
function statedByRules(issue: { code: string; origin?: string; format?: string }): boolean {
  if (issue.code === 'too_big' || issue.code === 'too_small')
    return issue.origin === 'string' || issue.origin === 'array';
  return issue.code === 'invalid_format' && issue.format === 'regex';
}

const isEmptyLiteral = (s: ZodType) => {
  const def = s._zod.def as unknown as { type: string; values?: unknown[] };
  return def.type === 'literal' && (def.values ?? []).every((v) => v === '');
};

function messageOf(error: CheckDef['error']): string | undefined {
  const out = error?.({ input: undefined, code: 'invalid_type' });
  return typeof out === 'string' ? out : out?.message;
}

const firstMessage = (checks: CheckDef[]) => checks.map((c) => messageOf(c.error)).find(Boolean);

interface CheckDef {
  check?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
  tx?: (v: string) => string;
  error?: (issue: unknown) => string | { message?: string } | undefined;
}
interface CoreDef {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  error?: CheckDef['error'];
}
interface WrapperDef {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  options?: ZodType[];
}

/** The longest text the field's schema accepts, for an input's `maxLength`. */
export function maxLengthOf(schema: ZodType): number | undefined {
  const def = unwrap(schema).core._zod.def as unknown as CoreDef;
  return (def.checks ?? []).map((c) => c._zod.def).find((c) => c.check === 'max_length')?.maximum;
}

/** Only the required rule of the field, for a widget whose value is not yet the wire value (date pickers). */
export const requiredFrom = (schema: ZodType): FormRule[] =>
  rulesFrom(schema).filter((r) => typeof r === 'object' && 'required' in r);
