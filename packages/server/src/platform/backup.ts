import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';

/** Directories of DATA_DIR that hold uploaded files (attachments, avatars): backed up with the database. */
export const FILE_DIRS = ['files', 'avatar'] as const;

export interface BackupManifest {
  kind: 'pglite' | 'postgres';
  createdAt: string;
  /** Rows per table at the moment of the dump. */
  rowCounts: Record<string, number>;
  /** Every stored file: path under DATA_DIR, size and SHA-256. */
  files: { path: string; size: number; sha256: string }[];
}

type Rows<T> = { rows: T[] };

export async function tableRowCounts(db: Db): Promise<Record<string, number>> {
  const tables = (
    (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)) as unknown as Rows<{
      tablename: string;
    }>
  ).rows.map((r) => r.tablename);
  const out: Record<string, number> = {};
  for (const t of tables) {
    const res = (await db.execute(sql.raw(`select count(*)::int as n from "${t}"`))) as unknown as Rows<{ n: number }>;
    out[t] = res.rows[0].n;
  }
  return out;
}

export function listFiles(dataDir: string): BackupManifest['files'] {
  const out: BackupManifest['files'] = [];
  const walk = (rel: string) => {
    const abs = path.join(dataDir, rel);
    if (!fs.existsSync(abs)) return;
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) {
        const content = fs.readFileSync(path.join(dataDir, child));
        out.push({
          path: child,
          size: content.length,
          sha256: crypto.createHash('sha256').update(content).digest('hex'),
        });
      }
    }
  };
  for (const dir of FILE_DIRS) walk(dir);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

function run(cmd: string, args: string[]) {
  const res = spawnSync(cmd, args, { encoding: 'utf8' });
  if (res.error) throw new Error(`无法运行 ${cmd}：${res.error.message}（请安装 PostgreSQL 客户端或设置 PG_BIN）`);
  if (res.status !== 0) throw new Error(`${cmd} 失败：${res.stderr.trim()}`);
}

const pgTool = (name: string) => (process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name);

/**
 * A consistent backup into `outDir`: PostgreSQL through pg_dump (custom format, one snapshot);
 * PGlite through its own data-directory dump (taken inside the single process, so consistent);
 * then the uploaded files and a manifest with row counts and file checksums.
 */
export async function backup(
  database: Database,
  opts: { dataDir: string; databaseUrl?: string; outDir: string },
): Promise<BackupManifest> {
  fs.mkdirSync(opts.outDir, { recursive: true });
  if (database.kind === 'postgres') {
    run(pgTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(opts.outDir, 'database.dump')}`,
      opts.databaseUrl!,
    ]);
  } else {
    const blob = await database.dump!();
    fs.writeFileSync(path.join(opts.outDir, 'pglite.tar'), Buffer.from(await blob.arrayBuffer()));
  }
  const files = listFiles(opts.dataDir);
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(opts.outDir, f.path)), { recursive: true });
    fs.copyFileSync(path.join(opts.dataDir, f.path), path.join(opts.outDir, f.path));
  }
  const manifest: BackupManifest = {
    kind: database.kind,
    createdAt: new Date().toISOString(),
    rowCounts: await tableRowCounts(database.db),
    files,
  };
  fs.writeFileSync(path.join(opts.outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * Restores a backup into an EMPTY target (a PGlite directory that does not exist yet, or a
 * PostgreSQL database without tables) and copies the files back into DATA_DIR. The caller opens
 * the restored database and compares it with the manifest (`checkRestore`).
 */
export function restore(backupDir: string, opts: { dataDir: string; databaseUrl?: string; pgliteDir: string }) {
  const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.kind === 'postgres') {
    if (!opts.databaseUrl) throw new Error('这是 PostgreSQL 的备份：请用 DATABASE_URL 指定要恢复到的空数据库');
    run(pgTool('pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${opts.databaseUrl}`,
      path.join(backupDir, 'database.dump'),
    ]);
  } else if (fs.existsSync(opts.pgliteDir) && fs.readdirSync(opts.pgliteDir).length > 0) {
    throw new Error(`${opts.pgliteDir} 不是空目录：恢复只写入空的数据目录`);
  }
  for (const f of manifest.files) {
    fs.mkdirSync(path.dirname(path.join(opts.dataDir, f.path)), { recursive: true });
    fs.copyFileSync(path.join(backupDir, f.path), path.join(opts.dataDir, f.path));
  }
  return manifest;
}

/** What differs between a restored database and files and the manifest (empty: identical). */
export async function checkRestore(db: Db, dataDir: string, manifest: BackupManifest): Promise<string[]> {
  const problems: string[] = [];
  const counts = await tableRowCounts(db);
  for (const [t, n] of Object.entries(manifest.rowCounts))
    if (counts[t] !== n) problems.push(`表 ${t}：备份 ${n} 行，恢复后 ${counts[t] ?? '无此表'}`);
  const files = new Map(listFiles(dataDir).map((f) => [f.path, f.sha256]));
  for (const f of manifest.files) if (files.get(f.path) !== f.sha256) problems.push(`文件 ${f.path} 缺失或内容不同`);
  return problems;
}
