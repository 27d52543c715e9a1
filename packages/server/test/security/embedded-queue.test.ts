import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { pathOf } from '@risk/shared/api/endpoint';
import { sessionCalls } from '@risk/shared/api/system';
import { BUSY_RETRY_AFTER_SECONDS } from '../../src/platform/http/embedded-queue-guard.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The requests let at the embedded database are bounded (docs/security.md §11.5): past
 * EMBEDDED_DB_MAX_REQUESTS in progress, an API request is answered at once with 503 and
 * Retry-After instead of queueing. Requests are held in progress by real connections that send
 * their headers and never their body; PostgreSQL deployments are not held back.
 */
const MAX_REQUESTS = 2;
const embedded = !inject('databaseUrl');

let t: TestApp;
let base: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ EMBEDDED_DB_MAX_REQUESTS: String(MAX_REQUESTS) });
  token = await t.login('city');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
});
afterAll(() => t.close());

/** `count` API requests left in progress: headers sent, the promised body never. */
async function hangingRequests(count: number): Promise<net.Socket[]> {
  const { port } = t.app.server.address() as net.AddressInfo;
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.write(
              `POST /api/pres${pathOf(sessionCalls.login)} HTTP/1.1\r\nHost: x\r\n` +
                'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
            );
            resolve(socket);
          });
        }),
    ),
  );
}

const info = () => fetch(`${base}/api/pres${pathOf(sessionCalls.info)}`, { headers: { authorization: token } });
const statusOf = async (answer: Promise<Response>) => (await answer).status;

describe.runIf(embedded)('requests in progress on the embedded database', () => {
  it('when fewer are in progress than allowed then requests are served', async () => {
    const held = await hangingRequests(MAX_REQUESTS - 1);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await statusOf(info()));
    for (const s of held) s.destroy();
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it('when as many are in progress as allowed then the next is answered at once with 503 and Retry-After, and served again once they end', async () => {
    expect(await statusOf(info())).toBe(200);
    const held = await hangingRequests(MAX_REQUESTS);
    await expect.poll(() => statusOf(info()), { timeout: 10_000 }).toBe(503);
    const refused = await info();
    expect(refused.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({ status: 503, message: MSG.serverBusy, content: null });
    // the health check and the API documentation are not counted or refused
    expect(await statusOf(fetch(`${base}/api/health`))).toBe(200);
    expect(await statusOf(fetch(`${base}/api/docs/json`))).toBe(200);
    // clients that go away leave the count
    for (const s of held) s.destroy();
    await expect.poll(() => statusOf(info()), { timeout: 10_000 }).toBe(200);
  });
});

describe.runIf(embedded)('the embedded database’s turns', () => {
  it('when database calls queue up for longer than a turn then the event loop turns between them', async () => {
    let done = 0;
    const calls = Array.from({ length: 6 }, () =>
      Promise.resolve(t.db.execute(sql`select count(*) from generate_series(1, 300000)`)).then(() => done++),
    );
    // what each turn of the loop saw: the server could read a request or accept a connection then
    const seen = new Set<number>();
    let ticking = true;
    const tick = () => {
      seen.add(done);
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await Promise.all(calls);
    ticking = false;
    expect([...seen].filter((d) => d > 0 && d < 6)).not.toEqual([]);
  });
});

describe.runIf(!embedded)('PostgreSQL', () => {
  it('when more requests are in progress than EMBEDDED_DB_MAX_REQUESTS then requests are still served: the bound is the embedded database’s', async () => {
    const held = await hangingRequests(MAX_REQUESTS + 2);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await statusOf(info()));
    for (const s of held) s.destroy();
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });
});
