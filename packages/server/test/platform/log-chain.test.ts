import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_CHAINS, verifyChain, verifyLogChains, type ChainReport } from '../../src/platform/audit/log-chain.ts';
import { seedCompanies } from '../../src/seed/companies.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { dictCalls } from '@risk/shared/api/system';

/** Tamper-evident logs (migration 0020): the chain is whole after real writes, and each kind of tampering is named. */
let t: TestApp;
let admin: string;
const OP = LOG_CHAINS[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // Order audit rows (the generator walks orders through their statuses) and operation-log rows.
  await seedCompanies(t.db, { scale: 20, seed: 5 });
  const writes = Array.from({ length: 12 }, (_, i) =>
    i % 3 === 0
      ? t.send(admin, dictCalls.create, { body: {} }) // refused: logged by the error hook
      : t.send(admin, dictCalls.create, { body: { name: `chain_${'abcdefghijkl'[i]}`, description: '哈希链测试' } }),
  );
  // Concurrent on PostgreSQL (the pool has many connections): appends queue behind the head row.
  const answers = await Promise.all(writes);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(8);
}, 300_000);
afterAll(() => t?.close());

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as Rows<T>).rows;

/** Tampers inside a transaction as a database superuser would (triggers off), verifies, then rolls back. */
async function tampered(statements: string[]): Promise<ChainReport> {
  let report: ChainReport | undefined;
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      for (const s of statements) await tx.execute(sql.raw(s));
      await tx.execute(sql.raw('set local session_replication_role = origin'));
      report = await verifyChain(tx, OP);
      throw new Error('rollback');
    })
    .catch((err: Error) => {
      if (err.message !== 'rollback') throw err;
    });
  return report!;
}

describe('tamper-evident operation log and audit trail', () => {
  it('every row written through the platform is chained, and both chains verify', async () => {
    const reports = await verifyLogChains(t.db);
    for (const r of reports) expect(r, r.name).toMatchObject({ ok: true });
    const [op, audit] = reports;
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from sys_operation_log`);
    expect(op.rows).toBe(n);
    expect(op.rows).toBeGreaterThanOrEqual(12);
    expect(audit.rows).toBeGreaterThan(0);
    const unchained = await rowsOf(sql`select id from sys_operation_log where hash is null or chain_seq is null`);
    expect(unchained).toEqual([]);
  });

  it('the database refuses to edit, delete or empty a log', async () => {
    for (const stmt of [
      'update sys_operation_log set message = $$x$$',
      'delete from sys_operation_log',
      'truncate sys_operation_log',
      'update risk_order_audit set actor_name = $$x$$',
      'delete from risk_order_audit',
    ])
      await expect(t.db.execute(sql.raw(stmt)), stmt).rejects.toThrow();
    expect((await verifyLogChains(t.db)).every((r) => r.ok)).toBe(true);
  });

  it('no route edits or deletes a log: the log routes only read', () => {
    const logRoutes = t.app.declaredRoutes.filter((r) => /\/logs?(\/|$)|auditHistory/i.test(r.url));
    expect(logRoutes.length).toBeGreaterThan(0);
    expect(logRoutes.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('an edited row, a deleted row, a row removed from the end and a row slipped in are each named', async () => {
    const ids = (
      await rowsOf<{ id: string }>(sql`select id::text as id from sys_operation_log order by chain_seq`)
    ).map((r) => Number(r.id));
    const mid = ids[Math.floor(ids.length / 2)];
    const next = ids[ids.indexOf(mid) + 1];

    const edited = await tampered([`update sys_operation_log set username = 'someone' where id = ${mid}`]);
    expect(edited).toMatchObject({ ok: false, firstBroken: { id: mid, reason: expect.stringContaining('改动') } });

    const deleted = await tampered([`delete from sys_operation_log where id = ${mid}`]);
    expect(deleted).toMatchObject({ ok: false, firstBroken: { id: next, reason: expect.stringContaining('删除') } });

    const truncatedTail = await tampered([`delete from sys_operation_log where id = ${ids.at(-1)}`]);
    expect(truncatedTail).toMatchObject({
      ok: false,
      firstBroken: { id: null, reason: expect.stringContaining('末尾') },
    });

    const rehashed = await tampered([
      // Editing a row and recomputing its own hash still breaks the next row's link.
      `update sys_operation_log set username = 'someone' where id = ${mid}`,
      `update sys_operation_log set hash = log_chain_hash(prev_hash, chain_seq, log_chain_content(to_jsonb(sys_operation_log), create_time)) where id = ${mid}`,
    ]);
    expect(rehashed).toMatchObject({ ok: false, firstBroken: { id: next } });

    const slipped = await tampered([
      `insert into sys_operation_log (username, module, action, success) values ('ghost', '系统', '伪造', true)`,
    ]);
    expect(slipped).toMatchObject({ ok: false, firstBroken: { reason: expect.stringContaining('绕过') } });

    // Rolled back: the real chain is whole.
    expect((await verifyLogChains(t.db)).every((r) => r.ok)).toBe(true);
  });

  it('cost: one chained append per committed log row, measured against the same inserts unchained', async () => {
    const insertRows = async (n: number) => {
      const start = performance.now();
      for (let i = 0; i < n; i++)
        await t.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into sys_operation_log (username, module, action, success, new_value) values ('bench', '测量', '写入', true, ${JSON.stringify({ i })}::jsonb)`,
          );
        });
      return (performance.now() - start) / n;
    };
    await insertRows(20);
    const chained = await insertRows(200);
    await t.db.execute(sql.raw('alter table sys_operation_log disable trigger sys_operation_log_chain'));
    const plain = await insertRows(200);
    await t.db.execute(sql.raw('alter table sys_operation_log enable trigger sys_operation_log_chain'));
    console.log(`一条日志的写入事务：链式 ${chained.toFixed(2)} ms，不计哈希 ${plain.toFixed(2)} ms`);
    // The 200 unchained rows sit outside the chain (as a superuser's bypass would): the check says so.
    expect((await verifyChain(t.db, OP)).firstBroken?.reason).toContain('绕过');
  });
});
