import type { $ZodType } from 'zod/v4/core';
import { wireTime } from '@risk/shared/wire';
import { isoText } from './iso-text.ts';

/**
 * An answer written as JSON straight from its response schema: only the fields the schema
 * declares, in its order, with no second copy of the answer. What `JSON.stringify(schema.parse(x))`
 * writes for an answer that fits the schema, at a fraction of the cost (the zod parse and the copy
 * it builds were 5–7 % of a list request's CPU).
 *
 * Each object of the schema gets a function of its own, generated once as source text (like
 * fast-json-stringify), so a row is written by straight-line code over known keys. Keys come from
 * the schemas in packages/shared, never from a request, and are quoted with JSON.stringify.
 *
 * Production writes answers this way. In strict mode (tests, development) the zod parse still
 * decides, and each answer is also written this way and compared (response-contract.ts), so every
 * answer the tests see proves the two agree. A schema with a part this writer does not know
 * (transforms, defaults, unions of objects, loose objects) gets no writer and keeps the zod path.
 */
export type AnswerWriter = (value: unknown) => string;

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  valueType?: $ZodType;
  catchall?: $ZodType;
  in?: $ZodType;
  out?: $ZodType;
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

const PRIMITIVE = new Set(['string', 'number', 'boolean', 'null', 'enum', 'literal', 'any', 'unknown']);

/** A union of primitives writes as its value; a union holding an object cannot be told apart without parsing. */
const isPrimitive = (schema: $ZodType): boolean => {
  const def = defOf(schema);
  if (def.type === 'nullable' || def.type === 'optional') return isPrimitive(def.innerType!);
  if (def.type === 'union') return def.options!.every(isPrimitive);
  return PRIMITIVE.has(def.type);
};

/** What JSON.stringify escapes in a string (lone surrogates included); any other string is written as it is. */
// eslint-disable-next-line no-control-regex -- the control characters are what is looked for
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** A value the schema calls primitive, as JSON.stringify writes it (a Date as its ISO text). */
function writePrimitive(v: unknown): string {
  if (typeof v === 'string') return NEEDS_ESCAPE.test(v) ? JSON.stringify(v) : `"${v}"`;
  if (typeof v === 'number') return Number.isFinite(v) ? `${v}` : 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? 'null' : `"${isoText(v)}"`;
  return JSON.stringify(v) ?? 'null';
}

/** Writers generated so far for one schema; generated code calls them as `f[i]`. */
type Parts = ((value: unknown) => string)[];

const generate = (parts: Parts, param: string, body: string) => {
  const fn = new Function('w', 'f', `return function (${param}) { ${body} };`)(writePrimitive, parts) as Parts[number];
  parts.push(fn);
  return parts.length - 1;
};

/** An expression writing `v` (a variable name) by `schema`, or undefined when the schema needs the zod parse. */
function expressionOf(schema: $ZodType, v: string, parts: Parts): string | undefined {
  const def = defOf(schema);
  if (PRIMITIVE.has(def.type)) return `w(${v})`;
  switch (def.type) {
    case 'nullable': {
      const inner = expressionOf(def.innerType!, v, parts);
      return inner && `(${v} === null ? 'null' : ${inner})`;
    }
    case 'optional':
      return expressionOf(def.innerType!, v, parts);
    case 'union':
      return isPrimitive(schema) ? `w(${v})` : undefined;
    case 'pipe':
      // wireTime turns a Date into its ISO text, which is what JSON.stringify writes for a Date;
      // a pipe between two plain checks (numericCode) leaves the value as it is
      return schema === wireTime || (isPrimitive(def.in!) && isPrimitive(def.out!)) ? `w(${v})` : undefined;
    case 'array': {
      const item = expressionOf(def.element!, 'x', parts);
      if (!item) return undefined;
      const i = generate(
        parts,
        'a',
        `let s = '['; for (let i = 0; i < a.length; i++) { const x = a[i]; if (i) s += ','; s += ${item}; } return s + ']';`,
      );
      return `f[${i}](${v})`;
    }
    case 'record': {
      const value = expressionOf(def.valueType!, 'x', parts);
      if (!value) return undefined;
      const i = generate(
        parts,
        'o',
        `let s = ''; for (const k of Object.keys(o)) { const x = o[k]; if (x === undefined) continue; s += (s ? ',' : '') + JSON.stringify(k) + ':' + ${value}; } return '{' + s + '}';`,
      );
      return `f[${i}](${v})`;
    }
    case 'object':
      return def.catchall ? undefined : objectExpression(def.shape!, v, parts);
    default:
      return undefined;
  }
}

/** Fields in the schema's order; an undefined field is left out, as JSON.stringify leaves it out. */
function objectExpression(shape: Record<string, $ZodType>, v: string, parts: Parts): string | undefined {
  let body = "let s = ''; let x;";
  for (const [key, schema] of Object.entries(shape)) {
    const field = expressionOf(schema, 'x', parts);
    if (!field) return undefined;
    body += ` x = o[${JSON.stringify(key)}]; if (x !== undefined) s += (s ? ',' : '') + ${JSON.stringify(`${JSON.stringify(key)}:`)} + ${field};`;
  }
  return `f[${generate(parts, 'o', `${body} return '{' + s + '}';`)}](${v})`;
}

// Schemas are immutable module constants, so a writer made once serves every app a process builds
// (the API tests build one per file; generating ~300 writers was a third of each build).
const writers = new WeakMap<$ZodType, AnswerWriter | undefined>();

/** The writer of a response schema, or undefined when only the zod parse can write it. */
export function answerWriter(schema: $ZodType): AnswerWriter | undefined {
  if (writers.has(schema)) return writers.get(schema);
  const write = generateWriter(schema);
  writers.set(schema, write);
  return write;
}

function generateWriter(schema: $ZodType): AnswerWriter | undefined {
  try {
    const parts: Parts = [];
    const top = expressionOf(schema, 'v', parts);
    return top ? parts[generate(parts, 'v', `return ${top};`)] : undefined;
  } catch {
    return undefined;
  }
}
