import nodeCrypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptPassword } from './crypto.ts';

const { publicKey, privateKey } = nodeCrypto.generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** What the server does (packages/server/src/platform/auth/secrets.ts). */
const decrypt = (b64: string) =>
  nodeCrypto
    .privateDecrypt(
      { key: privateKey, padding: nodeCrypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(b64, 'base64'),
    )
    .toString('utf8');

describe('encryptPassword', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when WebCrypto is available then the server decrypts the password', async () => {
    expect(decrypt(await encryptPassword(publicKey, 'Risk@2026 密码'))).toBe('Risk@2026 密码');
  });

  it('when WebCrypto is missing (plain http on a LAN address) then node-forge produces a cipher the server decrypts', async () => {
    vi.stubGlobal('crypto', {});
    expect(decrypt(await encryptPassword(publicKey, 'Risk@2026 密码'))).toBe('Risk@2026 密码');
  });
});
