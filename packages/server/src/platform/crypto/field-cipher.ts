import crypto from 'node:crypto';
import { maskName } from '@risk/shared/company';
import { fieldCipher, isSealed, SEALED_PREFIX, type FieldCipher } from '../../db/sealed.ts';
import { sm3Hmac, sm4CbcDecrypt, sm4CbcEncrypt, SM4_BLOCK_BYTES, SM4_KEY_BYTES } from './gm/primitives.ts';

const TAG_BYTES = 16;

/** Phones are indexed without the spaces and dashes people type in them; other text trimmed. */
export function normaliseForIndex(value: string): string {
  const trimmed = value.normalize('NFKC').trim();
  return /^[\d\s+()-]+$/.test(trimmed) ? trimmed.replace(/[\s()-]/g, '') : trimmed;
}

/** One master key of 32 bytes gives the three keys, each for one use (SM3-HMAC with a label). */
export function sm4FieldCipher(master: Buffer): FieldCipher {
  const derive = (label: string) => sm3Hmac(master, `risk-field-${label}`);
  const encKey = derive('sm4').subarray(0, SM4_KEY_BYTES);
  const macKey = derive('mac');
  const indexKey = derive('index');
  const tagOf = (field: string, body: Buffer) =>
    sm3Hmac(macKey, Buffer.concat([Buffer.from(`${SEALED_PREFIX}${field}\0`), body])).subarray(0, TAG_BYTES);
  return {
    sealing: true,
    keyId: `sm4:${derive('id').subarray(0, 8).toString('hex')}`,
    seal(field, value) {
      const body = sm4CbcEncrypt(encKey, value);
      return SEALED_PREFIX + Buffer.concat([body, tagOf(field, body)]).toString('base64');
    },
    open(field, stored) {
      if (!isSealed(stored)) return stored;
      const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64');
      const body = bytes.subarray(0, bytes.length - TAG_BYTES);
      const tag = bytes.subarray(bytes.length - TAG_BYTES);
      if (body.length < 2 * SM4_BLOCK_BYTES || !crypto.timingSafeEqual(tag, tagOf(field, body)))
        throw new Error(`加密字段 ${field} 的校验值不符：数据被改动，或字段密钥文件不是加密时的那一个`);
      return sm4CbcDecrypt(encKey, body).toString('utf8');
    },
    blindIndex: (field, value) =>
      sm3Hmac(indexKey, `${field}\0${normaliseForIndex(value)}`)
        .subarray(0, 16)
        .toString('hex'),
  };
}

/**
 * A person's name as an operation log keeps it: under gm masked (张*), since log rows are
 * append-only and sealed but not encrypted, and a name written there could never be taken back;
 * under the default suite as it is.
 */
export const nameForLog = (name: string | null | undefined): string | null =>
  fieldCipher().sealing ? maskName(name) : (name ?? null);
