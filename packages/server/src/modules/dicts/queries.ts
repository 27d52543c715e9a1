import { and, asc, count, eq, getTableColumns, ilike, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { REGION_DICT } from '@risk/shared/admin-rules';
import type { dictDetailQuery, dictQuery } from '@risk/shared/schemas/system';
import type { DbOrTx } from '../../db/client.ts';
import { dict, dictDetail } from '../../db/schema/system.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { scopeToDistrict } from '../../platform/auth/district-scope.ts';
import { page } from '../../platform/http/envelope.ts';
import { allOf, inRange, likeText, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import {
  DICT_SORT_FIELDS,
  DICT_DEFAULT_SORT,
  DICT_ITEM_SORT_FIELDS,
  DICT_ITEM_DEFAULT_SORT,
} from '@risk/shared/api/system';

const DICT_SORTS: SortColumns<typeof DICT_SORT_FIELDS> = { createTime: dict.createTime, name: dict.name };
const DICT_ITEM_SORTS: SortColumns<typeof DICT_ITEM_SORT_FIELDS> = {
  sort: dictDetail.sort,
  createTime: dictDetail.createTime,
};

/** The dictionary screen's list: name/description search, 启用/禁用 filter, create-time range. */
export async function listDicts(db: DbOrTx, q: z.infer<typeof dictQuery>) {
  const where = allOf(
    q.blurry ? or(ilike(dict.name, likeText(q.blurry)), ilike(dict.description, likeText(q.blurry))) : undefined,
    q.enabled === undefined ? undefined : eq(dict.enabled, q.enabled),
    inRange(dict.createTime, q.createTime),
  );
  const order = orderBy(q.sort, DICT_SORTS, DICT_DEFAULT_SORT);
  const rows = await db
    .select({
      id: dict.id,
      name: dict.name,
      description: dict.description,
      enabled: dict.enabled,
      createTime: dict.createTime,
      itemCount: count(dictDetail.id),
    })
    .from(dict)
    .leftJoin(dictDetail, eq(dictDetail.dictId, dict.id))
    .where(where)
    .groupBy(dict.id)
    .orderBy(...order, asc(dict.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ total }] = await db.select({ total: count() }).from(dict).where(where);
  return page(rows, total, q);
}

/** The region dictionary offers a district user only their own district. */
const itemScope = (user: AuthUser, dictName: string) =>
  dictName === REGION_DICT ? scopeToDistrict(user, dictDetail.value) : undefined;

/** One enabled dictionary's items; a disabled or unknown dictionary answers an empty page. */
export async function listDictItems(db: DbOrTx, user: AuthUser, q: z.infer<typeof dictDetailQuery>) {
  const where = and(eq(dict.name, q.dictName), eq(dict.enabled, true), itemScope(user, q.dictName));
  const order = orderBy(q.sort, DICT_ITEM_SORTS, DICT_ITEM_DEFAULT_SORT);
  const rows = await db
    .select({
      id: dictDetail.id,
      label: dictDetail.label,
      value: dictDetail.value,
      sort: dictDetail.sort,
      dictId: dictDetail.dictId,
      createTime: dictDetail.createTime,
    })
    .from(dictDetail)
    .innerJoin(dict, eq(dict.id, dictDetail.dictId))
    .where(where)
    .orderBy(...order, asc(dictDetail.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ total }] = await db
    .select({ total: count() })
    .from(dictDetail)
    .innerJoin(dict, eq(dict.id, dictDetail.dictId))
    .where(where);
  return page(rows, total, q);
}

export interface DictWithItems {
  name: string;
  description: string;
  items: { label: string; value: string }[];
}

/** Every enabled dictionary with its items, for the web app's cache; region scope as in listDictItems. */
export async function allDicts(db: DbOrTx, user: AuthUser): Promise<DictWithItems[]> {
  const regionScope = scopeToDistrict(user, dictDetail.value);
  const dicts = await db
    .select({ id: dict.id, name: dict.name, description: dict.description })
    .from(dict)
    .where(eq(dict.enabled, true))
    .orderBy(asc(dict.name));
  const items = await db
    .select({ dictId: dictDetail.dictId, label: dictDetail.label, value: dictDetail.value })
    .from(dictDetail)
    .innerJoin(dict, eq(dict.id, dictDetail.dictId))
    .where(and(eq(dict.enabled, true), regionScope && or(ne(dict.name, REGION_DICT), regionScope)))
    .orderBy(asc(dictDetail.sort), asc(dictDetail.id));
  return dicts.map((d) => ({
    name: d.name,
    description: d.description,
    items: items.filter((i) => i.dictId === d.id).map(({ label, value }) => ({ label, value })),
  }));
}

/** A dictionary with its items as the operation log keeps it. */
export async function dictSnapshot(db: DbOrTx, id: number) {
  const [row] = await db.select(getTableColumns(dict)).from(dict).where(eq(dict.id, id));
  if (!row) return undefined;
  const items = await db
    .select({ label: dictDetail.label, value: dictDetail.value, sort: dictDetail.sort })
    .from(dictDetail)
    .where(eq(dictDetail.dictId, id))
    .orderBy(asc(dictDetail.sort));
  return { ...row, items };
}
