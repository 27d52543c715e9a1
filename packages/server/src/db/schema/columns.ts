import { bigint, customType, text, timestamp } from 'drizzle-orm/pg-core';

export const createTime = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updateTime = () => timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** bytea as a Node Buffer (PGlite answers a Uint8Array, node-postgres a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => v,
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/**
 * A tamper-evident log row's place in its chain (migration 0020): sequence number, the previous
 * row's hash and its own SHA-256 over the previous hash and the row's content, set at commit.
 */
export const logChainColumns = () => ({
  chainSeq: bigint('chain_seq', { mode: 'number' }),
  prevHash: text('prev_hash'),
  hash: text('hash'),
});
