import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { loadKeyFile } from './key-file.ts';

/**
 * Reads the SM3-HMAC key of the log seals, or makes one on the first start of the gm suite. A
 * missing key with seals already in the database is refused: a new key would make every existing
 * seal fail the check.
 */
export async function loadLogKey(file: string, db: DbOrTx, opts: { create: boolean }): Promise<Buffer> {
  return loadKeyFile(
    file,
    '日志封印密钥',
    async () => {
      const res = (await db.execute(sql`select exists (select 1 from sys_log_seal) as sealed`)) as unknown as {
        rows: { sealed: boolean }[];
      };
      return res.rows[0].sealed ? '而数据库中已有封印；请找回原密钥文件（新密钥无法核对已有封印）' : null;
    },
    opts,
  );
}
