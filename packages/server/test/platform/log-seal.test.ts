import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictCalls } from '@risk/shared/api/system';
import { LOG_CHAINS, verifyChain } from '../../src/platform/audit/log-chain.ts';
import { sealLogChains, verifyLogSeals, verifySeal, type SealReport } from '../../src/platform/audit/log-seal.ts';
import { loadLogKey } from '../../src/platform/crypto/gm/log-key.ts';
import { sm3HmacHex } from '../../src/platform/crypto/gm/primitives.ts';
import { seedCompanies } from '../../src/seed/companies.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** CRYPTO_SUITE=gm: the log chains sealed with SM3-HMAC under a key kept in a file outside the database. */
let t: TestApp;
let admin: string;
let key: Buffer;
const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-log-key-'));
const keyFile = path.join(keyDir, 'keys', 'log-hmac.key');
const [OP, AUDIT] = LOG_CHAINS;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as Rows<T>).rows;
const count = async (q: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(q))[0].n;

beforeAll(async () => {
  t = await createTestApp({ CRYPTO_SUITE: 'gm', LOG_HMAC_KEY_FILE: keyFile, LOG_SEAL_MS: '200' });
  await t.app.ready();
  key = Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'hex');
  admin = await t.login('admin');
  await seedCompanies(t.db, { scale: 10, seed: 7 });
  for (const name of ['seal_a', 'seal_b', 'seal_c'])
    expect((await t.send(admin, dictCalls.create, { body: { name, description: '封印测试' } })).status).toBe(200);
  await t.app.logSealer!.sealNow();
}, 300_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(keyDir, { recursive: true, force: true });
});

/** Tampers as a database superuser would (triggers off), verifies the seals, then rolls back. */
async function tampered(statements: string[], chain: (typeof LOG_CHAINS)[number] = OP): Promise<SealReport> {
  let report: SealReport | undefined;
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      for (const s of statements) await tx.execute(sql.raw(s));
      report = await verifySeal(tx, chain, key);
      throw new Error('rollback');
    })
    .catch((err: Error) => {
      if (err.message !== 'rollback') throw err;
    });
  return report!;
}

describe('SM3-HMAC log seals (CRYPTO_SUITE=gm)', () => {
  it('the key is made on the first start in its own file, 32 random bytes, readable by the owner only', () => {
    expect(key).toHaveLength(32);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('every committed log row is sealed, and each seal is SM3-HMAC(key, previous seal | seq | content)', async () => {
    for (const r of await verifyLogSeals(t.db, key)) {
      expect(r, r.name).toMatchObject({ ok: true, unsealed: 0 });
      const table = sql.raw(r.table);
      expect(r.rows).toBe(await count(sql`select count(*)::int as n from ${table}`));
      expect(r.rows).toBe(await count(sql`select count(*)::int as n from sys_log_seal where chain_table = ${r.table}`));
    }
    // The first seal recomputed here from its definition, not through the module.
    const [first] = await rowsOf<{ content: string; mac: string }>(
      sql`select log_chain_content(to_jsonb(t), t.create_time) as content, s.mac from sys_operation_log t
          join sys_log_seal s on s.chain_table = 'sys_operation_log' and s.chain_seq = t.chain_seq where t.chain_seq = 1`,
    );
    expect(first.mac).toBe(sm3HmacHex(key, `|1|${first.content}`));
  });

  it('the server seals new rows by itself within LOG_SEAL_MS', async () => {
    expect((await t.send(admin, dictCalls.create, { body: { name: 'seal_d', description: '自动封印' } })).status).toBe(
      200,
    );
    const total = await count(sql`select count(*)::int as n from sys_operation_log`);
    const deadline = Date.now() + 10_000;
    let sealed = 0;
    while (Date.now() < deadline) {
      sealed = await count(sql`select count(*)::int as n from sys_log_seal where chain_table = 'sys_operation_log'`);
      if (sealed >= total) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(sealed).toBe(total);
  });

  it('a row edited and re-chained to the head passes the SHA-256 chain but not its seal', async () => {
    const [mid] = await rowsOf<{ id: string; seq: string }>(
      sql`select id::text as id, chain_seq::text as seq from sys_operation_log order by chain_seq offset 2 limit 1`,
    );
    // Rewrite the row, then recompute every hash from it to the head as someone with the database could.
    const rechain = `
      do $$ declare r record; prev text; h text; begin
        select hash into prev from sys_operation_log where chain_seq = ${mid.seq} - 1;
        for r in select * from sys_operation_log where chain_seq >= ${mid.seq} order by chain_seq loop
          h := log_chain_hash(prev, r.chain_seq, log_chain_content(to_jsonb(r), r.create_time));
          update sys_operation_log set prev_hash = prev, hash = h where id = r.id;
          prev := h;
        end loop;
        update sys_log_chain set op_hash = prev where id = 1;
      end $$`;
    let chainOk: boolean | undefined;
    const report = await (async () => {
      let out: SealReport | undefined;
      await t.db
        .transaction(async (tx) => {
          await tx.execute(sql.raw('set local session_replication_role = replica'));
          await tx.execute(sql.raw(`update sys_operation_log set username = 'someone' where id = ${mid.id}`));
          await tx.execute(sql.raw(rechain));
          chainOk = (await verifyChain(tx, OP)).ok;
          out = await verifySeal(tx, OP, key);
          throw new Error('rollback');
        })
        .catch((err: Error) => {
          if (err.message !== 'rollback') throw err;
        });
      return out!;
    })();
    expect(chainOk).toBe(true);
    expect(report).toMatchObject({
      ok: false,
      firstBroken: { id: Number(mid.id), chainSeq: Number(mid.seq), reason: expect.stringContaining('封印不符') },
    });
  });

  it('an edited audit row, a deleted sealed row and a deleted seal are each named', async () => {
    const [audit] = await rowsOf<{ id: string }>(
      sql`select id::text as id from risk_order_audit order by chain_seq offset 1 limit 1`,
    );
    const edited = await tampered([`update risk_order_audit set actor_name = 'x' where id = ${audit.id}`], AUDIT);
    expect(edited).toMatchObject({ ok: false, firstBroken: { id: Number(audit.id) } });

    const deleted = await tampered(['delete from sys_operation_log where chain_seq = 2']);
    expect(deleted).toMatchObject({ ok: false, firstBroken: { chainSeq: 2, reason: '已封印的日志被删除' } });

    const unsealed = await tampered([
      `delete from sys_log_seal where chain_table = 'sys_operation_log' and chain_seq = 2`,
    ]);
    expect(unsealed).toMatchObject({
      ok: false,
      firstBroken: { chainSeq: 3, reason: expect.stringContaining('封印被删除') },
    });

    expect((await verifyLogSeals(t.db, key)).every((r) => r.ok)).toBe(true);
  });

  it('another key fails at the first row; seals are append-only', async () => {
    const [op] = await verifyLogSeals(t.db, crypto.randomBytes(32));
    expect(op).toMatchObject({ ok: false, firstBroken: { chainSeq: 1 } });
    await expect(t.db.execute(sql`update sys_log_seal set mac = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from sys_log_seal`)).rejects.toThrow();
  });

  it('sealing again adds nothing; a missing key with seals in the database is refused, not replaced', async () => {
    expect(await sealLogChains(t.db, key)).toBe(0);
    await expect(loadLogKey(path.join(keyDir, 'gone.key'), t.db, { create: true })).rejects.toThrow('已有封印');
  });

  it('cost: sealing 2000 rows, and the check of every seal', async () => {
    await t.app.logSealer!.stop(); // the timer would seal some of them in between
    await t.db.execute(
      sql`insert into sys_operation_log (username, module, action, success, new_value)
          select 'bench', '测量', '写入', true, jsonb_build_object('i', i) from generate_series(1, 2000) i`,
    );
    let start = performance.now();
    expect(await sealLogChains(t.db, key)).toBe(2000);
    const sealMs = performance.now() - start;
    start = performance.now();
    const [op] = await verifyLogSeals(t.db, key);
    const checkMs = performance.now() - start;
    expect(op).toMatchObject({ ok: true, unsealed: 0 });
    console.log(`SM3-HMAC 封印 2000 条 ${sealMs.toFixed(0)} ms；核对 ${op.rows} 条封印 ${checkMs.toFixed(0)} ms`);
  });
});
