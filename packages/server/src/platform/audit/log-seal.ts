import type { DbOrTx } from '../../db/client.ts';
import { logSeal } from '../../db/schema/system.ts';
import { sm3HmacHex } from '../crypto/gm/primitives.ts';
import { chainRows, LOG_CHAINS, type ChainReport } from './log-chain.ts';

/**
 * CRYPTO_SUITE=gm (migration 0052): the log chains sealed with SM3-HMAC under a key kept outside the
 * database. The in-database chain (log-chain.ts) is plain SHA-256 anyone with the database can
 * recompute; a seal can only be made with the key, so a row rewritten and re-chained to the head is
 * still found. mac(n) = SM3-HMAC(key, mac(n-1) | n | content of row n), content as the chain reads it.
 */
type Chain = (typeof LOG_CHAINS)[number];

const BATCH = 2000;

const macOf = (key: Buffer, prevMac: string, seq: number, content: string) =>
  sm3HmacHex(key, `${prevMac}|${seq}|${content}`);

async function lastSeal(db: DbOrTx, chain: Chain): Promise<{ seq: number; mac: string }> {
  const [last] = await chainRows<{ seq: string; mac: string }>(
    db,
    `select chain_seq::text as seq, mac from sys_log_seal where chain_table = '${chain.table}'
     order by chain_seq desc limit 1`,
  );
  return last ? { seq: Number(last.seq), mac: last.mac } : { seq: 0, mac: '' };
}

/**
 * Seals the rows appended since the last seal, in sequence order; stops at a gap (the check names
 * it). Two sealers at once compute the same seals, so the second one's inserts are no-ops.
 */
export async function sealChain(db: DbOrTx, chain: Chain, key: Buffer): Promise<number> {
  let { seq: prevSeq, mac: prevMac } = await lastSeal(db, chain);
  let sealed = 0;
  for (;;) {
    const rows = await chainRows<{ seq: string; content: string }>(
      db,
      `select chain_seq::text as seq, log_chain_content(to_jsonb(t), create_time) as content
       from ${chain.table} t where chain_seq > ${prevSeq} order by chain_seq limit ${BATCH}`,
    );
    const seals: { chainTable: string; chainSeq: number; mac: string }[] = [];
    for (const r of rows) {
      const seq = Number(r.seq);
      if (seq !== prevSeq + 1) break;
      prevMac = macOf(key, prevMac, seq, r.content);
      prevSeq = seq;
      seals.push({ chainTable: chain.table, chainSeq: seq, mac: prevMac });
    }
    if (seals.length > 0) await db.insert(logSeal).values(seals).onConflictDoNothing();
    sealed += seals.length;
    if (rows.length < BATCH || seals.length < rows.length) return sealed;
  }
}

export async function sealLogChains(db: DbOrTx, key: Buffer): Promise<number> {
  let sealed = 0;
  for (const chain of LOG_CHAINS) sealed += await sealChain(db, chain, key);
  return sealed;
}

export interface SealReport extends ChainReport {
  /** Rows appended after the last seal: the sealer's next round seals them. */
  unsealed: number;
}

/** Recomputes every seal of a chain with the key and names the first row that does not fit. */
export async function verifySeal(db: DbOrTx, chain: Chain, key: Buffer): Promise<SealReport> {
  const report: SealReport = { name: chain.name, table: chain.table, rows: 0, ok: true, unsealed: 0 };
  const fail = (id: number | null, chainSeq: number, reason: string) => {
    report.ok = false;
    report.firstBroken = { id, chainSeq, reason };
    return report;
  };
  let prevSeq = 0;
  let prevMac = '';
  for (;;) {
    const rows = await chainRows<{ seq: string; mac: string; id: string | null; content: string | null }>(
      db,
      `select s.chain_seq::text as seq, s.mac, t.id::text as id,
              log_chain_content(to_jsonb(t), t.create_time) as content
       from sys_log_seal s left join ${chain.table} t on t.chain_seq = s.chain_seq
       where s.chain_table = '${chain.table}' and s.chain_seq > ${prevSeq} order by s.chain_seq limit ${BATCH}`,
    );
    for (const r of rows) {
      const seq = Number(r.seq);
      if (seq !== prevSeq + 1) return fail(null, seq, `封印序号从 ${prevSeq} 跳到 ${seq}：其间的封印被删除`);
      if (r.id === null || r.content === null) return fail(null, seq, '已封印的日志被删除');
      const mac = macOf(key, prevMac, seq, r.content);
      if (mac !== r.mac)
        return fail(Number(r.id), seq, 'SM3-HMAC 封印不符：该条日志被改动（或所用密钥不是封印时的密钥）');
      prevSeq = seq;
      prevMac = mac;
      report.rows++;
    }
    if (rows.length < BATCH) break;
  }
  const [{ n }] = await chainRows<{ n: number }>(
    db,
    `select count(*)::int as n from ${chain.table} where chain_seq is null or chain_seq > ${prevSeq}`,
  );
  report.unsealed = n;
  return report;
}

export async function verifyLogSeals(db: DbOrTx, key: Buffer): Promise<SealReport[]> {
  const out: SealReport[] = [];
  for (const chain of LOG_CHAINS) out.push(await verifySeal(db, chain, key));
  return out;
}
