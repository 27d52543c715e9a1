import { SOCIAL_SECURITY_SORT_FIELDS } from '@risk/shared/api/content';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { maskPhone } from '@risk/shared/company';
import type { SocialQuery } from '@risk/shared/schemas/monitor-config';
import { SOCIAL_SECURITY_DEFAULT_SORT, type SocialSecurityRow } from '@risk/shared/api/socialSecurity';
import { perMonth, type SocialMonthField } from '@risk/shared/social-months';
import type { DbOrTx } from '../../db/client.ts';
import { socialSecurity } from '../../db/schema/monitor-config.ts';
import { districtCondition } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { allOf, nameContains, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';

export const SOCIAL_MODULE = '社保数据';
const SORTABLE = {
  createTime: socialSecurity.createTime,
  month: socialSecurity.month,
  companyName: socialSecurity.companyName,
  currentMonth: socialSecurity.currentMonth,
  january: socialSecurity.january,
  march: socialSecurity.march,
} satisfies SortColumns<typeof SOCIAL_SECURITY_SORT_FIELDS>;

/** Phones of companies are masked in every answer (architecture.md), the contact's included. */
const toRow = (r: typeof socialSecurity.$inferSelect): SocialSecurityRow => ({
  id: r.id,
  creditCode: r.creditCode,
  companyName: r.companyName,
  region: r.region,
  legalPerson: r.legalPerson,
  legalPersonPhone: maskPhone(r.legalPersonPhone),
  relationPerson: r.relationPerson,
  relationManner: maskPhone(r.relationManner),
  payPerson: r.payPerson,
  payPersonPhone: maskPhone(r.payPersonPhone),
  month: r.month,
  currentMonth: r.currentMonth,
  ...monthsOf(r),
  createTime: r.createTime.toISOString(),
});

/** The record's twelve reductions (january … december). */
const monthsOf = (r: Record<SocialMonthField, number | null>) => perMonth('field', (m) => r[m.field]);

/** Rows an export holds at most (more: narrow the filters). */
export const MAX_SOCIAL_EXPORT = 50_000;

const whereOf = (user: AuthUser, q: Omit<SocialQuery, 'page' | 'size'>) =>
  allOf(
    q.creditCode ? eq(socialSecurity.creditCode, q.creditCode.toUpperCase()) : undefined,
    q.companyName ? nameContains(socialSecurity.companyName, q.companyName) : undefined,
    districtCondition(user, socialSecurity.region, q.region),
  );
const orderOf = (q: Pick<SocialQuery, 'sort'>) =>
  orderBy(q.sort, SORTABLE, SOCIAL_SECURITY_DEFAULT_SORT, socialSecurity.id);

/** The list: newest month first; a district user sees the companies of their district. */
export async function listSocial(db: DbOrTx, user: AuthUser, q: SocialQuery) {
  const where = whereOf(user, q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(socialSecurity)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(socialSecurity).where(where),
  ]);
  return { rows: rows.map(toRow), total: n };
}

/** The export: the list's rows under the same filters, sort and district scope, up to `limit` + 1 (to tell it is too many). */
export async function allSocial(
  db: DbOrTx,
  user: AuthUser,
  q: SocialQuery,
  limit: number,
): Promise<SocialSecurityRow[]> {
  const rows = await db
    .select()
    .from(socialSecurity)
    .where(whereOf(user, q))
    .orderBy(...orderOf(q))
    .limit(limit + 1);
  return rows.map(toRow);
}

/** The imported months of one company, for the registry's social-security block. */
export interface SocialMonths {
  /** yyyy-MM of the latest import */
  month: string;
  /** 当月参保人数 by month (yyyy-MM) */
  headcounts: Record<string, number>;
  /** the latest month's imported reductions over the last 1 … 12 months */
  reductions: Record<SocialMonthField, number | null>;
}

const MONTH_COLUMNS = perMonth('field', (m) => socialSecurity[m.field]);

/** How many months back the company detail looks (the 12-month reduction needs 13). */
const MONTHS_KEPT = 13;

/**
 * For the company detail and the pending-dispatch 社保变化 column: per asked credit code the
 * latest 13 imported months (every asked code is a key; null when nothing was imported). One query
 * for a whole list page.
 */
export async function socialMonthsByCreditCode(
  db: DbOrTx,
  creditCodes: readonly string[],
): Promise<Map<string, SocialMonths | null>> {
  const out = new Map<string, SocialMonths | null>(creditCodes.map((c) => [c, null]));
  if (creditCodes.length === 0) return out;
  const rows = await db
    .select({
      creditCode: socialSecurity.creditCode,
      month: socialSecurity.month,
      currentMonth: socialSecurity.currentMonth,
      ...MONTH_COLUMNS,
    })
    .from(socialSecurity)
    .where(inArray(socialSecurity.creditCode, [...new Set(creditCodes)]))
    .orderBy(socialSecurity.creditCode, desc(socialSecurity.month));
  for (const r of rows) {
    let entry = out.get(r.creditCode);
    if (!entry) {
      entry = { month: r.month, headcounts: {}, reductions: monthsOf(r) };
      out.set(r.creditCode, entry);
    }
    if (Object.keys(entry.headcounts).length < MONTHS_KEPT) entry.headcounts[r.month] = r.currentMonth;
  }
  return out;
}
