import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../../src/db/client.ts';
import { backup, checkRestore, restore, tableRowCounts } from '../../src/platform/backup.ts';
import { seedDatabase } from '../../src/seed/index.ts';
import { withDatabase } from '../global-setup.ts';

/**
 * Backup and restore end to end: a database with demo data and stored files is backed up, restored
 * into an empty database and an empty data directory, and the restored copy has the same row counts
 * per table and the same files (checksums). On PostgreSQL through pg_dump / pg_restore.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  fs.rmSync(root, { recursive: true, force: true });
});

async function pgDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return withDatabase(url, name);
}

/** Every stored file of the file store: id, size and SHA-256 of its bytes as the database holds them. */
async function fileDigests(database: Database): Promise<string[]> {
  const res = (await database.db.execute(
    sql`select id || ' ' || octet_length(data) || ' ' || encode(sha256(data), 'hex') as f from sys_file order by id`,
  )) as unknown as { rows: { f: string }[] };
  return res.rows.map((r) => r.f);
}

describe('backup and restore', () => {
  it('when a backup is restored into an empty database then every table has the same rows and every file is back', async () => {
    const url = inject('databaseUrl');
    const source = path.join(root, 'source');
    const target = path.join(root, 'target');
    const suffix = crypto.randomBytes(4).toString('hex');
    const sourceUrl = url ? await pgDatabase(url, `risk_t_bk_src_${suffix}`) : undefined;
    const targetUrl = url ? await pgDatabase(url, `risk_t_bk_dst_${suffix}`) : undefined;

    let database: Database = await openDatabase({
      databaseUrl: sourceUrl,
      pgliteDir: path.join(source, 'pglite'),
      poolSize: 2,
    });
    await migrateDatabase(database);
    await seedDatabase(database.db, { demoPassword: 'Risk@2026', scale: 15, seed: 3 });
    fs.mkdirSync(path.join(source, 'files'), { recursive: true });
    fs.mkdirSync(path.join(source, 'avatar'), { recursive: true });
    fs.writeFileSync(path.join(source, 'files', 'a1b2c3'), crypto.randomBytes(4096));
    fs.writeFileSync(path.join(source, 'avatar', 'admin.png'), crypto.randomBytes(512));
    // The file store lives in the database (sys_file.data): each stored file's digest, from its bytes.
    const storedFiles = await fileDigests(database);
    expect(storedFiles.length).toBeGreaterThan(0);
    const manifest = await backup(database, { dataDir: source, databaseUrl: sourceUrl, outDir: path.join(root, 'bk') });
    await database.close();
    expect(manifest.rowCounts.risk_company).toBeGreaterThan(0);
    expect(manifest.files).toHaveLength(2);

    restore(path.join(root, 'bk'), { dataDir: target, databaseUrl: targetUrl, pgliteDir: path.join(target, 'pglite') });
    const snapshot = url ? undefined : new Blob([fs.readFileSync(path.join(root, 'bk', 'pglite.tar'))]);
    database = await openDatabase({
      databaseUrl: targetUrl,
      pgliteDir: path.join(target, 'pglite'),
      pgliteSnapshot: snapshot,
      poolSize: 2,
    });
    cleanups.push(() => database.close());
    expect(await checkRestore(database.db, target, manifest)).toEqual([]);
    expect(await tableRowCounts(database.db)).toEqual(manifest.rowCounts);
    expect(await fileDigests(database)).toEqual(storedFiles);
    // Restoring over data is refused (PGlite: the directory is no longer empty).
    if (!url)
      expect(() => restore(path.join(root, 'bk'), { dataDir: target, pgliteDir: path.join(target, 'pglite') })).toThrow(
        /不是空目录/,
      );
  }, 300_000);
});
