import { bigint, customType, text, timestamp } from 'drizzle-orm/pg-core';
import { fieldCipher } from '../sealed.ts';

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

/** A column holding personal data: SM4-sealed under CRYPTO_SUITE=gm, listed here as its schema declares it. */
export interface SealedColumn {
  table: string;
  column: string;
  /** the sibling column of its blind index, for columns searched by equality */
  index?: string;
  /** of a jsonb column: the keys whose string values are sealed */
  jsonKeys?: readonly string[];
}

/** Every sealed column of the schema, filled as the schema's modules define them; the start-up sealing reads it. */
export const SEALED_COLUMNS: SealedColumn[] = [];

/**
 * Text sealed on every write and opened on every read Drizzle makes (platform/crypto/field-cipher.ts):
 * no service can store the plain value by forgetting a call. SQL written by hand bypasses it (the
 * pool import seals its values itself), and an equality condition on the column never matches under
 * gm (each value has its own IV): search the blind index (`index`) instead.
 */
export function sealedText(table: string, column: string, opts: { index?: string } = {}) {
  SEALED_COLUMNS.push({ table, column, ...opts });
  const field = `${table}.${column}`;
  return customType<{ data: string; driverData: string }>({
    dataType: () => 'text',
    toDriver: (v) => fieldCipher().seal(field, v),
    fromDriver: (v) => fieldCipher().open(field, v),
  })(column);
}

type JsonObject = Record<string, unknown>;

function mapKeys(v: JsonObject, keys: readonly string[], f: (key: string, s: string) => string): JsonObject {
  const out = { ...v };
  for (const k of keys) if (typeof out[k] === 'string') out[k] = f(k, out[k]);
  return out;
}

/** jsonb whose `keys` hold sealed strings (each key its own field name); the rest of the object stays as it is. */
export function sealedJson<T extends JsonObject>(table: string, column: string, keys: readonly string[]) {
  SEALED_COLUMNS.push({ table, column, jsonKeys: keys });
  const field = (k: string) => `${table}.${column}.${k}`;
  return customType<{ data: T; driverData: string | T }>({
    dataType: () => 'jsonb',
    toDriver: (v) => JSON.stringify(mapKeys(v, keys, (k, s) => fieldCipher().seal(field(k), s))),
    fromDriver: (v) =>
      mapKeys(typeof v === 'string' ? (JSON.parse(v) as T) : v, keys, (k, s) => fieldCipher().open(field(k), s)) as T,
  })(column);
}
