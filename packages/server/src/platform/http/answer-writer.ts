import type { $ZodType } from 'zod/v4/core';
import { wireTime } from '@risk/shared/wire';

/**
 * An answer written as JSON straight from its response schema: only the fields the schema
 * declares, in its order, with no second copy of the answer. What `JSON.stringify(schema.parse(x))`
 * writes for an answer that fits the schema, at a fraction of the cost (the zod parse and the copy
 * it builds were 5–7 % of a list request's CPU).
 *
 * Production writes answers this way. In strict mode (tests, development) the zod parse still
 * decides, and each answer is also written this way and compared (response-contract.ts), so every
 * answer the tests see proves the two agree. A schema with a part this writer does not know
 * (transforms, defaults, unions of objects, loose objects) gets no writer and keeps the zod path.
 */
export type AnswerWriter = (value: unknown) => string;

type Write = (value: unknown) => string;

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
const json: Write = (v) => JSON.stringify(v);

/** A union of primitives writes as its value; a union holding an object cannot be told apart without parsing. */
const isPrimitive = (schema: $ZodType): boolean => {
  const def = defOf(schema);
  if (def.type === 'nullable' || def.type === 'optional') return isPrimitive(def.innerType!);
  if (def.type === 'union') return def.options!.every(isPrimitive);
  return PRIMITIVE.has(def.type);
};

function writerOf(schema: $ZodType): Write | undefined {
  const def = defOf(schema);
  if (PRIMITIVE.has(def.type)) return json;
  switch (def.type) {
    case 'nullable': {
      const inner = writerOf(def.innerType!);
      return inner && ((v) => (v === null ? 'null' : inner(v)));
    }
    case 'optional':
      return writerOf(def.innerType!);
    case 'union':
      return isPrimitive(schema) ? json : undefined;
    case 'array': {
      const item = writerOf(def.element!);
      return item && ((v) => `[${(v as unknown[]).map(item).join(',')}]`);
    }
    case 'record': {
      const value = writerOf(def.valueType!);
      return (
        value &&
        ((v) => {
          const parts: string[] = [];
          for (const [k, x] of Object.entries(v as Record<string, unknown>))
            if (x !== undefined) parts.push(`${JSON.stringify(k)}:${value(x)}`);
          return `{${parts.join(',')}}`;
        })
      );
    }
    case 'object':
      return def.catchall ? undefined : objectWriter(def.shape!);
    case 'pipe':
      // wireTime turns a Date into its ISO text, which is what JSON.stringify writes for a Date;
      // a pipe between two plain checks (numericCode) leaves the value as it is
      return schema === wireTime || (isPrimitive(def.in!) && isPrimitive(def.out!)) ? json : undefined;
    default:
      return undefined;
  }
}

function objectWriter(shape: Record<string, $ZodType>): Write | undefined {
  const fields: { prefix: string; key: string; write: Write }[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    const write = writerOf(schema);
    if (!write) return undefined;
    fields.push({ prefix: `${JSON.stringify(key)}:`, key, write });
  }
  return (v) => {
    const o = v as Record<string, unknown>;
    let out = '';
    for (const f of fields) {
      const x = o[f.key];
      if (x === undefined) continue;
      out += (out ? ',' : '') + f.prefix + f.write(x);
    }
    return `{${out}}`;
  };
}

/** The writer of a response schema, or undefined when only the zod parse can write it. */
export function answerWriter(schema: $ZodType): AnswerWriter | undefined {
  try {
    return writerOf(schema);
  } catch {
    return undefined;
  }
}
