/**
 * Encrypts a password for the wire (docs/architecture.md, Login): RSA-OAEP with SHA-256 for both
 * the digest and MGF1, key = SPKI PEM from `GET /iams/v1/auth/publicKey`, answer in base64.
 * WebCrypto exists only in secure contexts; on plain http from a LAN address node-forge does the
 * same computation.
 */
export async function encryptPassword(publicKeyPem: string, plain: string): Promise<string> {
  if (globalThis.crypto?.subtle) return encryptWithWebCrypto(publicKeyPem, plain);
  return encryptWithForge(publicKeyPem, plain);
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
