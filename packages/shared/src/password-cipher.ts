/**
 * How a password travels to the server (docs/security.md §4a), one layout for the browser, the
 * server, the tests and the benchmarks. The key of `GET /iams/v1/auth/publicKey` names the cipher by
 * its shape, so no client needs to know the server's CRYPTO_SUITE:
 * - RSA (the default suite): an SPKI PEM; RSA-OAEP with SHA-256; the ciphertext in base64.
 * - SM2 (CRYPTO_SUITE=gm, GB/T 32918.4): the uncompressed point `04‖x‖y` in hex (130 characters);
 *   the ciphertext C1‖C3‖C2, the standard's order, with C1 the uncompressed point `04‖x1‖y1`
 *   (65 bytes), C3 the SM3 digest (32 bytes) and C2 as long as the UTF-8 password; in base64.
 */
export type PasswordCipher = 'rsa' | 'sm2';

const SM2_PUBLIC_KEY = /^04[0-9a-fA-F]{128}$/;

export function cipherOfKey(publicKey: string): PasswordCipher {
  return SM2_PUBLIC_KEY.test(publicKey) ? 'sm2' : 'rsa';
}

/** sm-crypto-v2's `cipherMode` for C1‖C3‖C2 (0 would be the old C1‖C2‖C3). */
export const SM2_C1C3C2 = 1;

const C1_BYTES = 65;
const C3_BYTES = 32;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

// Globals of browsers and of Node ≥ 16; shared compiles with neither the DOM's nor Node's types.
declare function btoa(data: string): string;
declare function atob(data: string): string;

/** sm-crypto-v2 writes C1 without its leading 04 and in hex: the wire form puts the 04 back, in base64. */
export function sm2WireOf(libraryHex: string): string {
  const hex = `04${libraryHex}`;
  let bin = '';
  for (let i = 0; i < hex.length; i += 2) bin += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return btoa(bin);
}

/**
 * The library's hex of a wire ciphertext; undefined when it is not base64 of an uncompressed C1,
 * a digest and at least one byte of password.
 */
export function sm2LibraryHexOf(wire: string): string | undefined {
  if (!BASE64.test(wire) || wire.length % 4 !== 0) return undefined;
  const bin = atob(wire);
  if (bin.length < C1_BYTES + C3_BYTES + 1 || bin.charCodeAt(0) !== 0x04) return undefined;
  let hex = '';
  for (let i = 1; i < bin.length; i++) hex += bin.charCodeAt(i).toString(16).padStart(2, '0');
  return hex;
}
