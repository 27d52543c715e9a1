import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/db/client.ts';
import { sealLogChains } from '../../src/platform/audit/log-seal.ts';

/**
 * `npm run verify-logs` as an operator runs it under CRYPTO_SUITE=gm: on an embedded data directory
 * with sealed operation logs it answers 0, and after a row is rewritten and its SHA-256 chain
 * recomputed to the head (what someone with the database but without the key can do) it answers 1
 * and names the row by its seal.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-verify-logs-'));
const keyFile = path.join(dataDir, 'keys', 'log-hmac.key');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Opens the data directory, runs `work` on it, closes it (PGlite allows one process on a directory). */
async function withDataDir(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), poolSize: 1 });
  try {
    await migrateDatabase(database);
    await work(database.db);
  } finally {
    await database.close();
  }
}

function verifyLogs() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/verify-logs.ts'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', CRYPTO_SUITE: 'gm', LOG_HMAC_KEY_FILE: keyFile },
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

// an embedded data directory of its own: the PostgreSQL run would repeat it unchanged
describe.skipIf(inject('databaseUrl'))('npm run verify-logs under CRYPTO_SUITE=gm', () => {
  it('when a sealed row is rewritten and re-chained then the check answers 1 and names it; before, 0', async () => {
    fs.mkdirSync(path.dirname(keyFile), { recursive: true });
    fs.writeFileSync(keyFile, crypto.randomBytes(32).toString('hex') + '\n', { mode: 0o600 });
    const key = Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'hex');
    let tamperedId = '';
    await withDataDir(async (db) => {
      for (const n of [1, 2, 3, 4])
        await db.execute(
          sql`insert into sys_operation_log (username, module, action, success) values ('ops', '测试', ${`操作${n}`}, true)`,
        );
      await sealLogChains(db, key);
    });

    const whole = verifyLogs();
    expect(whole.out).toContain('✔ 操作日志（sys_operation_log）SM3-HMAC 封印（其后未封印 0 条）：4 条，完整');
    expect(whole.status).toBe(0);

    await withDataDir(async (db) => {
      await db.transaction(async (tx) => {
        const { rows } = (await tx.execute(
          sql`select id::text as id, chain_seq::text as seq from sys_operation_log order by chain_seq offset 2 limit 1`,
        )) as unknown as { rows: { id: string; seq: string }[] };
        tamperedId = rows[0].id;
        await tx.execute(sql.raw('set local session_replication_role = replica'));
        await tx.execute(sql.raw(`update sys_operation_log set username = 'someone' where id = ${tamperedId}`));
        await tx.execute(
          sql.raw(`do $$ declare r record; prev text; h text; begin
            select hash into prev from sys_operation_log where chain_seq = ${rows[0].seq} - 1;
            for r in select * from sys_operation_log where chain_seq >= ${rows[0].seq} order by chain_seq loop
              h := log_chain_hash(prev, r.chain_seq, log_chain_content(to_jsonb(r), r.create_time));
              update sys_operation_log set prev_hash = prev, hash = h where id = r.id;
              prev := h;
            end loop;
            update sys_log_chain set op_hash = prev where id = 1;
          end $$`),
        );
      });
    });

    const broken = verifyLogs();
    // the SHA-256 chain was recomputed, so only the seal finds the row
    expect(broken.out).toContain('✔ 操作日志（sys_operation_log）SHA-256 链：4 条，完整');
    expect(broken.out).toMatch(
      new RegExp(`✘ 操作日志（sys_operation_log）SM3-HMAC 封印.*第一处断点：id=${tamperedId}，.*封印不符`),
    );
    expect(broken.status).toBe(1);
  }, 300_000);
});
