import nodeCrypto from 'node:crypto';
import { sm2 } from 'sm-crypto-v2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SM2_C1C3C2, sm2LibraryHexOf } from '@risk/shared/password-cipher';
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

describe('encryptPassword under an SM2 key (CRYPTO_SUITE=gm)', () => {
  const pair = sm2.generateKeyPairHex();
  /** What the server does (packages/server/src/platform/crypto/gm/sm2.ts). */
  const decrypt = (b64: string) => sm2.doDecrypt(sm2LibraryHexOf(b64)!, pair.privateKey, SM2_C1C3C2);

  it('when the key is an SM2 point then the cipher is base64 of C1 (04‖x1‖y1) ‖ C3 ‖ C2 and decrypts', async () => {
    const password = 'Risk@2026 密码';
    const wire = await encryptPassword(pair.publicKey, password);
    const bytes = Buffer.from(wire, 'base64');
    expect(bytes[0]).toBe(0x04);
    expect(bytes).toHaveLength(65 + 32 + Buffer.byteLength(password));
    expect(decrypt(wire)).toBe(password);
  });

  it('when WebCrypto.subtle is missing (plain http on a LAN address) then SM2 still works', async () => {
    vi.stubGlobal('crypto', { getRandomValues: nodeCrypto.webcrypto.getRandomValues.bind(nodeCrypto.webcrypto) });
    try {
      expect(decrypt(await encryptPassword(pair.publicKey, 'Risk@2026'))).toBe('Risk@2026');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
