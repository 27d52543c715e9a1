import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { envelope } from '@risk/shared/wire';
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
});
