import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { backup, checkRestore, restore } from '../platform/backup.ts';
import { describeDatabase } from './describe-database.ts';

/**
 * `npm run backup [-- <dir>]`: the database (pg_dump, or PGlite's consistent data-directory dump)
 * and the uploaded files into <dir> (default DATA_DIR/backups/<time>), with a manifest of row
 * counts and file checksums. PGlite allows one process: stop the server first.
 *
 * `npm run restore -- <dir>`: into an EMPTY target (a new DATA_DIR, or an empty PostgreSQL database
 * named by DATABASE_URL), then compares row counts and files with the manifest.
 */
async function main() {
  const [command, dirArg] = process.argv.slice(2);
  const config = loadConfig(process.env);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const label = describeDatabase(config.DATABASE_URL, config.dataDir);
  if (command === 'backup') {
    const outDir = path.resolve(
      dirArg ?? path.join(config.dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-')),
    );
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir, poolSize: 1 });
    try {
      const m = await backup(database, { dataDir: config.dataDir, databaseUrl: config.DATABASE_URL, outDir });
      const rows = Object.values(m.rowCounts).reduce((a, b) => a + b, 0);
      console.log(
        `已备份 ${label} → ${outDir}：${Object.keys(m.rowCounts).length} 张表 ${rows} 行，${m.files.length} 个文件`,
      );
    } finally {
      await database.close();
    }
    return;
  }
  if (command === 'restore') {
    if (!dirArg || !fs.existsSync(path.join(dirArg, 'manifest.json')))
      throw new Error('用法：npm run restore -- <备份目录>');
    const manifest = restore(path.resolve(dirArg), {
      dataDir: config.dataDir,
      databaseUrl: config.DATABASE_URL,
      pgliteDir,
    });
    const snapshot =
      manifest.kind === 'pglite' ? new Blob([fs.readFileSync(path.join(dirArg, 'pglite.tar'))]) : undefined;
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir,
      pgliteSnapshot: snapshot,
      poolSize: 1,
    });
    try {
      const problems = await checkRestore(database.db, config.dataDir, manifest);
      if (problems.length) throw new Error(`恢复结果与备份不符：\n${problems.join('\n')}`);
      console.log(`已恢复到 ${label}：行数与文件均与备份一致（${manifest.createdAt}）`);
    } finally {
      await database.close();
    }
    return;
  }
  throw new Error('用法：npm run backup [-- <目录>] | npm run restore -- <备份目录>');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
