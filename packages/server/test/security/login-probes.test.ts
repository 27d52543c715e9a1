import crypto from 'node:crypto';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { sessionCalls } from '@risk/shared/api/system';
import { loadConfig } from '../../src/config.ts';
import { loginLog, user } from '../../src/db/schema/system.ts';
import { TEST_CAPTCHA, TEST_PASSWORD } from '../helpers/constants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * What an outside probe tried against signing in: forged client addresses to slip the per-address
 * limit, and answers or timings that tell which accounts exist (docs/security.md §11).
 */
const PROXY = '10.0.0.2';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: PROXY });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The clock stands still, so every attempt falls in one window of the per-minute limit however slow the machine. */
const freezeClock = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date() });

/** One sign-in with the demo captcha code from `peer`, claiming `forwardedFor` when given. */
const attempt = (username: string, password: string, peer = '192.0.2.10', forwardedFor?: string) =>
  t.send(null, sessionCalls.login, {
    body: { username, password: t.encrypt(password), code: TEST_CAPTCHA, uuid: crypto.randomUUID() },
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const loggedAddresses = async (username: string) =>
  (await t.db.select({ ip: loginLog.ip }).from(loginLog).where(eq(loginLog.username, username))).map((r) => r.ip);

describe('X-Forwarded-For', () => {
  it('when 40 failed logins from one untrusted peer each forge an address then the per-address limit still stops them', async () => {
    freezeClock();
    const name = `probe-${crypto.randomUUID()}`;
    const statuses = [];
    for (let i = 1; i <= 40; i++)
      statuses.push((await attempt(name, 'Wrong@2026', '203.0.113.7', `198.51.100.${i}`)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(20).fill(429));
    // the log names the real peer, never the forged addresses
    expect(await loggedAddresses(name)).toEqual(Array(20).fill('203.0.113.7'));
  }, 120_000); // 20 argon2 runs: a minute on a loaded two-core machine

  it('when the trusted proxy forwards 25 clients then each is counted by the address it names', async () => {
    freezeClock();
    const name = `proxied-${crypto.randomUUID()}`;
    const statuses = [];
    for (let i = 1; i <= 25; i++) statuses.push((await attempt(name, 'Wrong@2026', PROXY, `198.51.100.${i}`)).status);
    // more than the limit of 20 from the proxy's own address, none refused
    expect(statuses).toEqual(Array(25).fill(400));
    expect(await loggedAddresses(name)).toEqual(Array.from({ length: 25 }, (_, i) => `198.51.100.${i + 1}`));
  }, 120_000);

  it('when a client forges a chain before the proxy then the address the proxy added is the one counted', async () => {
    const name = `chain-${crypto.randomUUID()}`;
    await attempt(name, 'Wrong@2026', PROXY, '6.6.6.6, 198.51.100.77');
    expect(await loggedAddresses(name)).toEqual(['198.51.100.77']);
  });

  it('when TRUST_PROXY is unset then nobody is trusted, and a value that is no address stops the start', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'loopback',
    ]);
    for (const bad of ['*', '10.0.0.300', '10.0.0.0/33', 'balancer.local'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY 必须是逗号分隔的 IP 地址/);
  });
});

describe('account enumeration', () => {
  const answerOf = (res: Awaited<ReturnType<typeof attempt>>) => ({ status: res.status, body: res.body });

  it('when an account does not exist, the password is wrong or the account is locked then the answers are the same', async () => {
    const unknown = answerOf(await attempt(`nobody-${crypto.randomUUID()}`, 'Wrong@2026', '192.0.2.21'));
    const wrong = answerOf(await attempt('haidian', 'Wrong@2026', '192.0.2.22'));
    await t.db
      .update(user)
      .set({ lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(user.username, 'chaoyang'));
    const locked = answerOf(await attempt('chaoyang', TEST_PASSWORD, '192.0.2.23'));
    expect(unknown).toEqual({ status: 400, body: { status: 400, message: MSG.badCredentials, content: null } });
    expect(wrong).toEqual(unknown);
    expect(locked).toEqual(unknown);
  });

  it('when an account does not exist or is locked then argon2 still verifies once, against a hash that is not the account’s', async () => {
    const verify = vi.spyOn(argon2, 'verify');
    await attempt(`nobody-${crypto.randomUUID()}`, 'Wrong@2026', '192.0.2.31');
    expect(verify).toHaveBeenCalledTimes(1);

    const [dongcheng] = await t.db.select().from(user).where(eq(user.username, 'dongcheng'));
    await t.db
      .update(user)
      .set({ lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(user.id, dongcheng.id));
    verify.mockClear();
    await attempt('dongcheng', TEST_PASSWORD, '192.0.2.32');
    expect(verify).toHaveBeenCalledTimes(1);
    // the locked account's own hash is never tried: guessing on during the lock learns nothing
    expect(verify.mock.calls[0][0]).not.toBe(dongcheng.passwordHash);

    verify.mockClear();
    await attempt('xicheng', 'Wrong@2026', '192.0.2.33');
    expect(verify).toHaveBeenCalledTimes(1);
    const [xicheng] = await t.db.select().from(user).where(eq(user.username, 'xicheng'));
    expect(verify.mock.calls[0][0]).toBe(xicheng.passwordHash);
  });
});
