import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  sm3Hex,
  sm3Hmac,
  sm3,
  sm4CbcDecrypt,
  sm4CbcEncrypt,
  sm4EncryptBlock,
} from '../../src/platform/crypto/gm/primitives.ts';

/** The gm suite's primitives against the published examples of GB/T 32905 (SM3) and GB/T 32907 (SM4). */
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
