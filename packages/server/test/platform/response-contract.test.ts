import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { envelope, numericCode, pageEnvelope, wireTime } from '@risk/shared/wire';
import { disposalRow } from '@risk/shared/api/disposal';
import { poolCompanyRow } from '@risk/shared/api/pool';
import { riskInfoRow } from '@risk/shared/api/riskInfo';
import { orderRow } from '@risk/shared/api/verification';
import { answerWriter } from '../../src/platform/http/answer-writer.ts';
import { isoOfEpochMs } from '../../src/platform/http/iso-text.ts';
import { registerResponseContract } from '../../src/platform/http/response-contract.ts';

async function appWith(route: (app: ReturnType<typeof Fastify>) => void, strict = true) {
  const app = Fastify();
  registerResponseContract(app, { strict });
  await app.register(async (scope) => route(scope), { prefix: '/api/pres' });
  await app.ready();
  return app;
}

describe('response contract', () => {
  it('when a route under /api/pres declares no response schema then registration fails and says what to add', async () => {
    await expect(
      appWith((app) => app.get('/x', async () => ({ status: 200, message: 'ok', content: 1 }))),
    ).rejects.toThrow(/未声明应答 schema.*schema\.response/);
  });

  it('when an answer carries a field its schema does not declare then strict mode answers 500, otherwise the field is dropped', async () => {
    const schema = { response: { 200: envelope(z.object({ a: z.number() })) } };
    const handler = async () => ({ status: 200, message: 'ok', content: { a: 1, b: 2 } });
    const strict = await appWith((app) => app.get('/x', { schema }, handler));
    expect((await strict.inject('/api/pres/x')).statusCode).toBe(500);
    const lenient = await appWith((app) => app.get('/x', { schema }, handler), false);
    const res = await lenient.inject('/api/pres/x');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'ok', content: { a: 1 } });
  });

  it('when the tenth row of a page carries an undeclared nested field then strict mode answers 500; declared and undefined fields pass', async () => {
    const row = z.object({ a: z.number(), dept: z.object({ id: z.number() }).nullable() });
    const schema = { response: { 200: envelope(z.object({ rows: z.array(row), total: z.number() })) } };
    const rows = Array.from({ length: 10 }, (_, i) => ({ a: i, dept: i % 2 ? null : { id: i }, note: undefined }));
    const ok = await appWith((app) =>
      app.get('/x', { schema }, async () => ({ status: 200, message: 'ok', content: { rows, total: 10 } })),
    );
    expect((await ok.inject('/api/pres/x')).json().content.rows).toHaveLength(10);
    const extra = rows.map((r, i) => (i === 9 ? { ...r, dept: { id: 9, name: '某部门' } } : r));
    const bad = await appWith((app) =>
      app.get('/x', { schema }, async () => ({ status: 200, message: 'ok', content: { rows: extra, total: 10 } })),
    );
    expect((await bad.inject('/api/pres/x')).statusCode).toBe(500);
  });

  it('when answers fit their schema then the writer writes what JSON.stringify of the zod parse writes', () => {
    const schema = envelope(
      z.object({
        id: z.int(),
        name: z.string().nullable(),
        note: z.string().optional(),
        kind: z.enum(['甲', '乙']),
        one: z.literal(1),
        either: z.union([z.string(), z.number()]).nullable(),
        tags: z.array(z.object({ code: z.string(), n: z.number() })),
        counts: z.record(z.string(), z.number()),
        extra: z.unknown(),
        inner: z.object({ a: z.boolean() }).nullable(),
        at: wireTime,
        code: numericCode([1, 2]),
      }),
    );
    const write = answerWriter(schema)!;
    expect(write).toBeDefined();
    const answers = [
      {
        id: 1,
        name: '北京"引号"\n公司',
        kind: '甲',
        one: 1,
        either: 2,
        tags: [],
        counts: {},
        extra: { x: [1] },
        inner: null,
        at: new Date('2026-11-24T08:00:00Z'),
        code: 1,
      },
      {
        id: 2,
        name: null,
        note: '备注',
        kind: '乙',
        one: 1,
        either: null,
        tags: [{ code: 'a', n: 1.5, dropped: true }],
        counts: { 东城区: 3, 西城区: 0 },
        extra: null,
        inner: { a: false, dropped: 'x' },
        at: '2026-11-24T08:00:00.000Z',
        code: 2,
        droppedToo: 1,
      },
    ];
    for (const content of answers) {
      const data = { status: 200, message: 'ok', content };
      expect(write(data)).toBe(JSON.stringify(schema.parse(data)));
    }
  });

  it('when strings need escaping, numbers are not finite or times fall outside 1970–9999 then the writer still writes what JSON.stringify writes', () => {
    const schema = envelope(z.array(z.object({ s: z.string(), n: z.number().nullable(), at: wireTime.nullable() })));
    const write = answerWriter(schema)!;
    const strings = [
      'a"b',
      'a\\b',
      'tab\tend',
      '\u0000\u001f',
      '表情😀',
      'lone \ud800',
      'tail \udfff',
      '\u2028\u007f',
      '',
    ];
    const times = [
      new Date(0),
      new Date(-1),
      new Date('1969-12-31T23:59:59.999Z'),
      new Date('2000-02-29T12:00:00.5Z'),
      new Date('2026-11-24T08:00:00.010Z'),
      new Date('9999-12-31T23:59:59.999Z'),
      new Date('+010000-01-01T00:00:00Z'),
      new Date(Number.NaN),
    ];
    const rows = strings.map((s, i) => ({
      s,
      n: [Number.NaN, Infinity, -0, 1e21, 0.1, null][i % 6],
      at: times[i % times.length],
    }));
    const data = { status: 200, message: 'ok', content: rows };
    expect(write(data)).toBe(JSON.stringify(data));
    // a record writes its own keys only, as JSON.stringify does, not one its prototype lends it
    const counts = Object.assign(Object.create({ 继承: 9 }) as Record<string, number>, { 东城区: 3 });
    const record = { status: 200, message: 'ok', content: counts };
    expect(answerWriter(envelope(z.record(z.string(), z.number())))!(record)).toBe(JSON.stringify(record));
  });

  it('when any time from 1970 to 9999 is written then its text is what toISOString writes', () => {
    const end = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    for (let i = 0; i <= 100_000; i++) {
      const ms = Math.floor((end * i) / 100_000) - (i % 7) * 86_400_000 - (i % 1000);
      if (ms >= 0) expect(isoOfEpochMs(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it('when a schema transforms, defaults or unions objects then it has no writer and the zod parse writes it', async () => {
    expect(answerWriter(envelope(z.object({ a: z.string().default('x') })))).toBeUndefined();
    expect(answerWriter(envelope(z.string().transform((s) => s.trim())))).toBeUndefined();
    expect(answerWriter(envelope(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })])))).toBeUndefined();
    const schema = { response: { 200: envelope(z.object({ a: z.string().default('默认') })) } };
    const app = await appWith(
      (a) => a.get('/x', { schema }, async () => ({ status: 200, message: 'ok', content: {} })),
      false,
    );
    expect((await app.inject('/api/pres/x')).json().content).toEqual({ a: '默认' });
  });

  it('when the hot lists answer then their pages have a writer', () => {
    for (const row of [poolCompanyRow, riskInfoRow, orderRow, disposalRow])
      expect(answerWriter(pageEnvelope(row))).toBeDefined();
  });
});
