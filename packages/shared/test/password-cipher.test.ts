import { describe, expect, it } from 'vitest';
import { cipherOfKey, sm2LibraryHexOf, sm2WireOf } from '../src/password-cipher.ts';

const point = `04${'ab'.repeat(64)}`;
/** C1 without its 04 (64 bytes), C3 (32 bytes), C2 (3 bytes): the hex sm-crypto-v2 writes. */
const libraryHex = 'cd'.repeat(64) + 'ef'.repeat(32) + '010203';

describe('the password key names its cipher by its shape', () => {
  it.each([
    ['an uncompressed SM2 point', point, 'sm2'],
    ['the point in upper case', point.toUpperCase(), 'sm2'],
    ['an SPKI PEM', '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkq\n-----END PUBLIC KEY-----\n', 'rsa'],
    ['a compressed point (02…) is not served', `02${'ab'.repeat(32)}`, 'rsa'],
    ['a point one digit short', point.slice(0, -1), 'rsa'],
    ['a point with a newline after it', `${point}\n`, 'rsa'],
  ])('%s', (_, key, cipher) => {
    expect(cipherOfKey(key)).toBe(cipher);
  });
});

describe('the SM2 wire layout: base64 of 04‖C1‖C3‖C2', () => {
  it('puts the 04 of the uncompressed point back in front and takes it off again', () => {
    const wire = sm2WireOf(libraryHex);
    const bytes = Uint8Array.from(atob(wire), (c) => c.charCodeAt(0));
    expect(bytes).toHaveLength(1 + 64 + 32 + 3);
    expect([bytes[0], bytes[1], bytes[65], bytes[97]]).toEqual([0x04, 0xcd, 0xef, 0x01]);
    expect(sm2LibraryHexOf(wire)).toBe(libraryHex);
  });

  it.each([
    ['the library hex itself', libraryHex],
    ['no 04 in front', btoa(String.fromCharCode(...Array(100).fill(0xcd)))],
    ['C1 and C3 but no password', sm2WireOf(libraryHex.slice(0, -6))],
    ['not base64', 'Risk@2026'],
    ['base64 cut short', sm2WireOf(libraryHex).slice(0, -1)],
    ['empty', ''],
  ])('refuses %s', (_, wire) => {
    expect(sm2LibraryHexOf(wire)).toBeUndefined();
  });
});
