import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cipherOfKey, type PasswordCipher } from '@risk/shared/password-cipher';
import type { Db } from '../../db/client.ts';
import { secret } from '../../db/schema/auth.ts';
import { sm2Decrypt, sm2Encrypt, sm2KeyPair } from '../crypto/gm/sm2.ts';

/**
 * Secrets are generated once and kept in the database, so every instance signs and verifies
 * tokens with the same key and serves the same public key. The first instance to insert wins;
 * a key is made only when none is kept (an RSA pair costs about 0.4 s of CPU, an SM2 pair ~1 ms).
 */
async function getOrCreate(db: Db, name: string, make: () => string): Promise<string> {
  const kept = async () =>
    (await db.select({ value: secret.value }).from(secret).where(eq(secret.name, name)))[0]?.value;
  const found = await kept();
  if (found !== undefined) return found;
  await db.insert(secret).values({ name, value: make() }).onConflictDoNothing();
  return (await kept())!;
}

export interface Secrets {
  tokenKey: Uint8Array;
  /**
   * The pair passwords travel under (@risk/shared/password-cipher): RSA (SPKI / PKCS#8 PEM), or
   * under CRYPTO_SUITE=gm SM2 (hex; the public key the uncompressed point 04‖x‖y).
   */
  password: { cipher: PasswordCipher; publicKey: string; privateKey: string };
}

const makeRsaPair = () => {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return JSON.stringify({ publicKey, privateKey });
};

/** Under the gm suite only the SM2 pair is made and served: a password never travels under RSA there. */
export async function loadSecrets(db: Db, suite: 'standard' | 'gm' = 'standard'): Promise<Secrets> {
  const tokenKey = await getOrCreate(db, 'token_key', () => crypto.randomBytes(48).toString('base64'));
  const pair =
    suite === 'gm'
      ? await getOrCreate(db, 'sm2_key_pair', () => JSON.stringify(sm2KeyPair()))
      : await getOrCreate(db, 'rsa_key_pair', makeRsaPair);
  const { publicKey, privateKey } = JSON.parse(pair) as { publicKey: string; privateKey: string };
  return {
    tokenKey: Buffer.from(tokenKey, 'base64'),
    password: { cipher: suite === 'gm' ? 'sm2' : 'rsa', publicKey, privateKey },
  };
}

/**
 * A password off the wire: RSA-OAEP (SHA-256) or SM2 (C1‖C3‖C2), base64, as the suite's pair
 * says; undefined when it does not decrypt (a ciphertext of the other suite included).
 */
export function decryptPassword(secrets: Secrets, cipherBase64: string): string | undefined {
  const { cipher, privateKey } = secrets.password;
  if (cipher === 'sm2') {
    const plain = sm2Decrypt(privateKey, cipherBase64);
    return plain && Buffer.from(plain).toString('utf8');
  }
  try {
    return crypto
      .privateDecrypt(
        { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(cipherBase64, 'base64'),
      )
      .toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * What the browser does (packages/web/src/lib/crypto.ts), by the key's shape: used by the tests,
 * the benchmarks and the fault scripts to log in like a client under either suite.
 */
export function encryptPassword(publicKey: string, plain: string): string {
  if (cipherOfKey(publicKey) === 'sm2') return sm2Encrypt(publicKey, plain);
  return crypto
    .publicEncrypt(
      { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(plain, 'utf8'),
    )
    .toString('base64');
}
