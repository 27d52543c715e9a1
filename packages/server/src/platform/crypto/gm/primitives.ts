import crypto from 'node:crypto';

/**
 * The 商用密码 primitives the gm suite uses, all from Node's OpenSSL (no extra dependency):
 * SM3 (GB/T 32905-2016), HMAC over SM3 (the HMAC construction of GB/T 15852.2 with SM3) and the
 * SM4 block cipher (GB/T 32907-2016) in CBC mode with PKCS#7 padding. Tested against the standards'
 * published examples (test/platform/gm-primitives.test.ts).
 */

/** SM4's key and block are 128 bits. */
export const SM4_KEY_BYTES = 16;
export const SM4_BLOCK_BYTES = 16;

type Bytes = string | Buffer;

export function sm3(data: Bytes): Buffer {
  return crypto.createHash('sm3').update(data).digest();
}

export function sm3Hex(data: Bytes): string {
  return sm3(data).toString('hex');
}

export function sm3Hmac(key: Buffer, data: Bytes): Buffer {
  return crypto.createHmac('sm3', key).update(data).digest();
}

export function sm3HmacHex(key: Buffer, data: Bytes): string {
  return sm3Hmac(key, data).toString('hex');
}

function checkKey(key: Buffer) {
  if (key.length !== SM4_KEY_BYTES) throw new Error(`SM4 密钥必须是 ${SM4_KEY_BYTES} 字节，收到 ${key.length} 字节`);
}

/** One SM4 block transform without padding: the standard's example is a single block. */
export function sm4EncryptBlock(key: Buffer, block: Buffer): Buffer {
  checkKey(key);
  if (block.length !== SM4_BLOCK_BYTES) throw new Error(`SM4 分组必须是 ${SM4_BLOCK_BYTES} 字节`);
  const cipher = crypto.createCipheriv('sm4-ecb', key, null).setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]);
}

/** SM4-CBC with a fresh random IV, returned in front of the ciphertext. */
export function sm4CbcEncrypt(key: Buffer, plain: Bytes): Buffer {
  checkKey(key);
  const iv = crypto.randomBytes(SM4_BLOCK_BYTES);
  const cipher = crypto.createCipheriv('sm4-cbc', key, iv);
  return Buffer.concat([iv, cipher.update(plain), cipher.final()]);
}

export function sm4CbcDecrypt(key: Buffer, sealed: Buffer): Buffer {
  checkKey(key);
  if (sealed.length < 2 * SM4_BLOCK_BYTES || sealed.length % SM4_BLOCK_BYTES !== 0) throw new Error('SM4 密文长度不对');
  const decipher = crypto.createDecipheriv('sm4-cbc', key, sealed.subarray(0, SM4_BLOCK_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(SM4_BLOCK_BYTES)), decipher.final()]);
}
