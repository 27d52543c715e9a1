import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { sm2LibraryHexOf } from '@risk/shared/password-cipher';
import {
  sm3Hex,
  sm3Hmac,
  sm3,
  sm4CbcDecrypt,
  sm4CbcEncrypt,
  sm4EncryptBlock,
} from '../../src/platform/crypto/gm/primitives.ts';
import { sm2Decrypt, sm2Encrypt, sm2KeyPair, sm2PublicKeyOf } from '../../src/platform/crypto/gm/sm2.ts';

/**
 * The gm suite's primitives against the published examples of GB/T 32905 (SM3), GB/T 32907 (SM4)
 * and GB/T 32918.5 (SM2 encryption).
 */
describe('SM3 (GB/T 32905-2016 appendix A)', () => {
  it('example 1: "abc"', () => {
    expect(sm3Hex('abc')).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
  });
  it('example 2: "abcd" sixteen times (512 bits, two blocks after padding)', () => {
    expect(sm3Hex('abcd'.repeat(16))).toBe('debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732');
  });
});

describe('SM3-HMAC', () => {
  // HMAC's definition (RFC 2104 / GB/T 15852.2) over the vector-checked SM3 with its 64-byte block.
  const byDefinition = (key: Buffer, message: Buffer) => {
    const k = Buffer.alloc(64);
    (key.length > 64 ? sm3(key) : key).copy(k);
    const pad = (b: number) => Buffer.from(k.map((x) => x ^ b));
    return sm3(Buffer.concat([pad(0x5c), sm3(Buffer.concat([pad(0x36), message]))]));
  };
  it.each([
    ['a short key', Buffer.from('key'), 'The quick brown fox jumps over the lazy dog'],
    ['a key of one block', crypto.randomBytes(64), '日志哈希链'],
    ['a key longer than a block (hashed first)', crypto.randomBytes(100), ''],
  ])('equals H((K⊕opad)‖H((K⊕ipad)‖m)) for %s', (_, key, text) => {
    const message = Buffer.from(text);
    expect(sm3Hmac(key, message).toString('hex')).toBe(byDefinition(key, message).toString('hex'));
  });
  it('depends on the key', () => {
    expect(sm3Hmac(Buffer.from('a'), 'x').equals(sm3Hmac(Buffer.from('b'), 'x'))).toBe(false);
  });
});

describe('SM4 (GB/T 32907-2016 appendix A)', () => {
  const key = Buffer.from('0123456789abcdeffedcba9876543210', 'hex');
  it('example 1: one encryption of the key as plaintext', () => {
    expect(sm4EncryptBlock(key, key).toString('hex')).toBe('681edf34d206965e86b3e94f536e4246');
  });
  it('example 2: the same block encrypted 1 000 000 times', () => {
    const cipher = crypto.createCipheriv('sm4-ecb', key, null).setAutoPadding(false);
    let block: Buffer = key;
    for (let i = 0; i < 1_000_000; i++) block = cipher.update(block);
    expect(block.toString('hex')).toBe('595298c7c6fd271f0402f804c33d3f66');
    // The module's own block transform agrees with the loop's first step.
    expect(sm4EncryptBlock(key, key).toString('hex')).toBe('681edf34d206965e86b3e94f536e4246');
  });
  it('CBC round trip with a random IV; a wrong key does not give the text back', () => {
    const text = '张三 13800138000';
    const sealed = sm4CbcEncrypt(key, text);
    expect(sealed.length % 16).toBe(0);
    expect(sealed.includes(Buffer.from(text))).toBe(false);
    expect(sm4CbcDecrypt(key, sealed).toString()).toBe(text);
    expect(sm4CbcEncrypt(key, text).equals(sealed)).toBe(false);
    const other = crypto.randomBytes(16);
    let back: string | undefined;
    try {
      back = sm4CbcDecrypt(other, sealed).toString();
    } catch {
      back = undefined; // padding check failed, as it does almost always
    }
    expect(back).not.toBe(text);
  });
  it('refuses a key of the wrong length', () => {
    expect(() => sm4CbcEncrypt(Buffer.alloc(8), 'x')).toThrow('16 字节');
  });
});

describe('SM2 encryption (GB/T 32918.4-2016, the example of GB/T 32918.5-2017 annex C / GM/T 0003.5)', () => {
  // The example on the recommended curve: key pair, message, the k drawn, and C1 = (x1, y1), C3, C2.
  const d = '3945208f7b2144b13f36e38ac6d39f95889393692860b51a42fb81ef4df7c5b8';
  const pB =
    '04' +
    '09f9df311e5421a150dd7d161e4bc5c672179fad1833fc076bb08ff356f35020' +
    'ccea490ce26775a52dc6ea718cc1aa600aed05fbf35e084a6632f6072da9ad13';
  const message = 'encryption standard';
  const k = 0x59276e27d506861a16680f3ad9c02dccef3cc1fa3cdbe4ce6d54b80deac1bc21n;
  const c1 =
    '04' +
    '04ebfc718e8d1798620432268e77feb6415e2ede0e073c0f4f640ecd2e149a73' +
    'e858f9d81e5430a57b36daab8f950a3c64e6ee6a63094d99283aff767e124df0';
  const c3 = '59983c18f809e262923c53aec295d30383b54e39d609d160afcb1908d0bd8766';
  const c2 = '21886ca989ca9c7d58087307ca93092d651efa';
  const published = Buffer.from(c1 + c3 + c2, 'hex').toString('base64');
  const text = (bytes: Uint8Array | undefined) => bytes && Buffer.from(bytes).toString('utf8');
  const altered = (wire: string, at: number) => {
    const bytes = Buffer.from(wire, 'base64');
    bytes[at] ^= 0x01;
    return bytes.toString('base64');
  };

  it('the published public key is the published private key times G', () => {
    expect(sm2PublicKeyOf(d)).toBe(pB);
  });

  it('the published ciphertext C1‖C3‖C2 decrypts with the published private key', () => {
    expect(text(sm2Decrypt(d, published))).toBe(message);
  });

  it('with the published k, encryption gives the published ciphertext byte for byte', () => {
    // The library draws k as 48 random bytes reduced to [1, n-1] (noble-curves' randomSecretKey:
    // r mod (n-1) + 1), so the bytes of k-1 make it draw k; if that changes, this test fails.
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementationOnce((array) => {
      const out = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      out.set(Buffer.from((k - 1n).toString(16).padStart(out.length * 2, '0'), 'hex'));
      return array;
    });
    try {
      expect(Buffer.from(sm2Encrypt(pB, message), 'base64').toString('hex')).toBe(c1 + c3 + c2);
    } finally {
      spy.mockRestore();
    }
  });

  it('round trip under a fresh pair: a fresh k each time, the UTF-8 text back', () => {
    const pair = sm2KeyPair();
    expect(pair.publicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(pair.privateKey).toMatch(/^[0-9a-f]{64}$/);
    expect(sm2PublicKeyOf(pair.privateKey)).toBe(pair.publicKey);
    const password = 'Risk@2026 密码';
    const one = sm2Encrypt(pair.publicKey, password);
    const two = sm2Encrypt(pair.publicKey, password);
    expect(one).not.toBe(two);
    expect(Buffer.from(one, 'base64')).toHaveLength(65 + 32 + Buffer.byteLength(password));
    expect(text(sm2Decrypt(pair.privateKey, one))).toBe(password);
    expect(text(sm2Decrypt(pair.privateKey, two))).toBe(password);
  });

  it('refuses an altered ciphertext, the wrong key and malformed input', () => {
    expect(sm2Decrypt(d, altered(published, 65 + 32 + 3))).toBeUndefined(); // a bit of C2
    expect(sm2Decrypt(d, altered(published, 65 + 5))).toBeUndefined(); // a bit of C3
    expect(sm2Decrypt(d, altered(published, 40))).toBeUndefined(); // C1 off the curve
    expect(sm2Decrypt(sm2KeyPair().privateKey, published)).toBeUndefined();
    const noPrefix = Buffer.from(c1.slice(2) + c3 + c2, 'hex').toString('base64'); // sm-crypto's raw hex layout
    expect(sm2Decrypt(d, noPrefix)).toBeUndefined();
    const noText = Buffer.from(c1 + c3, 'hex').toString('base64');
    expect(sm2Decrypt(d, noText)).toBeUndefined();
    expect(sm2Decrypt(d, 'not base64!')).toBeUndefined();
    expect(sm2Decrypt(d, '')).toBeUndefined();
    expect(sm2LibraryHexOf(published)).toBe((c1 + c3 + c2).slice(2));
  });
});
