import path from 'node:path';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { verifyLogChains } from '../platform/audit/log-chain.ts';
import { describeDatabase } from './describe-database.ts';

/**
 * `npm run verify-logs`: checks the hash chains of the operation log and the order audit trail of
 * the database named by DATA_DIR / DATABASE_URL and names the first broken row. Exit code 0 when
 * both chains are whole, 1 when one is broken (for a scheduled check), 2 when it could not run.
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
    for (const r of await verifyLogChains(database.db)) {
      if (r.ok) {
        console.log(`✔ ${r.name}（${r.table}）：${r.rows} 条，链完整`);
        continue;
      }
      broken = true;
      const at = r.firstBroken!;
      const row = at.id !== null ? `第一处断点：id=${at.id}` : '第一处断点：链尾';
      console.log(`✘ ${r.name}（${r.table}）：已核对 ${r.rows} 条；${row}，序号 ${at.chainSeq ?? '无'}：${at.reason}`);
    }
  } finally {
    await database.close();
  }
  process.exit(broken ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
