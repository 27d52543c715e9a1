import { and, between, ilike, like, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import type { PageQuery } from '@risk/shared/wire';
import { badRequest } from './errors.ts';

/**
 * A sort column whose missing values are the farthest: a deadline, where an order without a clock
 * comes after every dated one ascending (and first descending, the same index read the other way).
 */
export interface NullsFarthest {
  farthest: AnyColumn;
}
export const nullsFarthest = (column: AnyColumn): NullsFarthest => ({ farthest: column });

/**
 * A sort column whose missing values come last both ways: a time the listed rows all have (推送时间
 * of the pushed companies), read ascending from its own index (`ASC NULLS LAST`) so the walk starts
 * at the first row that has one instead of passing every row that has none.
 */
export interface NullsLast {
  last: AnyColumn;
}
export const nullsLast = (column: AnyColumn): NullsLast => ({ last: column });

/** The columns of a list's sort whitelist: exactly the fields `@risk/shared/api/*` names for it. */
export type SortColumns<F extends readonly string[]> = Record<F[number], AnyColumn | SQL | NullsFarthest | NullsLast>;
type SortColumn = AnyColumn | SQL | NullsFarthest | NullsLast;
const isFarthest = (c: SortColumn): c is NullsFarthest => 'farthest' in c;
const isLast = (c: SortColumn): c is NullsLast => 'last' in c;

/**
 * Turns `sort=field,DIR` parameters into ORDER BY terms, accepting only the list's whitelisted
 * fields; anything else is a 400 with a message, never a silently ignored parameter.
 * Terms are spelled the way Drizzle builds descending indexes (DESC NULLS LAST, read backwards
 * for ASC NULLS FIRST): a plain DESC means NULLS FIRST, which PostgreSQL cannot read from those
 * indexes. `tiebreak` (usually the id) keeps pages stable and matches the indexes' last column.
 */
export function orderBy(
  sort: PageQuery['sort'],
  whitelist: Record<string, SortColumn>,
  fallback: string,
  tiebreak?: AnyColumn,
): SQL[] {
  const terms = sort && sort.length > 0 ? sort : [fallback];
  const spell = (column: SortColumn, dir: string) =>
    isFarthest(column)
      ? sql`${column.farthest} ${sql.raw(dir === 'ASC' ? 'asc nulls last' : 'desc nulls first')}`
      : isLast(column)
        ? sql`${column.last} ${sql.raw(dir === 'ASC' ? 'asc nulls last' : 'desc nulls last')}`
        : sql`${column} ${sql.raw(dir === 'ASC' ? 'asc nulls first' : 'desc nulls last')}`;
  const out = terms.map((term) => {
    const [field, dir] = term.split(',');
    const column = whitelist[field];
    if (!column) throw badRequest(MSG.unknownSort(field));
    return spell(column, dir.toUpperCase());
  });
  if (tiebreak) out.push(spell(tiebreak, terms[terms.length - 1].split(',')[1].toUpperCase()));
  return out;
}

/** A `[start, end]` date range filter (already sent as 00:00:00 to 23:59:59 by the client). */
export function inRange(column: AnyColumn, range: string[] | undefined): SQL | undefined {
  if (!range) return undefined;
  const [start, end] = range.map(
    (v) => new Date(v.length === 10 ? `${v}T00:00:00+08:00` : `${v.replace(' ', 'T')}+08:00`),
  );
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw badRequest('日期格式不正确');
  const endOfDay = range[1].length === 10 ? new Date(end.getTime() + 86_399_999) : end;
  return between(column, start, endOfDay);
}

export const allOf = (...conds: (SQL | undefined)[]) => and(...conds.filter((c): c is SQL => c !== undefined));

export const offsetOf = (q: Pick<PageQuery, 'page' | 'size'>) => q.page * q.size;

/** Escapes LIKE wildcards in user text. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A credit-code column starts with what a clerk has typed (letters upper-cased). As a range of the
 * pattern operators, which the prefix index (text_pattern_ops, migration 0002) answers in a generic
 * plan too; `LIKE $1` it cannot, and the plan test found the information list reading every company.
 * Credit codes are letters and digits: other text matches none.
 */
export function creditCodeStarts(column: AnyColumn, typed: string): SQL {
  const prefix = typed.toUpperCase();
  if (!/^[0-9A-Z]+$/.test(prefix)) return sql`false`;
  const after = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return sql`(${column} ~>=~ ${prefix} and ${column} ~<~ ${after})`;
}

/**
 * A normalised company-name column contains an (already normalised) fragment. Fragments of two
 * or more characters first narrow by the name_bigrams() GIN index (migration 0006) — Chinese
 * searches are mostly two-character words, which trigrams cannot serve — then LIKE checks.
 */
export function nameContains(column: AnyColumn, normalizedFragment: string): SQL {
  const exact = like(column, likeText(normalizedFragment));
  if ([...normalizedFragment].length < 2) return exact;
  return and(sql`name_bigrams(${column}) @> name_bigrams(${normalizedFragment}::text)`, exact)!;
}

/**
 * Every bigram of the lower-cased fragment is one of the lower-cased text's: the condition a
 * name_bigrams(lower(text)) GIN index (drizzle/0028) answers. Necessary for `text ILIKE '%fragment%'`
 * (ILIKE compares lower-cased), not sufficient, so it only narrows; undefined under two characters.
 * `text` may be a concatenation of several columns indexed as one (a match in any of them passes).
 */
export function bigramsContain(text: AnyColumn | SQL, fragment: string): SQL | undefined {
  if ([...fragment].length < 2) return undefined;
  return sql`name_bigrams(lower(${text})) @> name_bigrams(lower(${fragment}::text))`;
}

/**
 * A text column contains a fragment, ignoring case: narrowed by the bigram index of the column (or
 * of `indexed`, a text the column is part of), then ILIKE checks, so the rows are exactly ILIKE's.
 */
export function textContains(column: AnyColumn, fragment: string, indexed: AnyColumn | SQL = column): SQL {
  return allOf(bigramsContain(indexed, fragment), ilike(column, likeText(fragment)))!;
}

/**
 * A boolean column is true (or false), written as `column` / `not column` rather than `column = $1`:
 * a partial index on the rarer value (drizzle/0028) then serves the generic plan of a prepared
 * statement too, which a parameter hides from the planner.
 */
export const flagIs = (column: AnyColumn, value: boolean): SQL => (value ? sql`${column}` : not(column));
