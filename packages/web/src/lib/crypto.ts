import { SM2_C1C3C2, cipherOfKey, sm2WireOf } from '@risk/shared/password-cipher';

/**
 * Encrypts a password for the wire (docs/architecture.md, Login) under the key of
 * `GET /iams/v1/auth/publicKey`, whose shape names the cipher (@risk/shared/password-cipher):
 * an SPKI PEM → RSA-OAEP with SHA-256 for both the digest and MGF1; an SM2 point `04…`
 * (CRYPTO_SUITE=gm) → SM2 with C1‖C3‖C2. The answer in base64.
 * WebCrypto exists only in secure contexts; on plain http from a LAN address node-forge does the
 * RSA computation. Each library is loaded only when its cipher is served.
 */
export async function encryptPassword(publicKey: string, plain: string): Promise<string> {
  if (cipherOfKey(publicKey) === 'sm2') return encryptWithSm2(publicKey, plain);
  if (globalThis.crypto?.subtle) return encryptWithWebCrypto(publicKey, plain);
  return encryptWithForge(publicKey, plain);
}

async function encryptWithSm2(publicKey: string, plain: string): Promise<string> {
  const { sm2 } = await import('sm-crypto-v2');
  return sm2WireOf(sm2.doEncrypt(plain, publicKey, SM2_C1C3C2));
}

async function encryptWithWebCrypto(pem: string, plain: string): Promise<string> {
  const key = await crypto.subtle.importKey('spki', pemToDer(pem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return bytesToBase64(new Uint8Array(cipher));
}

async function encryptWithForge(pem: string, plain: string): Promise<string> {
  const { default: forge } = await import('node-forge');
  const key = forge.pki.publicKeyFromPem(pem);
  const cipher = key.encrypt(forge.util.encodeUtf8(plain), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(cipher);
}

function pemToDer(pem: string): ArrayBuffer {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const bin = atob(body);
  const der = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) der[i] = bin.charCodeAt(i);
  return der.buffer;
}

function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}
