import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_MSG } from '@risk/shared/admin-rules';
import { DEFAULT_DICTS } from '@risk/shared/dicts';
import { MSG } from '@risk/shared/messages';
import type { dictBody, dictDetailBody, dictUpdateBody } from '@risk/shared/schemas/system';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dict, dictDetail } from '../../db/schema/system.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound, uniquely } from '../../platform/http/errors.ts';
import { DICT_OPERATIONS as OP } from './operations.ts';
import { dictSnapshot } from './queries.ts';

type DictRow = typeof dict.$inferSelect;
type ItemRow = typeof dictDetail.$inferSelect;

/** The platform's code reads these dictionaries by name, so they keep their names. */
const BUILT_IN = new Set(DEFAULT_DICTS.map((d) => d.name));

/** The values of one dictionary (enabled or not) in the dictionary's order: what another module accepts as a coded value. */
export async function dictValues(db: DbOrTx, name: string): Promise<string[]> {
  const rows = await db
    .select({ value: dictDetail.value })
    .from(dictDetail)
    .innerJoin(dict, eq(dict.id, dictDetail.dictId))
    .where(eq(dict.name, name))
    .orderBy(asc(dictDetail.sort), asc(dictDetail.id));
  return rows.map((r) => r.value);
}

/** Value and label of each entry of one dictionary, in the dictionary's order. */
export async function dictEntries(db: DbOrTx, name: string): Promise<{ value: string; label: string }[]> {
  return db
    .select({ value: dictDetail.value, label: dictDetail.label })
    .from(dictDetail)
    .innerJoin(dict, eq(dict.id, dictDetail.dictId))
    .where(eq(dict.name, name))
    .orderBy(asc(dictDetail.sort), asc(dictDetail.id));
}

/** A coded dictionary read from the dictionary tables: what an administrator has set is what it answers. */
export interface DictBook {
  /** the stored value of a clerk's text, typed as the label or as the value itself */
  valueOf(text: string): string | undefined;
  /** the label of a stored value; undefined when the dictionary does not know it */
  labelOf(value: string | number): string | undefined;
  /** the label of each of a comma-separated list of values, joined with 、 (unknown values as they are) */
  labelsOf(values: string | null | undefined): string | null;
}

/**
 * The one path from a stored code to the words a person reads, for exports and imports: the same
 * dictionary rows the screens read through `/dictDetail`, so a label an administrator changed reads
 * the same on screen and in a downloaded sheet.
 */
export async function dictBook(db: DbOrTx, name: string): Promise<DictBook> {
  const items = await dictEntries(db, name);
  const byText = new Map<string, string>();
  for (const i of items) byText.set(i.label, i.value);
  for (const i of items) byText.set(i.value, i.value);
  const labels = new Map(items.map((i) => [i.value, i.label]));
  const labelOf = (value: string | number) => labels.get(String(value));
  return {
    valueOf: (text) => byText.get(text.trim()),
    labelOf,
    labelsOf: (values) =>
      values
        ? values
            .split(',')
            .map((v) => labelOf(v) ?? v)
            .join('、')
        : (values ?? null),
  };
}

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: dict.id })
    .from(dict)
    .where(and(eq(dict.name, name), exceptId ? ne(dict.id, exceptId) : undefined));
  if (taken) throw badRequest(MSG.dictNameTaken);
}

async function lockDict(tx: DbOrTx, id: number): Promise<DictRow> {
  const [row] = await tx.select().from(dict).where(eq(dict.id, id)).for('update');
  if (!row) throw notFound(ADMIN_MSG.dictMissing);
  return row;
}

export function createDict(db: Db, actor: Actor, body: z.infer<typeof dictBody>) {
  return uniquely(MSG.dictNameTaken, () =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, body.name);
      const [row] = await tx.insert(dict).values(body).returning();
      await recordOperation(tx, actor, { ...OP.add, target: row.name, newValue: row });
      return row;
    }),
  );
}

export function updateDict(db: Db, actor: Actor, body: z.infer<typeof dictUpdateBody>) {
  return uniquely(MSG.dictNameTaken, () =>
    db.transaction(async (tx) => {
      const old = await lockDict(tx, body.id);
      if (old.name !== body.name && BUILT_IN.has(old.name)) throw badRequest(ADMIN_MSG.builtInDict);
      await assertNameFree(tx, body.name, body.id);
      const [row] = await tx
        .update(dict)
        .set({ name: body.name, description: body.description, enabled: body.enabled })
        .where(eq(dict.id, body.id))
        .returning();
      await recordOperation(tx, actor, { ...OP.edit, target: row.name, oldValue: old, newValue: row });
      return row;
    }),
  );
}

export function setDictEnabled(db: Db, actor: Actor, id: number, enabled: boolean) {
  return db.transaction(async (tx) => {
    const old = await lockDict(tx, id);
    const [row] = await tx.update(dict).set({ enabled }).where(eq(dict.id, id)).returning();
    await recordOperation(tx, actor, {
      ...OP.enable,
      target: row.name,
      oldValue: { enabled: old.enabled },
      newValue: { enabled },
    });
    return row;
  });
}

/** Deletes dictionaries with their items; built-in ones are refused, unknown ids answer 404. */
export function deleteDicts(db: Db, actor: Actor, ids: number[]) {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(dict).where(inArray(dict.id, ids)).for('update');
    if (rows.length !== new Set(ids).size) throw notFound(ADMIN_MSG.dictMissing);
    if (rows.some((r) => BUILT_IN.has(r.name))) throw badRequest(ADMIN_MSG.builtInDict);
    const old = await Promise.all(rows.map((r) => dictSnapshot(tx, r.id)));
    await tx.delete(dict).where(inArray(dict.id, ids));
    await recordOperation(tx, actor, { ...OP.del, target: rows.map((r) => r.name).join(','), oldValue: old });
  });
}

async function assertValueFree(tx: DbOrTx, dictId: number, value: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: dictDetail.id })
    .from(dictDetail)
    .where(
      and(
        eq(dictDetail.dictId, dictId),
        eq(dictDetail.value, value),
        exceptId ? ne(dictDetail.id, exceptId) : undefined,
      ),
    );
  if (taken) throw badRequest(ADMIN_MSG.dictValueTaken);
}

const itemTarget = (d: DictRow, item: Pick<ItemRow, 'label' | 'value'>) => `${d.name}: ${item.label}(${item.value})`;

export function createDictItem(db: Db, actor: Actor, body: z.infer<typeof dictDetailBody>) {
  return uniquely(ADMIN_MSG.dictValueTaken, () =>
    db.transaction(async (tx) => {
      const parent = await lockDict(tx, body.dictId);
      await assertValueFree(tx, body.dictId, body.value);
      const [row] = await tx.insert(dictDetail).values(body).returning();
      await recordOperation(tx, actor, { ...OP.addItem, target: itemTarget(parent, row), newValue: row });
      return row;
    }),
  );
}

export function updateDictItem(db: Db, actor: Actor, id: number, body: z.infer<typeof dictDetailBody>) {
  return uniquely(ADMIN_MSG.dictValueTaken, () =>
    db.transaction(async (tx) => {
      const [old] = await tx.select().from(dictDetail).where(eq(dictDetail.id, id)).for('update');
      if (!old) throw notFound(MSG.notFound);
      const parent = await lockDict(tx, body.dictId);
      await assertValueFree(tx, body.dictId, body.value, id);
      const [row] = await tx.update(dictDetail).set(body).where(eq(dictDetail.id, id)).returning();
      await recordOperation(tx, actor, {
        ...OP.editItem,
        target: itemTarget(parent, row),
        oldValue: old,
        newValue: row,
      });
      return row;
    }),
  );
}

export function deleteDictItems(db: Db, actor: Actor, ids: number[]) {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(dictDetail).where(inArray(dictDetail.id, ids)).for('update');
    if (rows.length !== new Set(ids).size) throw notFound(MSG.notFound);
    await tx.delete(dictDetail).where(inArray(dictDetail.id, ids));
    await recordOperation(tx, actor, {
      ...OP.delItem,
      target: rows.map((r) => `${r.label}(${r.value})`).join(','),
      oldValue: rows,
    });
  });
}
