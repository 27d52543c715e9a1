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
});
