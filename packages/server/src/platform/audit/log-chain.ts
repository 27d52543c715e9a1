import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The two tamper-evident chains (migration 0020): table and its head columns in sys_log_chain. */
export const LOG_CHAINS = [
  { name: '操作日志', table: 'sys_operation_log', seq: 'op_seq', hash: 'op_hash' },
  { name: '工单审计轨迹', table: 'risk_order_audit', seq: 'audit_seq', hash: 'audit_hash' },
] as const;

export interface ChainReport {
  name: string;
  table: string;
  rows: number;
  ok: boolean;
  /** The first row that does not fit the chain (its id and sequence number) and why. */
  firstBroken?: { id: number | null; chainSeq: number | null; reason: string };
}

const BATCH = 5000;

/** The rows of a statement over a chain's table, whose name the statement's text carries. */
export async function chainRows<T>(db: DbOrTx, text: string): Promise<T[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/**
 * Walks a chain in sequence order and recomputes each row's hash in the database (the same SQL
 * functions the trigger uses). A row edited in place fails its own hash; a deleted row leaves a gap
 * in the sequence and a prev_hash that names no row; rows removed from the end leave the head
 * pointing past the last row; a row added around the trigger has no sequence number.
 */
export async function verifyChain(db: DbOrTx, chain: (typeof LOG_CHAINS)[number]): Promise<ChainReport> {
  const report: ChainReport = { name: chain.name, table: chain.table, rows: 0, ok: true };
  const fail = (id: number | null, chainSeq: number | null, reason: string) => {
    report.ok = false;
    report.firstBroken = { id, chainSeq, reason };
    return report;
  };
  const [unchained] = await chainRows<{ id: string }>(
    db,
    `select id::text as id from ${chain.table} where chain_seq is null or hash is null order by id limit 1`,
  );

  let prevSeq = 0;
  let prevHash = '';
  for (;;) {
    const rows = await chainRows<{ id: string; seq: string; prev_hash: string; hash: string; expected: string }>(
      db,
      `select id::text as id, chain_seq::text as seq, prev_hash, hash,
              log_chain_hash(prev_hash, chain_seq, log_chain_content(to_jsonb(t), create_time)) as expected
       from ${chain.table} t where chain_seq > ${prevSeq} order by chain_seq limit ${BATCH}`,
    );
    for (const r of rows) {
      const id = Number(r.id);
      const seq = Number(r.seq);
      if (seq !== prevSeq + 1) return fail(id, seq, `序号从 ${prevSeq} 跳到 ${seq}：其间的日志被删除`);
      if (r.prev_hash !== prevHash) return fail(id, seq, '前一条的哈希不符：前一条日志被删除或改动');
      if (r.hash !== r.expected) return fail(id, seq, '内容与哈希不符：该条日志被改动');
      prevSeq = seq;
      prevHash = r.hash;
      report.rows++;
    }
    if (rows.length < BATCH) break;
  }
  const [head] = await chainRows<{ seq: string; hash: string }>(
    db,
    `select ${chain.seq}::text as seq, ${chain.hash} as hash from sys_log_chain where id = 1`,
  );
  if (!head) return fail(null, null, '链头 sys_log_chain 缺失');
  if (Number(head.seq) !== prevSeq || head.hash !== prevHash)
    return fail(null, Number(head.seq), `链头记到第 ${head.seq} 条，日志只到第 ${prevSeq} 条：末尾的日志被删除`);
  if (unchained) return fail(Number(unchained.id), null, '该条日志不在链中：绕过触发器写入');
  return report;
}

export async function verifyLogChains(db: DbOrTx): Promise<ChainReport[]> {
  const out: ChainReport[] = [];
  for (const chain of LOG_CHAINS) out.push(await verifyChain(db, chain));
  return out;
}
