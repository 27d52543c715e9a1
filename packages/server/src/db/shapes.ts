import {
  Column,
  getTableName,
  is,
  Name,
  Param,
  SQL,
  StringChunk,
  Subquery,
  Table,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import { PAGE_SIZE_OPTIONS } from '@risk/shared/wire';

/**
 * List queries built once per shape. Drizzle builds a query's text on every call: for the pool list
 * (35 columns, a few filters) that took about 150 µs of the server's CPU per request, more than
 * anything else the platform adds to its SQL. A list's text depends only on which filters are
 * present, not on their values; so the WHERE is built as before, its values are lifted out into
 * placeholders by one cheap walk, and the query is built and prepared once for each distinct WHERE.
 *
 * `key` names what is not in the WHERE (the list, its selection, its sort); with strict checks on
 * (every environment but production) each call also builds the query afresh and fails if the text
 * differs from the kept one, so a key that forgot a part fails the tests, not a clerk.
 */

/** What `prepare('')` answers, for any builder (select, count). */
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R>; getQuery(): { sql: string } };
  toSQL(): { sql: string };
}

/**
 * What a shape's values are lifted from: a WHERE, or several (a page's and its kept total's), each
 * built into the query where its builder puts it.
 */
export type Conditions = SQL | undefined | readonly (SQL | undefined)[];

interface ShapeBook {
  check: boolean;
  shapes: Map<string, { execute(values?: Record<string, unknown>): Promise<unknown>; text: string }>;
}

const books = new WeakMap<object, ShapeBook>();
/** Shapes kept per database: the lists' filter combinations in use are far fewer. */
const MAX_SHAPES = 400;

/** Keeps shapes for this database (the app's, not a transaction's); `check` rebuilds each call to compare. */
export function keepShapes(db: object, opts: { check: boolean }) {
  books.set(db, { check: opts.check, shapes: new Map() });
}

/**
 * Runs `build(where)` with `values` (placeholders outside the WHERE: limit, offset), prepared once per
 * shape of `where`. Unknown pieces in the WHERE, a database without kept shapes (a transaction) or a
 * full book build the query as Drizzle always does.
 */
export async function runShaped<R, W extends Conditions = SQL | undefined>(
  db: object,
  key: string,
  where: W,
  build: (where: W) => Preparable<R>,
  values: Record<string, unknown> = {},
): Promise<R> {
  const unkept = () => build(where).prepare('').execute(values);
  const book = books.get(db);
  const lifted = book ? liftValues(where) : undefined;
  if (!book || !lifted) return unkept();
  const all = { ...values, ...lifted.values };
  // the names of the values outside the WHERE are part of the shape (a page's OFFSET or none)
  const shapeKey = `${key}\u0000${Object.keys(values).join()}\u0000${lifted.key}`;
  let shape = book.shapes.get(shapeKey);
  if (!shape) {
    if (book.shapes.size >= MAX_SHAPES) return unkept();
    const prepared = build(withPlaceholders(where)).prepare('');
    mapRowsOnce(prepared);
    shape = { execute: prepared.execute.bind(prepared), text: prepared.getQuery().sql };
    book.shapes.set(shapeKey, shape);
  } else if (book.check) {
    const fresh = build(withPlaceholders(where)).toSQL().sql;
    if (fresh !== shape.text)
      throw new Error(`查询形状 ${key} 的键不完整：同一键得到两种 SQL\n${shape.text}\n${fresh}`);
  }
  return shape.execute(all) as Promise<R>;
}

/** What a Drizzle database keeps to run a statement written as SQL (what `db.execute` does inside). */
interface RawRunner {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(values?: Record<string, unknown>): Promise<unknown>; getQuery(): { sql: string } };
  };
}

/**
 * `runShaped` for a statement written as SQL (the kept counts' sums): its text is built once per
 * shape too. Answers what `db.execute` answers, the driver's result with its rows.
 */
export function runShapedSql<R>(db: object, key: string, query: SQL): Promise<{ rows: R[] }> {
  const { dialect, session } = db as unknown as RawRunner;
  const statement = (q: SQL | undefined) => ({
    prepare: (name: string) => session.prepareQuery(dialect.sqlToQuery(q!), undefined, name, false),
    toSQL: () => dialect.sqlToQuery(q!),
  });
  return runShaped(db, key, query, statement) as Promise<{ rows: R[] }>;
}

/** Identities of columns and tables inside a shape key (their names could repeat across tables). */
const identities = new WeakMap<object, number>();
let lastIdentity = 0;
const identity = (o: object) => {
  let id = identities.get(o);
  if (id === undefined) identities.set(o, (id = ++lastIdentity));
  return id;
};

const isValue = (chunk: unknown) =>
  chunk === null ||
  typeof chunk === 'string' ||
  typeof chunk === 'number' ||
  typeof chunk === 'boolean' ||
  typeof chunk === 'bigint' ||
  chunk instanceof Date;

/**
 * The WHERE's shape (its text with a `?` per value) and its values as `w0`, `w1` … in walking order;
 * undefined when it holds a piece this walk does not know, or inlines its values.
 */
function liftValues(where: Conditions): { key: string; values: Record<string, unknown> } | undefined {
  const values: Record<string, unknown> = {};
  let n = 0;
  let key = '';
  const walk = (chunk: unknown): boolean => {
    if (chunk instanceof StringChunk) key += chunk.value.join('');
    else if (chunk instanceof SQL) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
      key += '{';
      for (const c of chunk.queryChunks) if (!walk(c)) return false;
      key += '}';
    } else if (chunk instanceof Column) key += `c${identity(chunk)}`;
    else if (chunk instanceof Param) {
      const v = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (!isValue(v) && !Array.isArray(v)) return false;
      values[`w${n++}`] = v;
      key += '?';
    } else if (isValue(chunk)) {
      values[`w${n++}`] = chunk;
      key += '?';
    } else if (Array.isArray(chunk)) {
      key += `[${chunk.length}`;
      for (const c of chunk) if (!walk(c)) return false;
      key += ']';
    } else if (chunk === undefined) key += '_';
    else if (chunk instanceof Table) key += `t${identity(chunk)}`;
    else if (chunk instanceof Name) key += `"${chunk.value}"`;
    else return false;
    return true;
  };
  if (where && !walk(where)) return undefined;
  return { key, values };
}

/** The WHERE with each value replaced by its placeholder, in the walking order of `liftValues`. */
function withPlaceholders<W extends Conditions>(where: W): W {
  let n = 0;
  const swap = (chunk: unknown): unknown => {
    if (chunk instanceof SQL) return new SQL(chunk.queryChunks.map(swap) as SQL['queryChunks']);
    if (chunk instanceof Param || isValue(chunk)) return sql.placeholder(`w${n++}`);
    if (Array.isArray(chunk)) return chunk.map(swap);
    return chunk;
  };
  return where && (swap(where) as W);
}

/** A list query before its page is cut: LIMIT and OFFSET are added by `runShapedPage`. */
interface Pageable<R> {
  limit(limit: Placeholder): { offset(offset: Placeholder | number): Preparable<R> };
}

const PAGE_LIMIT = sql.placeholder('limit');
const PAGE_OFFSET = sql.placeholder('offset');
const LITERAL_LIMITS = new Set<number>(PAGE_SIZE_OPTIONS);

/**
 * `runShaped` for one page of a list. The first page has no OFFSET (Drizzle writes `offset(0)`), and
 * at a size the screens offer its LIMIT is written into the text (one shape per size): with its LIMIT
 * known, PostgreSQL's generic plan reads the sort's index to the tenth row as the custom plan does,
 * so after five runs it keeps that plan and stops planning each request (0.35 ms of a page's 0.45 ms
 * at --scale 100000; the early-warning tab's bare SQL served 1,022–1,076 → 1,376–1,603 req/s).
 * Any other size, and any later page, has placeholders: a generic plan that cannot see the LIMIT or
 * OFFSET assumes a tenth of the rows and sorts the matches (the plan test found it on the district's
 * pool list), so PostgreSQL plans those afresh each time, as before. The key tells the shapes apart.
 */
export function runShapedPage<R, W extends Conditions = SQL | undefined>(
  db: object,
  key: string,
  where: W,
  build: (where: W) => Pageable<R>,
  q: { page: number; size: number },
): Promise<R> {
  const later = q.page > 0;
  const literal = !later && LITERAL_LIMITS.has(q.size);
  // a raw SQL where Drizzle takes a placeholder: it writes `limit ${limit}` with the chunk inside
  const limit = literal ? (sql.raw(String(q.size)) as unknown as Placeholder) : PAGE_LIMIT;
  return runShaped(
    db,
    literal ? `${key}\u0000limit ${q.size}` : key,
    where,
    (w) =>
      build(w)
        .limit(limit)
        .offset(later ? PAGE_OFFSET : 0),
    later ? { limit: q.size, offset: q.page * q.size } : literal ? {} : { limit: q.size },
  );
}

/** How many shapes this database keeps (tests). */
export const keptShapes = (db: object) => books.get(db)?.shapes.size ?? 0;

/** What Drizzle's prepared query keeps to map its rows (internal fields, read once per shape). */
interface RowMapping {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Drizzle maps each row field by field, asking each field again what kind it is (`is()` walks the
 * class chain) and iterating its path: 5–7 % of a list request. The same mapping, with the
 * questions answered once, is given to a prepared query as its result mapper: each kept shape's,
 * and the session lookup's that every authenticated request runs.
 * Semantics are Drizzle's `mapResultRow`, including how a left join's all-null object becomes null.
 */
export function mapRowsOnce(prepared: object) {
  const q = prepared as RowMapping;
  if (!q.fields || q.customResultMapper) return;
  const joins = q.joinsNotNullableMap;
  const plan = q.fields.map(({ path, field }) => {
    type Decoder = { mapFromDriverValue(v: unknown): unknown };
    const decoderOf = (x: unknown) => (x as { decoder: Decoder }).decoder;
    const decoder: Decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? decoderOf(field)
        : is(field, Subquery)
          ? decoderOf((field as unknown as { _: { sql: SQL } })._.sql)
          : decoderOf((field as { sql: SQL }).sql);
    const table = joins && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined;
    return { path, decoder, table };
  });
  q.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      const nullify: Record<string, string | false> = {};
      for (let i = 0; i < plan.length; i++) {
        const { path, decoder, table } = plan[i];
        let node = result;
        for (let p = 0; p < path.length - 1; p++) node = (node[path[p]] ??= {}) as Record<string, unknown>;
        const raw = row[i];
        const value = (node[path[path.length - 1]] = raw === null ? null : decoder.mapFromDriverValue(raw));
        if (table !== undefined) {
          const name = path[0];
          if (!(name in nullify)) nullify[name] = value === null ? table : false;
          else if (typeof nullify[name] === 'string' && nullify[name] !== table) nullify[name] = false;
        }
      }
      for (const name in nullify) {
        const table = nullify[name];
        if (typeof table === 'string' && !joins![table]) result[name] = null;
      }
      return result;
    });
}

/**
 * A list's total read in its page's own statement (a `total` column, the same on every row): the
 * first row's; none match when the first page is empty; a page past the last asks `total` (a scalar
 * subquery) alone.
 */
export async function totalInPage(
  db: object,
  key: string,
  rows: readonly { total: unknown }[],
  q: { page: number },
  total: SQL,
): Promise<number> {
  if (rows.length > 0) return Number(rows[0].total);
  if (q.page === 0) return 0;
  const res = await runShapedSql<{ total: unknown }>(db, key, sql`select ${total} as total`);
  return Number(res.rows[0].total);
}
