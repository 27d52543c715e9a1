import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { sessionCalls, userCalls } from '@risk/shared/api/system';
import { secret } from '../../../src/db/schema/auth.ts';
import { dept, loginLog, role } from '../../../src/db/schema/system.ts';
import { encryptPassword } from '../../../src/platform/auth/secrets.ts';
import { sm2Encrypt, sm2KeyPair, sm2PublicKeyOf } from '../../../src/platform/crypto/gm/sm2.ts';
import { TEST_CAPTCHA, TEST_PASSWORD } from '../../helpers/constants.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';

/** CRYPTO_SUITE=gm: the password travels under SM2 (C1‖C3‖C2, @risk/shared/password-cipher). */
let t: TestApp;
let publicKey: string;
const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-sm2-login-'));

beforeAll(async () => {
  t = await createTestApp({ CRYPTO_SUITE: 'gm', LOG_HMAC_KEY_FILE: path.join(keyDir, 'log-hmac.key') });
  publicKey = (await t.send(null, sessionCalls.publicKey)).body.content;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(keyDir, { recursive: true, force: true });
});

const loginWith = async (username: string, password: string) => {
  const captcha = await t.send(null, sessionCalls.captcha);
  return t.send(null, sessionCalls.login, {
    body: { username, password, code: TEST_CAPTCHA, uuid: captcha.body.content.uuid },
    remoteAddress: `10.36.${crypto.randomInt(255)}.${crypto.randomInt(255)}`,
  });
};

/** The wire ciphertext with one bit changed at byte `at` (C1 is bytes 0–64, C3 65–96, C2 from 97). */
const flipped = (wire: string, at: number) => {
  const bytes = Buffer.from(wire, 'base64');
  bytes[at] ^= 0x80;
  return bytes.toString('base64');
};

describe('SM2 password transport (CRYPTO_SUITE=gm)', () => {
  it('the public key is an uncompressed SM2 point 04 + 128 hex, kept in the database with its private key', async () => {
    expect(publicKey).toMatch(/^04[0-9a-f]{128}$/);
    const [kept] = await t.db.select().from(secret).where(eq(secret.name, 'sm2_key_pair'));
    const pair = JSON.parse(kept.value) as { publicKey: string; privateKey: string };
    expect(pair.publicKey).toBe(publicKey);
    expect(sm2PublicKeyOf(pair.privateKey)).toBe(publicKey);
  });

  it('when the password is SM2-encrypted then the login succeeds and is logged', async () => {
    const res = await loginWith('city', sm2Encrypt(publicKey, TEST_PASSWORD));
    expect(res.status).toBe(200);
    expect(res.body.content.token).toMatch(/^Bearer /);
    expect((await t.send(res.body.content.token, sessionCalls.info)).body.content.username).toBe('city');
    const [last] = await t.db
      .select()
      .from(loginLog)
      .where(eq(loginLog.username, 'city'))
      .orderBy(desc(loginLog.id))
      .limit(1);
    expect(last.success).toBe(true);
  });

  it('when the SM2-encrypted password is wrong then the usual refusal: it decrypted, the check refused it', async () => {
    const res = await loginWith('haidian', sm2Encrypt(publicKey, 'Wrong@2026'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.badCredentials);
  });

  it('when the ciphertext does not decrypt then 400 with the decryption message and no session', async () => {
    const good = sm2Encrypt(publicKey, TEST_PASSWORD);
    const { publicKey: rsaPem } = crypto.generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const before = await tableDigest(t.db, 'auth_session');
    for (const [what, password] of [
      ['a bit of C2 flipped', flipped(good, 65 + 32)],
      ['a bit of C3 flipped', flipped(good, 65 + 1)],
      ['C1 moved off the curve', flipped(good, 20)],
      ['under another SM2 key', sm2Encrypt(sm2KeyPair().publicKey, TEST_PASSWORD)],
      ['RSA-OAEP, the default suite', encryptPassword(rsaPem, TEST_PASSWORD)],
      ["sm-crypto's bare hex (no 04, not base64)", Buffer.from(good, 'base64').subarray(1).toString('hex')],
      ['the password in clear', TEST_PASSWORD],
    ]) {
      const res = await loginWith('city', password);
      expect([what, res.status, res.body.message]).toEqual([what, 400, MSG.passwordDecrypt]);
    }
    expect(await tableDigest(t.db, 'auth_session')).toBe(before);
  });

  it("the tests' own login (the helper reads the key's shape) and other password calls work under SM2", async () => {
    const admin = await t.login('admin');
    const [d] = await t.db.select({ id: dept.id }).from(dept).where(eq(dept.name, '市人社局'));
    const [r] = await t.db.select({ id: role.id }).from(role).where(eq(role.name, '市人社局'));
    const created = await t.send(admin, userCalls.create, {
      body: {
        username: 'sm2_user',
        nickName: '国密用户',
        gender: '女',
        phone: '13912345678',
        email: 'sm2_user@bj.gov.cn',
        deptId: d.id,
        roleIds: [r.id],
        enabled: true,
        password: t.encrypt('Fresh#2026'),
      },
    });
    expect(created.status).toBe(200);
    expect((await loginWith('sm2_user', sm2Encrypt(publicKey, 'Fresh#2026'))).status).toBe(200);
  });
});
