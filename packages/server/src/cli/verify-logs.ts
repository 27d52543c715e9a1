import path from 'node:path';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { verifyLogChains, type ChainReport } from '../platform/audit/log-chain.ts';
import { verifyLogSeals } from '../platform/audit/log-seal.ts';
import { loadLogKey } from '../platform/crypto/gm/log-key.ts';
import { describeDatabase } from './describe-database.ts';

/**
 * `npm run verify-logs`: checks the hash chains of the operation log and the order audit trail of
 * the database named by DATA_DIR / DATABASE_URL and names the first broken row. Exit code 0 when
 * both chains are whole, 1 when one is broken (for a scheduled check), 2 when it could not run.
 * Under CRYPTO_SUITE=gm it also recomputes the SM3-HMAC seals with the key of LOG_HMAC_KEY_FILE.
 */
async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: 1,
  });
  let broken = false;
  try {
    await migrateDatabase(database);
    console.log(`校验日志哈希链：${describeDatabase(config.DATABASE_URL, config.dataDir)}`);
    const key =
      config.CRYPTO_SUITE === 'gm' ? await loadLogKey(config.logKeyFile, database.db, { create: false }) : null;
    for (const r of await verifyLogChains(database.db)) broken = !printReport(r, 'SHA-256 链') || broken;
    for (const r of key ? await verifyLogSeals(database.db, key) : []) {
      broken = !printReport(r, `SM3-HMAC 封印（其后未封印 ${r.unsealed} 条）`) || broken;
    }
  } finally {
    await database.close();
  }
  process.exit(broken ? 1 : 0);
}

/** One line per chain; answers whether it is whole. */
function printReport(r: ChainReport, what: string): boolean {
  if (r.ok) {
    console.log(`✔ ${r.name}（${r.table}）${what}：${r.rows} 条，完整`);
    return true;
  }
  const at = r.firstBroken!;
  const row = at.id !== null ? `第一处断点：id=${at.id}` : '第一处断点：链尾';
  console.log(
    `✘ ${r.name}（${r.table}）${what}：已核对 ${r.rows} 条；${row}，序号 ${at.chainSeq ?? '无'}：${at.reason}`,
  );
  return false;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
