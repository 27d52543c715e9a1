import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { SEALED_COLUMNS, type SealedColumn } from '../../db/schema/columns.ts';
// the schema's modules define the sealed columns as they load
import '../../db/schema/index.ts';
import { installFieldCipher, isSealed, PLAIN_FIELDS, SEALED_PREFIX, sm4FieldCipher, type FieldCipher } from './field-cipher.ts';
import { loadKeyFile } from './gm/key-file.ts';

/** Rows sealed per statement at start-up. */
const BATCH = 500;
const LIKE_SEALED = `${SEALED_PREFIX}%`;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: DbOrTx, q: SQL) => ((await db.execute(q)) as unknown as Rows<T>).rows;

/** A stored value of a sealed column as SQL sees it: the text, or the sealed key of the jsonb. */
function valueOf(c: SealedColumn, key?: string): SQL {
  const col = sql.identifier(c.column);
  return key === undefined ? sql`${col}` : sql`(${col} ->> ${key})`;
}

const placesOf = (c: SealedColumn) => (c.jsonKeys ?? [undefined]).map((key) => ({ key, value: valueOf(c, key) }));

/** One sealed value of the database, to check the key against; null when nothing is sealed yet. */
async function anySealedValue(db: DbOrTx): Promise<{ field: string; value: string } | null> {
  for (const c of SEALED_COLUMNS)
    for (const { key, value } of placesOf(c)) {
      const [row] = await rowsOf<{ v: string }>(
        db,
        sql`select ${value} as v from ${sql.identifier(c.table)} where ${value} like ${LIKE_SEALED} limit 1`,
      );
      if (row) return { field: fieldOf(c, key), value: row.v };
    }
  return null;
}

const fieldOf = (c: SealedColumn, key?: string) => `${c.table}.${c.column}${key === undefined ? '' : `.${key}`}`;

/**
 * Reads the field key, or makes one on the first start of the gm suite, and checks it opens what is
 * sealed: a missing key while values are sealed, or another key than theirs, stops the start (the
 * data would be unreadable, and new values sealed under a second key).
 */
export async function loadFieldCipher(file: string, db: DbOrTx, opts: { create: boolean }): Promise<FieldCipher> {
  const label = '个人信息加密密钥';
  const master = await loadKeyFile(
    file,
    label,
    async () =>
      (await anySealedValue(db)) ? '而数据库中已有加密的个人信息；请找回原密钥文件（新密钥无法解密已有数据）' : null,
    opts,
  );
  const cipher = sm4FieldCipher(master);
  const probe = await anySealedValue(db);
  if (probe) {
    try {
      cipher.open(probe.field, probe.value);
    } catch {
      throw new Error(`CRYPTO_SUITE=gm：${label}文件 ${file} 不是加密数据库中个人信息时所用的密钥`);
    }
  }
  return cipher;
}

/**
 * Seals the values still plain (written before the suite was gm, by the seed's bulk inserts or by
 * SQL written by hand) and fills missing blind indexes, in batches by id. Each row is written only
 * if it still holds what was read, so two instances starting at once seal each value once.
 * Answers how many rows were sealed.
 */
export async function sealPlainFields(db: DbOrTx, cipher: FieldCipher): Promise<number> {
  let sealed = 0;
  for (const c of SEALED_COLUMNS) {
    const table = sql.identifier(c.table);
    const col = sql.identifier(c.column);
    const plain = placesOf(c).map(({ value }) => sql`(${value} is not null and ${value} not like ${LIKE_SEALED})`);
    if (c.index) plain.push(sql`(${col} is not null and ${sql.identifier(c.index)} is null)`);
    const needs = sql.join(plain, sql` or `);
    for (let after = 0; ; ) {
      const rows = await rowsOf<{ id: number; v: unknown }>(
        db,
        sql`select id, ${col} as v from ${table} where id > ${after} and (${needs}) order by id limit ${BATCH}`,
      );
      if (rows.length === 0) break;
      after = rows[rows.length - 1].id;
      const updates = rows.map((r) => ({ id: r.id, old: json(r.v), ...sealedRow(c, cipher, r.v) }));
      const indexSet = c.index ? sql`, ${sql.identifier(c.index)} = u.idx` : sql``;
      const written = await rowsOf<{ id: number }>(
        db,
        sql`update ${table} t set ${col} = ${c.jsonKeys ? sql`u.v::jsonb` : sql`u.v`}${indexSet}
            from json_to_recordset(${JSON.stringify(updates)}::json) as u(id int, old text, v text, idx text)
            where t.id = u.id and ${c.jsonKeys ? sql`t.${col}::text = u.old::jsonb::text` : sql`t.${col} = u.old`}
            returning t.id`,
      );
      sealed += written.length;
    }
  }
  return sealed;
}

/** What SQL compares the read value with: the text, or the jsonb as JSON text. */
const json = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function sealedRow(c: SealedColumn, cipher: FieldCipher, v: unknown): { v: string; idx: string | null } {
  if (c.jsonKeys) {
    const obj = { ...(typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : (v as Record<string, unknown>)) };
    for (const k of c.jsonKeys) {
      const s = obj[k];
      if (typeof s === 'string' && !isSealed(s)) obj[k] = cipher.seal(fieldOf(c, k), s);
    }
    return { v: JSON.stringify(obj), idx: null };
  }
  const stored = v as string;
  const field = fieldOf(c);
  const value = isSealed(stored) ? stored : cipher.seal(field, stored);
  return { v: value, idx: c.index ? cipher.blindIndex(field, cipher.open(field, value)) : null };
}

/**
 * The app's field cipher: under gm the key loaded and checked, the plain rows sealed, then installed
 * for this process until the app closes; the default suite installs the pass-through.
 */
export async function registerFieldCipher(
  app: FastifyInstance,
  db: DbOrTx,
  config: { CRYPTO_SUITE: string; fieldKeyFile: string },
): Promise<FieldCipher> {
  const cipher = config.CRYPTO_SUITE === 'gm' ? await loadFieldCipher(config.fieldKeyFile, db, { create: true }) : PLAIN_FIELDS;
  const release = installFieldCipher(cipher);
  app.addHook('onClose', async () => release());
  if (cipher.sealing) {
    const n = await sealPlainFields(db, cipher).catch((err: unknown) => {
      release();
      throw err;
    });
    if (n > 0) app.log.info({ rows: n }, '已加密数据库中尚未加密的个人信息');
  }
  return cipher;
}
