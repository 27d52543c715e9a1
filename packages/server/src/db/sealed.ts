/**
 * Personal data at rest (docs/security.md §4b), as the schema's column types see it; the SM4 cipher
 * itself is platform/crypto/field-cipher.ts. Under CRYPTO_SUITE=gm the sealed columns hold
 * `sm4:1:` + base64(IV | SM4-CBC ciphertext | tag): a fresh random IV per value, PKCS#7 padding,
 * and a 16-byte SM3-HMAC tag over the version, the column's name, the IV and the ciphertext
 * (encrypt-then-MAC), so an edited value, or one copied from another column, is refused on read.
 * Equality search goes through a blind index: SM3-HMAC of the normalised value under its own key.
 * Under the default suite values pass through unchanged.
 */
export interface FieldCipher {
  /** whether values are sealed (gm) or pass through (the default suite) */
  readonly sealing: boolean;
  /** which key: two apps of one process must agree on it (installFieldCipher) */
  readonly keyId: string;
  /** the value as stored in `field` ("table.column") */
  seal(field: string, value: string): string;
  /** the plain value: a sealed one is opened (and its tag checked), a plain one (not sealed yet) passes */
  open(field: string, stored: string): string;
  /** the blind index of a value of `field`, or null under the default suite */
  blindIndex(field: string, value: string): string | null;
}

export const SEALED_PREFIX = 'sm4:1:';
export const PLAIN_FIELDS: FieldCipher = {
  sealing: false,
  keyId: 'plain',
  seal: (_field, value) => value,
  open: (_field, stored) => stored,
  blindIndex: () => null,
};

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

/**
 * The cipher of this process. The sealed columns' Drizzle type (db/schema/columns.ts) encrypts and
 * decrypts through it, and a column type cannot be told which database it serves: so a process runs
 * one suite with one key, installed by buildApp and released when the app closes. A second app
 * with another cipher while the first is open is refused rather than served the wrong key.
 */
let installed: { cipher: FieldCipher; apps: number } | null = null;

export function fieldCipher(): FieldCipher {
  return installed?.cipher ?? PLAIN_FIELDS;
}

/** Installs `cipher` for an app; the answer releases it (on the app's close). */
export function installFieldCipher(cipher: FieldCipher): () => void {
  if (installed && installed.cipher.keyId !== cipher.keyId)
    throw new Error('本进程已有另一套字段加密（CRYPTO_SUITE 或字段密钥不同）的服务在运行');
  if (installed) installed.apps++;
  else installed = { cipher, apps: 1 };
  let released = false;
  return () => {
    if (released || !installed) return;
    released = true;
    if (--installed.apps === 0) installed = null;
  };
}
