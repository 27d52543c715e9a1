import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The gm suite's keys: 32 random bytes, hex, one file each, outside the database. */
export const KEY_BYTES = 32;

export function readKeyFile(file: string, label: string): Buffer {
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!new RegExp(`^[0-9a-fA-F]{${KEY_BYTES * 2}}$`).test(text))
    throw new Error(`${label}文件 ${file} 的内容不对：应为 ${KEY_BYTES * 2} 位十六进制`);
  return Buffer.from(text, 'hex');
}

/**
 * Reads the key, or makes one when the file is missing. `refusal` answers why a missing key may not
 * be made (data the lost key protects is in the database), or null when it may.
 */
export async function loadKeyFile(
  file: string,
  label: string,
  refusal: () => Promise<string | null>,
  opts: { create: boolean },
): Promise<Buffer> {
  if (fs.existsSync(file)) return readKeyFile(file, label);
  const why = await refusal();
  if (!opts.create || why) throw new Error(`CRYPTO_SUITE=gm：${label}文件 ${file} 不存在${why ? `，${why}` : ''}`);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': of two instances starting at once, one writes and the other reads what it wrote.
    fs.writeFileSync(file, crypto.randomBytes(KEY_BYTES).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readKeyFile(file, label);
}
