import { sm2 } from 'sm-crypto-v2';
import { SM2_C1C3C2, sm2LibraryHexOf, sm2WireOf } from '@risk/shared/password-cipher';

/**
 * SM2 public-key encryption (GB/T 32918.4-2016) on the recommended curve (GB/T 32918.5), from
 * sm-crypto-v2: Node's OpenSSL knows the curve but encrypts with SM2 only through APIs Node does not
 * expose. The wire layout (C1‖C3‖C2, base64) is @risk/shared/password-cipher's, the browser's too.
 * Tested against GB/T 32918.5's encryption example (test/platform/gm-primitives.test.ts).
 */

export interface Sm2KeyPair {
  /** uncompressed point 04‖x‖y, 130 hex characters */
  publicKey: string;
  /** 64 hex characters */
  privateKey: string;
}

export function sm2KeyPair(): Sm2KeyPair {
  const { publicKey, privateKey } = sm2.generateKeyPairHex();
  return { publicKey, privateKey };
}

export function sm2PublicKeyOf(privateKey: string): string {
  return sm2.getPublicKeyFromPrivateKey(privateKey);
}

/** Encrypts under a fresh random k; the answer in the wire layout. */
export function sm2Encrypt(publicKey: string, plain: string | Uint8Array): string {
  return sm2WireOf(sm2.doEncrypt(plain, publicKey, SM2_C1C3C2));
}

/**
 * The plaintext of a wire ciphertext, or undefined when it is malformed, C1 is not on the curve or
 * the digest C3 does not match (a wrong key or an altered ciphertext).
 */
export function sm2Decrypt(privateKey: string, wire: string): Uint8Array | undefined {
  const hex = sm2LibraryHexOf(wire);
  if (hex === undefined) return undefined;
  try {
    // The library answers an empty array when C3 does not match; a real plaintext has ≥ 1 byte.
    const plain = sm2.doDecrypt(hex, privateKey, SM2_C1C3C2, { output: 'array' });
    return plain.length > 0 ? Uint8Array.from(plain) : undefined;
  } catch {
    return undefined; // C1 not a point of the curve
  }
}
