import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../src/platform/auth/access.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { installWriteCounter } from '../helpers/write-watch.ts';
import { paramsOf } from './routes.ts';

/**
 * Hostile input, generated for every route with a body, query or path schema (fast-check): wrong
 * types, huge strings, unicode edge cases (NUL, lone surrogates, bidi overrides), deep objects,
 * prototype keys, SQL and HTML fragments, numbers outside every column's range. Sent as admin,
 * who passes every permission, so the input reaches validation and the handler. No answer may be a
 * 5xx, none may carry a stack trace or SQL text, and a refused request must change no table.
 * Bounded: FUZZ_RUNS generated requests per route (default 6) plus the fixed catalogue below.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; drop table sys_user; --",
  '1; select pg_sleep(5)',
  '" or ""="',
  '\\',
  '%',
  '_',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '\uFEFF',
  '\u200B',
  '𠜎𠜱𪚥',
  '👨‍👩‍👧‍👦',
  'Ａ１２３',
  '../../../../etc/passwd',
  '%00',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999',
  '2099-13-45 25:61:61',
  '0000-00-00 00:00:00',
  '1970-01-01',
  ' ',
  '',
  'x'.repeat(10_000),
];
const HOSTILE_NUMBERS = [0, -1, -0.5, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 123456789012];

const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 100_000 }).map((n) => '长'.repeat(n)) },
);
const hostileScalar = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
);
/** A nested value: arrays and objects of hostile values, sometimes hundreds of levels deep. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileScalar, { maxKeys: 4 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 50, max: 400 }).map((depth) => {
      let v: unknown = 'bottom';
      for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
      return v;
    }),
  },
);

/** Property names a schema declares (for an object, or the objects inside an array), to aim at real fields. */
function fieldsOf(schema: unknown): { kind: 'object' | 'array' | 'other'; fields: string[] } {
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema as z.ZodType, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
  } catch {
    return { kind: 'other', fields: [] };
  }
  const props = (j: Record<string, unknown>) => Object.keys((j.properties as object | undefined) ?? {});
  if (json.type === 'object') return { kind: 'object', fields: props(json) };
  if (json.type === 'array') return { kind: 'array', fields: props((json.items as Record<string, unknown>) ?? {}) };
  return { kind: 'other', fields: [] };
}

/** A JSON body: a hostile object over the schema's fields (with prototype keys as raw JSON), or a wrong top-level type. */
function bodyArbitrary(schema: unknown): fc.Arbitrary<string> {
  const { kind, fields } = fieldsOf(schema);
  const names = fields.length ? fields : ['id', 'name'];
  const object = fc.record(Object.fromEntries(names.map((f) => [f, hostileValue])), { requiredKeys: [] });
  const withProtoKeys = fc.tuple(object, fc.constantFrom('__proto__', 'constructor', 'prototype')).map(([o, key]) => {
    const inner = key === 'constructor' ? '{"prototype":{"isAdmin":true}}' : '{"isAdmin":true,"polluted":"yes"}';
    const text = JSON.stringify(o);
    return text === '{}' ? `{"${key}":${inner}}` : `{"${key}":${inner},${text.slice(1)}`;
  });
  return fc.oneof(
    {
      weight: 5,
      arbitrary: (kind === 'array' ? fc.array(object, { maxLength: 3 }) : object).map((v) => JSON.stringify(v)),
    },
    { weight: 2, arbitrary: withProtoKeys },
    { weight: 1, arbitrary: fc.array(hostileValue, { maxLength: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: hostileValue.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'null', '[]', '"', '\u0000', '{"a":1}{"b":2}') },
    // Deeper than any stringify can build: raw text for the server's JSON parser.
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => `${'{"a":['.repeat(n)}1${']}'.repeat(n)}`),
    },
  );
}

/** Percent-encoding that also sends what a browser never would: a lone surrogate as its (invalid) UTF-8 bytes. */
function encode(s: string): string {
  return [...s]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** A query string over the schema's fields: hostile strings, sometimes repeated (arrays), percent-encoded. */
function queryArbitrary(schema: unknown): fc.Arbitrary<string> {
  const { fields } = fieldsOf(schema);
  const names = [...(fields.length ? fields : ['page']), 'sort', '__proto__[polluted]', 'constructor[prototype][x]'];
  return fc
    .array(fc.tuple(fc.constantFrom(...names), fc.array(hostileString, { minLength: 1, maxLength: 3 })), {
      minLength: 1,
      maxLength: 5,
    })
    .map((pairs) => pairs.flatMap(([k, vs]) => vs.map((v) => `${encode(k)}=${encode(v)}`)).join('&'));
}

const paramArbitrary = fc.oneof(
  fc.constantFrom('-1', '0', '1.5', '2147483648', '99999999999999999999', 'abc', "1' or '1'='1", '%00', '..%2F..'),
  hostileString.filter((s) => s.length > 0 && s.length < 400),
);

/** What a client must never read: stack frames, source paths, SQL text or driver errors. */
const LEAK =
  /\n\s+at |node_modules|\.tsx?:\d+|\.m?js:\d+|\b(select|insert|update|delete)\b[^"]{0,80}\b(from|into|set|where)\b|syntax error|violates|duplicate key|relation "|column "|invalid input syntax|out of range for type|PGlite|postgres|drizzle|Failed query/i;

let t: TestApp;
let token: string;
let writes: () => Promise<number>;
let targets: DeclaredRoute[];

beforeAll(async () => {
  t = await createTestApp();
  writes = await installWriteCounter(t.db);
  token = await t.login('admin');
  targets = t.app.declaredRoutes.filter((r) => {
    const s = (r.schema ?? {}) as Record<string, unknown>;
    return !!(s.body || s.querystring || paramsOf(r.url).length);
  });
}, 300_000);
afterAll(() => t?.close());

describe('hostile input', () => {
  it('every route with a body, query or path schema survives generated hostile values', async () => {
    expect(targets.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let sent = 0;
    for (const route of targets) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const params = paramsOf(route.url);
      const request = fc.record({
        body: schema.body && route.method !== 'GET' ? bodyArbitrary(schema.body) : fc.constant(undefined),
        query: schema.querystring ? queryArbitrary(schema.querystring) : fc.constant(''),
        params: fc.tuple(...params.map(() => paramArbitrary)),
      });
      const samples = fc.sample(request, { numRuns: RUNS, seed: SEED + sent });
      for (const sample of samples) {
        sent++;
        let i = 0;
        const path = route.url.replace(/:([A-Za-z0-9_]+)/g, () => encode(sample.params[i++] ?? '1'));
        const url = sample.query ? `${path}?${sample.query}` : path;
        const before = await writes();
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            authorization: token,
            ...(sample.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(sample.body !== undefined ? { payload: sample.body } : {}),
        });
        const text = res.payload;
        const what = `${route.method} ${route.url} ← ${url.slice(0, 160)} ${String(sample.body ?? '').slice(0, 160)}`;
        if (res.statusCode >= 500) failures.push(`${what}: ${res.statusCode} ${text.slice(0, 200)}`);
        if (res.headers['content-type']?.toString().includes('json') && LEAK.test(text))
          failures.push(`${what}: 应答泄露了内部信息 ${text.slice(0, 300)}`);
        if (res.statusCode >= 400 && (await writes()) !== before) failures.push(`${what}: 被拒绝的请求改动了数据`);
        if (res.statusCode === 401) token = await t.login('admin');
        // Prototype pollution would show on every object of the process.
        if ((Object.prototype as Record<string, unknown>).isAdmin || ({} as Record<string, unknown>).polluted)
          failures.push(`${what}: Object.prototype 被污染`);
      }
    }
    console.log(`恶意输入：${targets.length} 个路由，${sent} 个请求，${failures.length} 个问题`);
    expect(failures.slice(0, 40)).toEqual([]);
  }, 600_000);
});
