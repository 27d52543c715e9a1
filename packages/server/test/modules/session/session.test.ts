import { createPublicKey } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { authCaptcha, authSession, secret } from '../../../src/db/schema/auth.ts';
import { loginLog, user } from '../../../src/db/schema/system.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { TEST_PASSWORD } from '../../helpers/constants.ts';
import { menuCalls, sessionCalls } from '@risk/shared/api/system';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function captcha() {
  const res = await t.send(null, sessionCalls.captcha);
  const [row] = await t.db.select().from(authCaptcha).where(eq(authCaptcha.uuid, res.body.content.uuid));
  return { ...res.body.content, answer: row.answer };
}

const attempt = (username: string, password: string, code: string, uuid: string, ip = '10.9.9.9') =>
  t.send(null, sessionCalls.login, {
    body: { username, password: t.encrypt(password), code, uuid },
    remoteAddress: ip,
  });

describe('public key', () => {
  it.skipIf(process.env.TEST_CRYPTO_SUITE === 'gm')(
    'under the default suite the password key is an RSA SPKI PEM (the SM2 point under gm: sm2-login.test.ts)',
    async () => {
      const pem = (await t.send(null, sessionCalls.publicKey)).body.content;
      expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
      const key = createPublicKey(pem);
      expect([key.asymmetricKeyType, key.asymmetricKeyDetails?.modulusLength]).toEqual(['rsa', 2048]);
    },
  );
});

describe('captcha', () => {
  it('when the captcha is fetched then it is an arithmetic SVG image with a uuid and the demo code outside production', async () => {
    const c = await captcha();
    expect(c.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Number.isInteger(Number(c.answer))).toBe(true);
    expect(c.demoCode).toBe('8888');
  });

  it('when the real answer is typed then login succeeds', async () => {
    const c = await captcha();
    const res = await attempt('city', TEST_PASSWORD, c.answer, c.uuid);
    expect(res.status).toBe(200);
    expect(res.body.content.token).toMatch(/^Bearer /);
  });

  it('when the answer is wrong then 400 验证码错误 and the captcha is used up', async () => {
    const c = await captcha();
    const wrong = String(Number(c.answer) + 1);
    const res = await t.send(null, sessionCalls.login, {
      body: { username: 'city', password: t.encrypt(TEST_PASSWORD), code: wrong, uuid: c.uuid },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.captchaWrong);
    const again = await attempt('city', TEST_PASSWORD, c.answer, c.uuid);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.captchaMissing);
  });

  it('when a captcha is reused then the second login is refused', async () => {
    const c = await captcha();
    expect((await attempt('city', TEST_PASSWORD, c.answer, c.uuid)).status).toBe(200);
    const reused = await attempt('city', TEST_PASSWORD, c.answer, c.uuid);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(MSG.captchaMissing);
  });

  it('when a captcha is older than two minutes then it is expired', async () => {
    const c = await captcha();
    await t.db
      .update(authCaptcha)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCaptcha.uuid, c.uuid));
    const res = await attempt('city', TEST_PASSWORD, c.answer, c.uuid);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.captchaMissing);
  });

  it('when the demo code is disabled (production) then it is not accepted and not shown', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const c = (await prod.send(null, sessionCalls.captcha)).body.content;
      expect(c.demoCode).toBeUndefined();
      const res = await prod.send(null, sessionCalls.login, {
        body: { username: 'city', password: prod.encrypt(TEST_PASSWORD), code: '8888', uuid: c.uuid },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.captchaWrong);
    } finally {
      await prod.close();
    }
  });
});

describe('password and lockout', () => {
  it('when the password is wrong five times then the account is locked for 15 minutes, even for the right password', async () => {
    const refusals = [];
    for (let i = 1; i <= 5; i++) refusals.push(await attempt('city2', 'Wrong@2026', '8888', crypto.randomUUID()));
    const right = await attempt('city2', TEST_PASSWORD, '8888', crypto.randomUUID());
    // the locked account answers as any wrong password does (docs/security.md §11)
    for (const res of [...refusals, right]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.badCredentials);
    }
    const [row] = await t.db.select().from(user).where(eq(user.username, 'city2'));
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const failures = await t.db.select().from(loginLog).where(eq(loginLog.username, 'city2')).orderBy(loginLog.id);
    expect(failures.map((f) => f.reason)).toEqual([
      '密码错误（连续第1次）',
      '密码错误（连续第2次）',
      '密码错误（连续第3次）',
      '密码错误（连续第4次）',
      '密码连续错误5次，账号锁定15分钟',
      '账号锁定中',
    ]);
  });

  it('when five wrong passwords arrive at once then each counts and the account is locked', async () => {
    const tries = Array.from({ length: 5 }, () => attempt('city', 'Wrong@2026', '8888', crypto.randomUUID()));
    expect((await Promise.all(tries)).map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    const [row] = await t.db.select().from(user).where(eq(user.username, 'city'));
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    await t.db.update(user).set({ lockedUntil: null, failedLogins: 0 }).where(eq(user.id, row.id));
  });

  it('when the password does not decrypt then 400 and no session is made', async () => {
    const before = await tableDigest(t.db, 'auth_session');
    const res = await t.send(null, sessionCalls.login, {
      body: { username: 'city', password: 'bm90IGVuY3J5cHRlZA==', code: '8888', uuid: crypto.randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.passwordDecrypt);
    expect(await tableDigest(t.db, 'auth_session')).toBe(before);
  });

  it('when the body is malformed then 400 with a Chinese message and nothing is written', async () => {
    const before = await tableDigest(t.db, 'sys_login_log');
    for (const payload of [
      {},
      { username: 'city' },
      { username: '', password: 'x', code: '1', uuid: 'u' },
      'not json',
    ]) {
      const res = await t.send(null, sessionCalls.login, {
        payload: payload as object,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(await tableDigest(t.db, 'sys_login_log')).toBe(before);
  });

  it('when login is attempted too often from one address then 429', async () => {
    // one window of the per-minute limit however slow the machine: every unknown name costs an argon2 run
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let last = 0;
    for (let i = 0; i < 22; i++)
      last = (await attempt('nobody', 'x', '8888', crypto.randomUUID(), '10.77.77.77')).status;
    expect(last).toBe(429);
  }, 120_000);
});

describe('tokens', () => {
  it('when a token is tampered with then 401', async () => {
    const token = await t.login('haidian');
    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    const res = await t.send(tampered, sessionCalls.info);
    expect(res.status).toBe(401);
    expect(res.body.status).toBe(401);
  });

  it('when a token has expired then 401', async () => {
    const [row] = await t.db.select().from(secret).where(eq(secret.name, 'token_key'));
    const key = Buffer.from(row.value, 'base64');
    const [s] = await t.db.select().from(authSession).limit(1);
    const expired = await new SignJWT({ sid: s.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.userId))
      .setIssuedAt(1000)
      .setExpirationTime(2000)
      .sign(key);
    expect((await t.send(`Bearer ${expired}`, sessionCalls.info)).status).toBe(401);
  });

  it('when the session row has expired then the token no longer works', async () => {
    const token = await t.login('dongcheng');
    await t.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${authSession.userId} = (select id from sys_user where username = 'dongcheng')`);
    expect((await t.send(token, sessionCalls.info)).status).toBe(401);
  });

  it('when the user logs out then the token is revoked', async () => {
    const token = await t.login('xicheng');
    expect((await t.send(token, sessionCalls.info)).status).toBe(200);
    expect((await t.send(token, sessionCalls.logout)).status).toBe(200);
    const after = await t.send(token, sessionCalls.info);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(MSG.notLoggedIn);
  });

  it('when a session stays idle longer than SESSION_IDLE_MINUTES then it ends', async () => {
    const token = await t.login('fengtai');
    await t.db
      .update(authSession)
      .set({ lastActive: new Date(Date.now() - 31 * 60_000) })
      .where(sql`${authSession.userId} = (select id from sys_user where username = 'fengtai')`);
    const res = await t.send(token, sessionCalls.info);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.sessionIdle);
  });

  it('when there is no token then 401', async () => {
    expect((await t.send(null, sessionCalls.info)).status).toBe(401);
    expect((await t.send('Bearer', menuCalls.build)).status).toBe(401);
  });
});

describe('user info and menus', () => {
  it('when a district user asks for info then level 3 and their own district', async () => {
    const token = await t.login('chaoyang');
    const res = await t.send(token, sessionCalls.info);
    expect(res.body.content).toMatchObject({ level: 3, region: '朝阳区', dept: { name: '朝阳区人社局' } });
  });

  it('when each role builds its menu then it sees its own entries', async () => {
    const titles = async (username: string) => {
      const res = await t.send(await t.login(username), menuCalls.build);
      return res.body.content.flatMap((d) => (d.children ?? []).map((c) => c.meta.title));
    };
    const admin = await titles('admin');
    const city = await titles('city');
    const district = await titles('haidian');
    expect(admin).toContain('用户管理');
    expect(city).toContain('市级核实');
    expect(city).not.toContain('用户管理');
    expect(district).toContain('区县核实');
    expect(district).not.toContain('市级核实');
  });
});
