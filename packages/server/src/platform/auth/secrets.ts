import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { secret } from '../../db/schema/auth.ts';

/**
 * Secrets are generated once and kept in the database, so every instance signs and verifies
 * tokens with the same key and serves the same RSA public key. The first instance to insert wins;
 * a key is made only when none is kept (an RSA pair costs about 0.4 s of CPU).
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
  rsaPublicPem: string;
  rsaPrivatePem: string;
}

export async function loadSecrets(db: Db): Promise<Secrets> {
  const tokenKey = await getOrCreate(db, 'token_key', () => crypto.randomBytes(48).toString('base64'));
  const pair = await getOrCreate(db, 'rsa_key_pair', () => {
    const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return JSON.stringify({ publicKey, privateKey });
  });
  const { publicKey, privateKey } = JSON.parse(pair) as { publicKey: string; privateKey: string };
  return { tokenKey: Buffer.from(tokenKey, 'base64'), rsaPublicPem: publicKey, rsaPrivatePem: privateKey };
}

/** Passwords travel encrypted with RSA-OAEP (SHA-256), base64; undefined when they do not decrypt. */
export function decryptPassword(secrets: Secrets, cipherBase64: string): string | undefined {
  try {
    return crypto
      .privateDecrypt(
        { key: secrets.rsaPrivatePem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(cipherBase64, 'base64'),
      )
      .toString('utf8');
  } catch {
    return undefined;
  }
}

/** What the browser does: used by tests and the benchmark to log in like a client. */
export function encryptPassword(publicPem: string, plain: string): string {
  return crypto
    .publicEncrypt(
      { key: publicPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(plain, 'utf8'),
    )
    .toString('base64');
}
