import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { SEALED_COLUMNS, type SealedColumn } from '../../db/schema/columns.ts';
// the schema's modules define the sealed columns as they load
import '../../db/schema/index.ts';
import { installFieldCipher, isSealed, PLAIN_FIELDS, SEALED_PREFIX, type FieldCipher } from '../../db/sealed.ts';
import { sm4FieldCipher } from './field-cipher.ts';
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
 * SQL written by hand) and fills missing blind indexes, table by table in batches by id. A row is
 * written only if it still holds what was read, so two instances starting at once seal each value
 * once. Answers how many rows were written.
 */
export async function sealPlainFields(db: DbOrTx, cipher: FieldCipher): Promise<number> {
  let written = 0;
  const tables = new Map<string, SealedColumn[]>();
  for (const c of SEALED_COLUMNS) tables.set(c.table, [...(tables.get(c.table) ?? []), c]);
  for (const [name, columns] of tables) {
    const table = sql.identifier(name);
    const needs = sql.join(
      columns.flatMap((c) => [
        ...placesOf(c).map(({ value }) => sql`(${value} is not null and ${value} not like ${LIKE_SEALED})`),
        ...(c.index ? [sql`(${sql.identifier(c.column)} is not null and ${sql.identifier(c.index)} is null)`] : []),
      ]),
      sql` or `,
    );
    const picked = sql.join(
      columns.map((c, i) => sql`${sql.identifier(c.column)} as ${sql.identifier(`c${i}`)}`),
      sql`, `,
    );
    // u.c<i> the sealed value, u.o<i> what was read, u.x<i> the blind index
    const shape = sql.raw(columns.map((_, i) => `c${i} text, o${i} text, x${i} text`).join(', '));
    const sets = sql.join(
      columns.flatMap((c, i) => {
        const v = sql.raw(`u.c${i}`);
        const set = [sql`${sql.identifier(c.column)} = ${c.jsonKeys ? sql`${v}::jsonb` : v}`];
        if (c.index) set.push(sql`${sql.identifier(c.index)} = ${sql.raw(`u.x${i}`)}`);
        return set;
      }),
      sql`, `,
    );
    const unchanged = sql.join(
      columns.map((c, i) => {
        const col = sql`t.${sql.identifier(c.column)}`;
        const old = sql.raw(`u.o${i}`);
        return c.jsonKeys
          ? sql`${col}::text is not distinct from ${old}::jsonb::text`
          : sql`${col} is not distinct from ${old}`;
      }),
      sql` and `,
    );
    for (let after = 0; ;) {
      const batch = await rowsOf<Record<string, unknown> & { id: number }>(
        db,
        sql`select id, ${picked} from ${table} where id > ${after} and (${needs}) order by id limit ${BATCH}`,
      );
      if (batch.length === 0) break;
      after = batch[batch.length - 1].id;
      const updates = batch.map((r) => {
        const u: Record<string, unknown> = { id: r.id };
        columns.forEach((c, i) => {
          const v = r[`c${i}`];
          const sealed = v === null ? { v: null, idx: null } : sealedValue(c, cipher, v);
          Object.assign(u, { [`c${i}`]: sealed.v, [`o${i}`]: v === null ? null : json(v), [`x${i}`]: sealed.idx });
        });
        return u;
      });
      const done = await rowsOf<{ id: number }>(
        db,
        sql`update ${table} t set ${sets}
            from json_to_recordset(${JSON.stringify(updates)}::json) as u(id int, ${shape})
            where t.id = u.id and ${unchanged}
            returning t.id`,
      );
      written += done.length;
    }
  }
  return written;
}

/** What SQL compares the read value with: the text, or the jsonb as JSON text. */
const json = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function sealedValue(c: SealedColumn, cipher: FieldCipher, v: unknown): { v: string; idx: string | null } {
  if (c.jsonKeys) {
    const obj = {
      ...(typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : (v as Record<string, unknown>)),
    };
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
  const cipher =
    config.CRYPTO_SUITE === 'gm' ? await loadFieldCipher(config.fieldKeyFile, db, { create: true }) : PLAIN_FIELDS;
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
