import { pathOf } from '@risk/shared/api/endpoint';
import { menuCalls } from '@risk/shared/api/system';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopGracefully } from '../../src/server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * SIGTERM's path (`stopGracefully`): the health check turns 503 first, every request already
 * received is answered, new connections are refused, and only then is the pool closed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// Closing again after the test closed app and pool: only the PostgreSQL copy is left to drop.
afterAll(() => t?.close().catch(() => undefined));

describe('graceful shutdown', () => {
  it('when the server is stopped under load then every request in flight is answered and the pool closes after them', async () => {
    const token = await t.login('admin');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    let received = 0;
    t.app.server.on('request', () => received++);
    // 30 menu builds (several queries each) in flight.
    const inFlight = Array.from({ length: 30 }, () =>
      fetch(`${base}/api/pres${pathOf(menuCalls.build)}`, { headers: { authorization: token } }).then(async (r) => ({
        status: r.status,
        ok: Array.isArray(((await r.json()) as { content: unknown }).content),
      })),
    );
    // Once the server has received them all (they are in flight), stop it with a short drain.
    while (received < 30) await new Promise((r) => setTimeout(r, 2));
    const health = fetch(`${base}/api/health`).then((r) => r.status);
    const stopping = stopGracefully(t.app, t.database, 1);
    expect(t.app.draining).toBe(true);
    expect(await health).toBe(503);
    const answers = await Promise.all(inFlight);
    expect(answers.filter((a) => a.status !== 200 || !a.ok)).toEqual([]);
    await stopping;
    // Stopped: no new connection is accepted, and the pool is closed.
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    await expect(t.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
