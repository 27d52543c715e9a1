import {
  and,
  count,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  like,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizeCompanyName, maskPhone } from '@risk/shared/company';
import { isAdmin, USER_LEVEL } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import { ORDER_FOLLOWS } from '@risk/shared/order-machine';
import { hasPermission } from '@risk/shared/permissions';
import { POOL_PRESET_STATUSES, POOL_RULES, poolCardsFor } from '@risk/shared/pool';
import type { PoolQuery } from '@risk/shared/schemas/pool';
import type { PoolCompanyRow, PoolTotals } from '@risk/shared/api/pool';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@risk/shared/verification';
import type { DbOrTx } from '../../db/client.ts';
import { runShaped, runShapedSql, runShapedPage, totalInPage } from '../../db/shapes.ts';
import { riskCompany, riskCompanyNameSuffix } from '../../db/schema/pool.ts';
import { verificationOrder } from '../../db/schema/verification.ts';
import { districtCondition, districtOf, NO_DISTRICT, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { notFound } from '../../platform/http/errors.ts';
import {
  allOf,
  creditCodeStarts,
  inRange,
  likeText,
  nameContains,
  nullsLast,
  orderBy,
  type SortColumns,
} from '../../platform/http/query.ts';
import { POOL_SORT_FIELDS, POOL_DEFAULT_SORT } from '@risk/shared/api/pool';
import { isoText, isoTextOrNull } from '../../platform/http/iso-text.ts';
import { riskCompanyCategoryStat, riskCompanyNameStat, riskCompanyStat } from '../../db/schema/kept-counts.ts';

export type PoolCompany = typeof riskCompany.$inferSelect;

const SORTABLE = {
  includedTime: riskCompany.includedTime,
  createTime: riskCompany.createTime,
  pushTime: riskCompany.pushTime,
  dispatchTime: riskCompany.dispatchTime,
  gradeTime: riskCompany.gradeTime,
} satisfies SortColumns<typeof POOL_SORT_FIELDS>;
export const DEFAULT_POOL_SORT = POOL_DEFAULT_SORT;
/**
 * The pushed companies' lists (the city's and the districts') by 推送时间: every pushed company has
 * one, so ascending they end with those without one (none) rather than start with them, and the
 * walk reads risk_company_push_asc_idx (migration 0057) from the first pushed company; by
 * risk_company_push_idx read backwards it passed every unpushed company first (54,773 rows at
 * --scale 100000, ten times that at 1,000,000).
 */
const PUSHED_SORTABLE = {
  ...SORTABLE,
  pushTime: nullsLast(riskCompany.pushTime),
} satisfies SortColumns<typeof POOL_SORT_FIELDS>;

/** The page's order, and whether it is the pushed companies' list (part of each statement's shape). */
function poolOrder(user: AuthUser, q: PoolQuery) {
  const pushed = isPushedOnly(statusesFor(user, q.status));
  return { pushed, order: orderBy(q.sort, pushed ? PUSHED_SORTABLE : SORTABLE, DEFAULT_POOL_SORT, riskCompany.id) };
}

/**
 * The statuses a user's list is limited to: the city and the districts work with pushed
 * companies (POOL_PRESET_STATUSES); a requested status outside the preset finds nothing. A user
 * who may push (the machine's `create` codes, the city's 新建工单 among them) also finds the
 * companies still to push when asking for them by status: that dialog picks its company there.
 * Undefined means no status condition.
 */
export function statusesFor(user: AuthUser, requested: number[] | undefined): number[] | undefined {
  const preset = isAdmin(user) ? undefined : POOL_PRESET_STATUSES[user.level];
  if (!preset) return requested;
  if (!requested) return [...preset];
  const open: readonly number[] = hasPermission(user, ORDER_FOLLOWS.create.permission)
    ? [...preset, ...POOL_RULES.push.allowed]
    : preset;
  return requested.filter((s) => open.includes(s));
}

/** Text typed in the search box: part of the normalised name (`byName`), or the start of a credit code. */
function nameOrCreditCode(text: string, byName: SQL): SQL {
  if (!/^[0-9A-Za-z]+$/.test(text)) return byName;
  return or(byName, creditCodeStarts(riskCompany.creditCode, text))!;
}

/** The pushed companies: what the city's and the districts' lists show, and risk_company_pushed_name_idx holds. */
export const PUSHED_STATUSES = POOL_PRESET_STATUSES[USER_LEVEL.CITY]!;
const PUSHED = sql.raw(`(${PUSHED_STATUSES.join(', ')})`);
const isPushedOnly = (statuses: readonly number[] | undefined) =>
  statuses?.length === PUSHED_STATUSES.length && PUSHED_STATUSES.every((s) => statuses.includes(s));

/**
 * A name fragment of two or more characters among the pushed companies, through
 * risk_company_pushed_name_idx (migration 0040): its bigrams prefixed by the place searched in
 * ('p' registration place, 'r' district), so the index entry read holds that place's candidates only;
 * LIKE then checks the exact fragment.
 */
function pushedNameContains(fragment: string, scope: { kind: 'p' | 'r'; place: string } | undefined): SQL {
  const probe = sql`name_search_probe(${scope?.kind ?? null}::text, ${scope?.place ?? null}::text, ${fragment}::text)`;
  const keys = sql`company_name_keys(${riskCompany.companyRegion}, ${riskCompany.registrationPlace}, ${riskCompany.nameNorm})`;
  return and(sql`${keys} @> ${probe}`, like(riskCompany.nameNorm, likeText(fragment)))!;
}

/**
 * A condition the planner keeps as a check of the rows it reads, never an index to intersect: the name
 * search's keys already narrowed to its place, and intersecting the 17,000 entries a district has in
 * another index cost more than the rest of the search (--scale 300000). A comparison's `IS TRUE` is
 * estimated as the comparison is.
 */
const checkedOnly = (condition: SQL | undefined) => condition && sql`(${condition}) is true`;

/** The place a pushed-company name search is keyed by: the registration place asked for, else the district. */
function searchScope(user: AuthUser, q: Pick<PoolQuery, 'registrationPlace' | 'companyRegion'>) {
  if (q.registrationPlace) return { kind: 'p', place: q.registrationPlace } as const;
  const region = districtOf(user) ?? q.companyRegion;
  return region ? ({ kind: 'r', place: region } as const) : undefined;
}

/** A value without a comma is one 风险类别; one with a comma matches across two of a company's categories. */
const isOneCategory = (value: string) => !value.includes(',');

/** A risk_category value inside the comma-separated `type`. */
// one category as an array element, through its GIN index and with the planner's statistics of each
// element (migration 0036), so a rare category reads its companies and a common one walks the page's
// order; anything else as a substring of the list
const hasCategory = (value: string, type: AnyPgColumn = riskCompany.type) =>
  isOneCategory(value)
    ? sql`string_to_array(${type}, ',') @> array[${value}::text]`
    : sql`(',' || ${type} || ',') like ${likeText(`,${value},`)}`;

/**
 * A yes/no filter written as the column itself (or its negation), not `= $1`: a generic plan cannot
 * prove the partial indexes `WHERE focus` (city_focus, special_follow) from a parameter, and the
 * district's 重点关注 list then walked its whole district (the plan test's partial-index check).
 */
const flagIs = (column: AnyPgColumn, yes: boolean) => (yes ? sql`${column}` : sql`not ${column}`);

/** The columns the list filters by, on the company and on its name suffixes (the same names in both). */
type FilterColumns = Record<
  | 'status'
  | 'focus'
  | 'cityFocus'
  | 'specialFollow'
  | 'isMatch'
  | 'companyRegion'
  | 'registrationPlace'
  | 'type'
  | 'includedTime',
  AnyPgColumn
>;

/** The list's filters but the name and the credit code, on the company or on its name suffixes. */
function poolFilters(
  t: FilterColumns,
  user: AuthUser,
  q: Omit<PoolQuery, 'page' | 'size' | 'sort'>,
  opts: { pushed: boolean; checked: boolean },
): (SQL | undefined)[] {
  const statuses = statusesFor(user, q.status);
  const district = districtCondition(user, t.companyRegion, q.companyRegion);
  const place = q.registrationPlace ? eq(t.registrationPlace, q.registrationPlace) : undefined;
  // the pushed companies' preset in the text, so a generic plan proves the partial indexes on it; a
  // requested part of it beside
  const within = opts.pushed && statuses?.length && !isPushedOnly(statuses) ? inArray(t.status, statuses) : undefined;
  return [
    opts.pushed
      ? sql`${t.status} in ${PUSHED}`
      : statuses
        ? inArray(t.status, statuses.length ? statuses : [-1])
        : undefined,
    within,
    q.focus !== undefined ? flagIs(t.focus, q.focus) : undefined,
    q.cityFocus !== undefined ? flagIs(t.cityFocus, q.cityFocus) : undefined,
    q.specialFollow !== undefined ? flagIs(t.specialFollow, q.specialFollow) : undefined,
    q.isMatch !== undefined ? flagIs(t.isMatch, q.isMatch) : undefined,
    opts.checked ? checkedOnly(district) : district,
    opts.checked ? checkedOnly(place) : place,
    q.type ? hasCategory(q.type, t.type) : undefined,
    inRange(t.includedTime, q.includedTime),
  ];
}

/** The WHERE of the pool list, its export and nothing else: district scope and preset statuses always apply. */
export function poolWhere(user: AuthUser, q: Omit<PoolQuery, 'page' | 'size' | 'sort'>): SQL | undefined {
  const statuses = statusesFor(user, q.status);
  const name = q.companyName ? normalizeCompanyName(q.companyName) : '';
  // a pushed-company search of two characters or more reads keys that carry its place, then checks the place
  const keyed = [...name].length >= 2 && isPushedOnly(statuses);
  const byName = keyed ? pushedNameContains(name, searchScope(user, q)) : nameContains(riskCompany.nameNorm, name);
  return allOf(
    q.companyName ? nameOrCreditCode(q.companyName, byName) : undefined,
    q.creditCode ? eq(riskCompany.creditCode, q.creditCode.toUpperCase()) : undefined,
    ...poolFilters(riskCompany, user, q, { pushed: keyed, checked: keyed }),
  );
}

/**
 * The suffixes starting with a fragment: one range of the "C"-collated index, up to the fragment
 * with its last character's successor (no character follows U+10FFFF: that range has no end).
 * `^@` (starts with) says the same again for the planner: a generic plan estimates a range between
 * two parameters at 0.5 % of the table (6,500 suffixes at --scale 100000), far above the custom
 * plans of a brand's few matches, so PostgreSQL planned every search afresh (0.3 ms, more than most
 * searches take); the prefix test brings the generic estimate to a few dozen rows and the generic
 * plan, the same index range, is kept.
 */
function suffixStartsWith(fragment: string): SQL {
  const chars = [...fragment];
  const next = chars.at(-1)!.codePointAt(0)! + 1;
  const suffix = riskCompanyNameSuffix.suffix;
  const starts = sql`${suffix} >= ${fragment}::text and ${suffix} ^@ ${fragment}::text`;
  if (next > 0x10ffff) return starts;
  // the surrogates are no characters of a text: the one after U+D7FF is U+E000
  const upper = chars.slice(0, -1).join('') + String.fromCodePoint(next === 0xd800 ? 0xe000 : next);
  return sql`${starts} and ${suffix} < ${upper}::text`;
}

/**
 * A name search on the name suffixes (migration 0056): the suffixes starting with the fragment, one
 * per company (a fragment no longer than the name's longest repeated piece may start several of its
 * suffixes: the last, after which none starts with it), and the list's other filters, all on the
 * index's own columns. Undefined when the search is not by name alone: text of letters and digits
 * may be the start of a credit code, and a credit code asked for finds one company by its own index.
 */
export function suffixWhere(user: AuthUser, q: Omit<PoolQuery, 'page' | 'size' | 'sort'>): SQL | undefined {
  const raw = q.companyName;
  if (!raw || q.creditCode || /^[0-9A-Za-z]+$/.test(raw)) return undefined;
  const fragment = normalizeCompanyName(raw);
  if (!fragment) return undefined;
  const s = riskCompanyNameSuffix;
  const once = sql`(${s.repeatLen} < ${[...fragment].length}::int or strpos(substr(${s.suffix}, 2), ${fragment}::text) = 0)`;
  const statuses = statusesFor(user, q.status);
  const pushed =
    statuses !== undefined &&
    statuses.length > 0 &&
    statuses.every((v) => (PUSHED_STATUSES as readonly number[]).includes(v));
  return allOf(suffixStartsWith(fragment), once, ...poolFilters(s, user, q, { pushed, checked: false }));
}

/** How far a dense search walks its place in the page's order, per row it must find (offset and page). */
const WALK_ROWS_PER_MATCH = 50;
/**
 * Below this many matches per row of the page a search reads its matches on the name suffixes:
 * few enough to be cheaper than a walk, and a brand a clerk types has a few dozen.
 */
const WALKED_MATCHES_PER_ROW = 5;
/** Deeper pages are not walked: past this many rows the matches are read on the name suffixes. */
const MAX_WALKED_MATCHES = 200;

/**
 * A pushed-company search the kept name counts answer (migration 0043): one bigram, in one place
 * (its registration place, or the district, or the whole city), ordered by 纳入时间, with 匹配 as its
 * only other filter. Anything else is counted on the name suffixes (`suffixWhere`).
 */
function keptNameSearch(user: AuthUser, q: PoolQuery) {
  const raw = q.companyName ?? '';
  const bigram = normalizeCompanyName(raw);
  if (bigram.length !== 2 || [...bigram].length !== 2 || /^[0-9A-Za-z]+$/.test(raw)) return undefined;
  if (!isPushedOnly(statusesFor(user, q.status))) return undefined;
  if (q.creditCode || q.type || q.includedTime) return undefined;
  if (q.focus !== undefined || q.cityFocus !== undefined || q.specialFollow !== undefined) return undefined;
  if (q.sort && (q.sort.length !== 1 || !q.sort[0].startsWith('includedTime,'))) return undefined;
  if ((q.page + 1) * q.size > MAX_WALKED_MATCHES) return undefined;
  const own = districtOf(user);
  if (own === NO_DISTRICT || (own && q.companyRegion && q.companyRegion !== own)) return undefined;
  if ((own ?? q.companyRegion) && q.registrationPlace) return undefined;
  const scope = searchScope(user, q);
  const column = scope?.kind === 'p' ? riskCompany.registrationPlace : riskCompany.companyRegion;
  // the key as the bigram index's probe spells it: one bigram, one key
  const key = sql`(name_search_probe(${scope?.kind ?? null}::text, ${scope?.place ?? null}::text, ${bigram}::text))[1]`;
  const kept = sql`(select coalesce(sum(n), 0)::bigint from ${riskCompanyNameStat}
    where name_key = ${key} ${q.isMatch === undefined ? sql`` : sql`and is_match = ${q.isMatch}`})`;
  const matches = allOf(
    sql`${riskCompany.status} in ${PUSHED}`,
    q.isMatch !== undefined ? flagIs(riskCompany.isMatch, q.isMatch) : undefined,
    like(riskCompany.nameNorm, likeText(bigram)),
  );
  const rows = (q.page + 1) * q.size;
  return {
    place: scope && eq(column, scope.place),
    matches,
    kept,
    walk: WALK_ROWS_PER_MATCH * rows,
    minMatches: WALKED_MATCHES_PER_ROW * rows,
  };
}

/** A company as the user may see it: phones masked, the focus fields of the user's level only. */
export function toPoolRow(c: PoolCompany, user: AuthUser, progress: string | null): PoolCompanyRow {
  const row: PoolCompanyRow = {
    id: c.id,
    riskCompanyId: c.id,
    companyName: c.companyName,
    creditCode: c.creditCode,
    registrationPlace: c.registrationPlace,
    companyRegion: c.companyRegion,
    region: c.companyRegion,
    userAddRegion: c.userAddRegion,
    riskPoint: c.riskPoint,
    riskDegree: c.riskDegree,
    riskDimensionName: c.riskDimensionName,
    riskCompanyInfoNum: c.riskInfoCount,
    riskCompanyInfoCount: c.riskInfoCount,
    type: c.type,
    status: c.status,
    infoStatus: c.infoStatus,
    isMatch: c.isMatch,
    level: c.level,
    progress,
    legalPerson: c.legalPerson,
    legalPersonPhone: maskPhone(c.legalPersonPhone),
    contacts: c.contacts,
    contactsPhone: maskPhone(c.contactsPhone),
    remark: c.remark,
    includedTime: isoText(c.includedTime),
    pushTime: isoTextOrNull(c.pushTime),
    dispatchTime: isoTextOrNull(c.dispatchTime),
    gradeTime: isoTextOrNull(c.gradeTime),
    archiveTime: isoTextOrNull(c.archiveTime),
    evaluateTime: isoTextOrNull(c.evaluateTime),
    createTime: isoText(c.createTime),
  };
  const admin = isAdmin(user);
  if (admin || user.level === USER_LEVEL.OPS) Object.assign(row, { focus: c.focus, specialFollow: c.specialFollow });
  if (admin || user.level === USER_LEVEL.CITY) row.cityFocus = c.cityFocus;
  return row;
}

/** The latest verification order's status of the row's company, read inside the page's own query. */
// Qualified by hand: Drizzle leaves the table name off columns of a single-table query, and here it must name the outer row.
const latestOrderStatus = sql<
  number | null
>`(select o.status from ${verificationOrder} o where o.risk_company_id = risk_company.id order by o.id desc limit 1)`;

/** A company with its latest order's status, as the list and the single-company calls read it. */
const rowColumns = { company: getTableColumns(riskCompany), latest: latestOrderStatus };

function withProgress(r: { company: PoolCompany; latest: number | null }, user: AuthUser): PoolCompanyRow {
  const progress = r.company.status !== 0 && r.latest !== null ? ORDER_STATUS_LABEL[r.latest as OrderStatus] : null;
  return toPoolRow(r.company, user, progress);
}

/** One company of the user's district as a list row, or 404 as if it did not exist. */
export async function poolRow(db: DbOrTx, user: AuthUser, id: number): Promise<PoolCompanyRow> {
  const [found] = await db
    .select(rowColumns)
    .from(riskCompany)
    .where(and(eq(riskCompany.id, id), scopeToDistrict(user, riskCompany.companyRegion)));
  if (!found) throw notFound(MSG.notFound);
  return withProgress(found, user);
}

/**
 * A name search's matches, each with their number, narrowed to what orders them: the window counts
 * and the page's top-N sort keeps ids and sort keys, not 33 columns of every match (at --scale
 * 300000, 722 matches: 0.90–0.96 → 0.67–0.70 ms of execution). Read under the table's own name, so
 * the page's order applies as it is. PostgreSQL before 16 costs a LIMIT above `count(*) over ()` as
 * if it could stop early, and at 300,000 companies walked a whole district's index in order (17,000
 * rows for 1,500 matches, 29–75 ms); inside a subquery the window is planned for all of its rows, so
 * the matches come from the bigram index and the page is a top-N sort of them.
 */
const matchesOf = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ id: riskCompany.id, ...SORTABLE, matches: sql<number>`count(*) over ()`.as('matches') })
    .from(riskCompany)
    .where(where)
    .as(getTableName(riskCompany));

/** The sort columns on the name suffixes: the same names as the company's, so the page's order applies as it is. */
const SUFFIX_SORTABLE = {
  includedTime: riskCompanyNameSuffix.includedTime,
  createTime: riskCompanyNameSuffix.createTime,
  pushTime: riskCompanyNameSuffix.pushTime,
  dispatchTime: riskCompanyNameSuffix.dispatchTime,
  gradeTime: riskCompanyNameSuffix.gradeTime,
} satisfies SortColumns<typeof POOL_SORT_FIELDS>;

/**
 * A name search's matches from its suffixes (`suffixWhere`), as `matchesOf` answers them: read
 * index-only, one row per company, counted by the window.
 */
const suffixMatchesOf = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      id: riskCompanyNameSuffix.id,
      ...SUFFIX_SORTABLE,
      matches: sql<number>`count(*) over ()`.as('matches'),
    })
    .from(riskCompanyNameSuffix)
    .where(where)
    .as(getTableName(riskCompany));

type Matches = ReturnType<typeof matchesOf> | ReturnType<typeof suffixMatchesOf>;

/**
 * The page of a name search: its LIMIT and OFFSET cut the ordered matches, and only the page's
 * companies are read in full, by their key.
 */
const searchPage = (db: DbOrTx, matches: Matches, order: SQL[]) => ({
  limit: (limit: Placeholder) => ({
    offset: (offset: Placeholder | number) => {
      const matched = db
        .select()
        .from(matches)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .as('page');
      return db
        .select({ ...rowColumns, total: matched.matches })
        .from(matched)
        .innerJoin(riskCompany, eq(riskCompany.id, matched.id))
        .orderBy(...order);
    },
  }),
});

/**
 * A dense search's page: its kept count, then the first `walk` companies of its place in the page's
 * order (an index walk that reads no more) and those of them that match. Undefined for a word with
 * few matches and when the walk holds fewer matches than the page needs: both are read on the name
 * suffixes instead. The walk costs the same at any scale for a word as common as 科技 (one
 * company in 25 of a place: about 250 rows for a first page).
 */
async function walkedSearchPage(
  db: DbOrTx,
  dense: NonNullable<ReturnType<typeof keptNameSearch>>,
  order: SQL[],
  q: PoolQuery,
) {
  const [{ n }] = (await runShapedSql<{ n: unknown }>(db, 'pool.keptNames', sql`select ${dense.kept} as n`)).rows;
  const total = Number(n);
  if (total < dense.minMatches) return undefined;
  const walk = sql.raw(String(dense.walk)) as unknown as Placeholder;
  const rows = await runShapedPage(
    db,
    `pool.walk ${dense.walk} ${q.sort} ${dense.place !== undefined}`,
    [dense.place, dense.matches] as const,
    ([place, matches]) => {
      const walked = db
        .select()
        .from(riskCompany)
        .where(place)
        .orderBy(...order)
        .limit(walk)
        .as(getTableName(riskCompany));
      return db
        .select(rowColumns)
        .from(walked)
        .where(matches)
        .orderBy(...order);
    },
    q,
  );
  if (rows.length < Math.min(q.size, total - q.page * q.size)) return undefined;
  return { rows, total };
}

/**
 * One page of the pool with its total in as few statements as possible: the progress column is
 * a subquery of the page; a two-character search in one place walks the place and reads its kept
 * count (`walkedSearchPage`); any other name search (on the name suffixes, or for letters and digits
 * through the bigram index) counts its matches in the same statement with a window, and a list the kept counts key reads their sum in it
 * too; any other filter counts its rows beside the page.
 */
export async function listPool(
  db: DbOrTx,
  user: AuthUser,
  q: PoolQuery,
): Promise<{ rows: PoolCompanyRow[]; total: number }> {
  const { pushed, order } = poolOrder(user, q);
  const dense = keptNameSearch(user, q);
  if (dense) {
    const walked = await walkedSearchPage(db, dense, order, q);
    if (walked) return { rows: walked.rows.map((r) => withProgress(r, user)), total: walked.total };
  }
  const bySuffix = suffixWhere(user, q);
  if (bySuffix) {
    const found = await runShapedPage(
      db,
      `pool.suffix ${q.sort} ${pushed}`,
      bySuffix,
      (w) => searchPage(db, suffixMatchesOf(db, w), order),
      q,
    );
    const rows = found.map((r) => withProgress(r, user));
    // the matches are counted by the page's window; an empty page counts them alone
    return { rows, total: found.length > 0 ? Number(found[0].total) : await countSuffixes(db, bySuffix) };
  }
  const where = poolWhere(user, q);
  const search = Boolean(q.companyName);
  const kept = search ? undefined : keptPoolTotal(user, q);
  const page = runShapedPage(
    db,
    `pool.page ${search} ${kept !== undefined} ${q.sort} ${pushed}`,
    [where, kept] as const,
    ([w, k]) =>
      search
        ? searchPage(db, matchesOf(db, w), order)
        : db
            .select({ ...rowColumns, total: k ? sql<number>`${k}` : sql<null>`null` })
            .from(riskCompany)
            .where(w)
            .orderBy(...order),
    q,
  );
  if (!search && !kept) {
    const [found, total] = await Promise.all([page, countPool(db, where)]);
    return { rows: found.map((r) => withProgress(r, user)), total };
  }
  const found = await page;
  const rows = found.map((r) => withProgress(r, user));
  if (kept) return { rows, total: await totalInPage(db, 'pool.keptTotal', found, q, kept) };
  // a name search's matches are counted by the page's window; an empty page counts them alone
  return { rows, total: found.length > 0 ? Number(found[0].total) : await countPool(db, where) };
}

/** Every company of the list's filters, for the export (at most `limit` + 1, so the caller can refuse a too large one). */
export async function allPool(db: DbOrTx, user: AuthUser, q: PoolQuery, limit: number): Promise<PoolCompany[]> {
  const { order } = poolOrder(user, q);
  return db
    .select()
    .from(riskCompany)
    .where(poolWhere(user, q))
    .orderBy(...order)
    .limit(limit + 1);
}

/** One company in the user's district, or 404 as if it did not exist. */
export async function findPoolCompany(db: DbOrTx, id: number, user: AuthUser): Promise<PoolCompany> {
  const [found] = await db
    .select()
    .from(riskCompany)
    .where(and(eq(riskCompany.id, id), scopeToDistrict(user, riskCompany.companyRegion)));
  if (!found) throw notFound(MSG.notFound);
  return found;
}

/** Several companies, locked for the write that follows; any one missing or outside the district answers 404. */
export async function lockPoolCompanies(tx: DbOrTx, ids: number[], user: AuthUser): Promise<PoolCompany[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(riskCompany)
    .where(and(inArray(riskCompany.id, unique), scopeToDistrict(user, riskCompany.companyRegion)))
    .orderBy(riskCompany.id)
    .for('update');
  if (rows.length !== unique.length) throw notFound(MSG.notFound);
  return rows;
}

interface StatSums {
  all: string | number | null;
  matched: string | number | null;
  focus: string | number | null;
  cityFocus: string | number | null;
  special: string | number | null;
  infos: string | number | null;
  focusInfos: string | number | null;
  cityFocusInfos: string | number | null;
}

/** The flags of the kept counts a list may filter by. */
type StatFlags = Partial<Record<'isMatch' | 'focus' | 'cityFocus' | 'specialFollow', boolean>>;
const STAT_FLAG_COLUMNS = {
  isMatch: 'is_match',
  focus: 'focus',
  cityFocus: 'city_focus',
  specialFollow: 'special_follow',
} as const;

/** The conditions on the kept counts' keys: the caller's district, the statuses and the flags. */
function statKeys(
  user: AuthUser,
  statuses: readonly number[] | undefined,
  requestedRegion?: string,
  flags: StatFlags = {},
): SQL {
  const conds = [districtCondition(user, sql`company_region`, requestedRegion)];
  if (statuses) conds.push(inArray(sql`status`, [...statuses]));
  for (const [flag, column] of Object.entries(STAT_FLAG_COLUMNS)) {
    const v = flags[flag as keyof StatFlags];
    if (v !== undefined) conds.push(sql`${sql.identifier(column)} = ${v}`);
  }
  return allOf(...conds) ?? sql`true`;
}

/**
 * The pool's cards from the trigger-kept risk_company_stat (drizzle/0002, 0003) over a district and
 * status scope: the SQL behind poolTotals, which the dashboards' 重点关注 reads too (and the benchmark runs bare).
 */
export function poolStatSql(user: AuthUser, statuses: readonly number[] | undefined, requestedRegion?: string): SQL {
  return sql`
    select sum(n) as "all", sum(n) filter (where is_match) as "matched", sum(n) filter (where focus) as "focus",
           sum(n) filter (where city_focus) as "cityFocus", sum(n) filter (where special_follow) as "special",
           sum(infos) as "infos", sum(infos) filter (where focus) as "focusInfos", sum(infos) filter (where city_focus) as "cityFocusInfos"
    from ${riskCompanyStat} where ${statKeys(user, statuses, requestedRegion)}`;
}

async function sumStats(
  db: DbOrTx,
  user: AuthUser,
  statuses: readonly number[] | undefined,
  requestedRegion?: string,
): Promise<StatSums> {
  const res = await runShapedSql<StatSums>(db, 'pool.stat', poolStatSql(user, statuses, requestedRegion));
  return res.rows[0];
}

const num = (v: string | number | null) => Number(v ?? 0);

/**
 * The list's total from the kept counts (risk_company_stat, or risk_company_category_stat for one
 * 风险类别) as a scalar subquery, when only their keys filter it; undefined when the rows must be counted.
 */
function keptPoolTotal(user: AuthUser, q: PoolQuery): SQL | undefined {
  const kept = q.type === undefined || isOneCategory(q.type);
  if (q.companyName || q.creditCode || q.registrationPlace || !kept || q.includedTime) return undefined;
  const flags = { isMatch: q.isMatch, focus: q.focus, cityFocus: q.cityFocus, specialFollow: q.specialFollow };
  const keys = statKeys(user, statusesFor(user, q.status), q.companyRegion, flags);
  return q.type
    ? sql`(select coalesce(sum(n), 0)::bigint from ${riskCompanyCategoryStat} where category = ${q.type} and ${keys})`
    : sql`(select coalesce(sum(n), 0)::bigint from ${riskCompanyStat} where ${keys})`;
}

/** A name search's matches counted on its suffixes, one per company (`suffixWhere`). */
async function countSuffixes(db: DbOrTx, where: SQL): Promise<number> {
  const [{ total }] = await runShaped(db, 'pool.suffixCount', where, (w) =>
    db.select({ total: count() }).from(riskCompanyNameSuffix).where(w),
  );
  return total;
}

/** The rows of the list's filters counted (a filter the kept counts do not key). */
async function countPool(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [{ total }] = await runShaped(db, 'pool.count', where, (w) =>
    db.select({ total: count() }).from(riskCompany).where(w),
  );
  return total;
}

/** The statistic cards of the pool for the caller's scope (district and preset statuses). */
export async function poolTotals(db: DbOrTx, user: AuthUser): Promise<PoolTotals> {
  const s = await sumStats(db, user, statusesFor(user, undefined));
  const totals: PoolTotals = {
    allTotal: num(s.all),
    isMatchTotal: num(s.matched),
    noMatchTotal: num(s.all) - num(s.matched),
  };
  const cards = poolCardsFor(user.level, isAdmin(user));
  if (cards.focus) totals.focusTotal = user.level === USER_LEVEL.CITY ? num(s.cityFocus) : num(s.focus);
  if (cards.specialFollow) totals.specialFollowNum = num(s.special);
  return totals;
}

/**
 * The risk information the caller may see (in a district, or all) from the companies' kept counts,
 * as a scalar subquery: the risk-information list reads its total in its page's own statement.
 */
export const keptInfoTotal = (user: AuthUser, companyRegion?: string): SQL =>
  sql`(select coalesce(sum(infos), 0)::bigint from ${riskCompanyStat} where ${statKeys(user, undefined, companyRegion)})`;

/**
 * Risk information counted from the companies' kept counts: everything the caller may see in a
 * district (or all), and that of companies under key focus for the caller's level.
 */
export async function riskInfoSums(
  db: DbOrTx,
  user: AuthUser,
  companyRegion?: string,
): Promise<{ total: number; focusTotal: number }> {
  const s = await sumStats(db, user, undefined, companyRegion);
  return {
    total: num(s.infos),
    focusTotal: user.level === USER_LEVEL.CITY ? num(s.cityFocusInfos) : num(s.focusInfos),
  };
}
