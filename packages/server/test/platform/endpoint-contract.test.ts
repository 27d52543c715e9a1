import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { poolCalls } from '@risk/shared/api/pool';
import { emptyEnvelope } from '@risk/shared/wire';
import { registerEndpointContract, route } from '../../src/platform/http/route.ts';

/** Every route under /api/pres is a call of the shared tables: the start refuses any other. */
async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEndpointContract(app);
  await app.register(async (scope) => register(scope), { prefix: '/api/pres' });
  await app.ready();
  return app;
}

describe('endpoint contract', () => {
  it('when a route is registered from a table row then it starts and answers (its HEAD as well)', async () => {
    const app = await appWith((scope) =>
      route(scope, poolCalls.total, { tags: [], summary: '' }, async () => ({
        status: 200,
        message: 'ok',
        content: { allTotal: 1, isMatchTotal: 1, noMatchTotal: 0 },
      })),
    );
    expect((await app.inject(`/api/pres${poolCalls.total.path}`)).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: `/api/pres${poolCalls.total.path}` })).statusCode).toBe(200);
  });

  it('when a route under /api/pres is registered by hand then the start fails and says to use route()', async () => {
    await expect(
      appWith((scope) => scope.get('/made-up', { schema: { response: { 200: emptyEnvelope } } }, async () => null)),
    ).rejects.toThrow(/不是 packages\/shared\/src\/api 中登记的调用/);
  });

  it('when a route claims a table row but serves another path then the start fails', async () => {
    await expect(
      appWith((scope) => scope.get('/elsewhere', { config: { endpoint: poolCalls.total } }, async () => null)),
    ).rejects.toThrow(/与登记的调用 GET \/business\/risk\/company\/total 不一致/);
  });
});
