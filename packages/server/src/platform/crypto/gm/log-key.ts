import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** The SM3-HMAC key of the log seals: 32 random bytes, hex in a file outside the database. */
const KEY_BYTES = 32;

function readKey(file: string): Buffer {
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!new RegExp(`^[0-9a-fA-F]{${KEY_BYTES * 2}}$`).test(text))
    throw new Error(`日志封印密钥文件 ${file} 的内容不对：应为 ${KEY_BYTES * 2} 位十六进制`);
  return Buffer.from(text, 'hex');
}

/**
 * Reads the key, or makes one on the first start of the gm suite. A missing key with seals already
 * in the database is refused: a new key would make every existing seal fail the check.
 */
export async function loadLogKey(file: string, db: DbOrTx, opts: { create: boolean }): Promise<Buffer> {
  if (fs.existsSync(file)) return readKey(file);
  const res = (await db.execute(sql`select exists (select 1 from sys_log_seal) as sealed`)) as unknown as {
    rows: { sealed: boolean }[];
  };
  if (!opts.create || res.rows[0].sealed)
    throw new Error(
      `CRYPTO_SUITE=gm：日志封印密钥文件 ${file} 不存在${res.rows[0].sealed ? '，而数据库中已有封印；请找回原密钥文件（新密钥无法核对已有封印）' : ''}`,
    );
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': of two instances starting at once, one writes and the other reads what it wrote.
    fs.writeFileSync(file, crypto.randomBytes(KEY_BYTES).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readKey(file);
}
