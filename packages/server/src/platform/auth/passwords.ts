import crypto from 'node:crypto';
import argon2 from 'argon2';

/** The one way passwords are hashed (argon2id, the library's default cost). */
export const hashPassword = (plain: string) => argon2.hash(plain, { type: argon2.argon2id });

/** A hash of a random password at the same cost as every account's, made once per process. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether `plain` is the password of `hash`. Without a hash (no such account, or one that must not
 * be tried now) the same argon2 verification runs against a dummy hash and fails, so an answer
 * takes as long whether or not the account exists: its time does not enumerate accounts.
 */
export async function verifyPassword(hash: string | undefined, plain: string): Promise<boolean> {
  if (hash !== undefined) return argon2.verify(hash, plain);
  dummyHash ??= hashPassword(crypto.randomBytes(24).toString('base64'));
  await argon2.verify(await dummyHash, plain);
  return false;
}
