import { and, count, desc, eq, ilike, inArray, sql, sum, type SQL } from 'drizzle-orm';
import { normalizeCompanyName } from '@risk/shared/company';
import type { RiskInfoQuery } from '@risk/shared/schemas/riskInfo';
import type { RiskInfoFile, RiskInfoRow } from '@risk/shared/api/riskInfo';
import type { DbOrTx } from '../../db/client.ts';
import { runShaped, runShapedPage, runShapedSql, totalInPage } from '../../db/shapes.ts';
import { riskCompany, riskCompanyInfo, riskCompanyInfoFile } from '../../db/schema/pool.ts';
import { districtCondition, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import {
  allOf,
  creditCodeStarts,
  inRange,
  likeText,
  nameContains,
  orderBy,
  type SortColumns,
} from '../../platform/http/query.ts';
import { keptInfoTotal, riskInfoSums } from '../pool/service.ts';
import { RISK_INFO_SORT_FIELDS, RISK_INFO_DEFAULT_SORT } from '@risk/shared/api/riskInfo';
import { isoText } from '../../platform/http/iso-text.ts';
import { riskCompanyInfoStat } from '../../db/schema/kept-counts.ts';

const rowColumns = {
  id: riskCompanyInfo.id,
  riskCompanyId: riskCompanyInfo.riskCompanyId,
  companyName: riskCompany.companyName,
  creditCode: riskCompany.creditCode,
  registrationPlace: riskCompany.registrationPlace,
  companyRegion: riskCompany.companyRegion,
  companyStatus: riskCompany.status,
  riskPoint: riskCompanyInfo.riskPoint,
  riskDegree: riskCompanyInfo.riskDegree,
  category: riskCompanyInfo.category,
  riskDimensionName: riskCompanyInfo.riskDimensionName,
  content: riskCompanyInfo.content,
  source: riskCompanyInfo.source,
  includedTime: riskCompanyInfo.includedTime,
  createTime: riskCompanyInfo.createTime,
  createBy: riskCompanyInfo.createBy,
};

type Selected = { [K in keyof typeof rowColumns]: unknown };

/** A row of the list as the wire has it (a page's row also carries the list's total, which is not the row's). */
export function toRiskInfoRow({ total: _total, ...r }: Selected & { total?: unknown }): RiskInfoRow {
  return {
    ...(r as unknown as RiskInfoRow),
    includedTime: isoText(r.includedTime as Date),
    createTime: isoText(r.createTime as Date),
  };
}

/** Conditions on the company of the information: the caller's district and the company filters. */
function companyConditions(user: AuthUser, q: Partial<RiskInfoQuery>): (SQL | undefined)[] {
  return [
    districtCondition(user, riskCompany.companyRegion, q.companyRegion),
    q.companyName ? nameContains(riskCompany.nameNorm, normalizeCompanyName(q.companyName)) : undefined,
    // a clerk types the first digits: a prefix (the credit code's prefix index)
    q.creditCode ? creditCodeStarts(riskCompany.creditCode, q.creditCode) : undefined,
    q.registrationPlace ? eq(riskCompany.registrationPlace, q.registrationPlace) : undefined,
  ];
}

function infoConditions(q: Partial<RiskInfoQuery>): (SQL | undefined)[] {
  return [
    q.riskPoint ? eq(riskCompanyInfo.riskPoint, q.riskPoint) : undefined,
    q.riskDegree !== undefined ? eq(riskCompanyInfo.riskDegree, q.riskDegree) : undefined,
    q.riskDimensionName ? ilike(riskCompanyInfo.riskDimensionName, likeText(q.riskDimensionName)) : undefined,
    inRange(riskCompanyInfo.includedTime, q.includedTime),
  ];
}

const hasInfoFilter = (q: Partial<RiskInfoQuery>) =>
  Boolean(q.riskPoint || q.riskDegree !== undefined || q.riskDimensionName || q.includedTime);
const hasCompanyFilter = (q: Partial<RiskInfoQuery>) => Boolean(q.companyName || q.creditCode || q.registrationPlace);

/**
 * The information counted per district, 维度, 风险点 and 风险程度 (risk_company_info_stat, kept by
 * triggers, migration 0035): a few hundred rows for a district. 维度 is matched as the list matches it
 * (ILIKE on a part of the name), over the kept names.
 */
async function keptInfoCount(db: DbOrTx, user: AuthUser, q: Partial<RiskInfoQuery>): Promise<number> {
  const conds = allOf(
    districtCondition(user, sql`region`, q.companyRegion),
    q.riskPoint ? sql`risk_point = ${q.riskPoint}` : undefined,
    q.riskDegree !== undefined ? sql`risk_degree = ${q.riskDegree}` : undefined,
    q.riskDimensionName ? sql`dimension ilike ${likeText(q.riskDimensionName)}` : undefined,
  );
  const res = await runShapedSql<{ n: string | null }>(
    db,
    'riskInfo.stat',
    sql`select sum(n) as n from ${riskCompanyInfoStat} where ${conds ?? sql`true`}`,
  );
  return Number(res.rows[0].n ?? 0);
}

/**
 * How many information rows match. Without filters on the company beyond its district, nor on the
 * inclusion time, kept counts answer: the pool's without filters on the information, the
 * information's own for 维度, 风险点 and 风险程度; otherwise the companies' kept counts, or the rows.
 */
async function countInfos(db: DbOrTx, user: AuthUser, q: Partial<RiskInfoQuery>): Promise<number> {
  const companyFilter = hasCompanyFilter(q);
  if (!hasInfoFilter(q) && !companyFilter) return (await riskInfoSums(db, user, q.companyRegion)).total;
  if (!companyFilter && !q.includedTime) return keptInfoCount(db, user, q);
  if (!hasInfoFilter(q)) {
    const [{ n }] = await runShaped(db, 'riskInfo.sum', allOf(...companyConditions(user, q)), (w) =>
      db
        .select({ n: sum(riskCompany.riskInfoCount) })
        .from(riskCompany)
        .where(w),
    );
    return Number(n ?? 0);
  }
  const byCompany = companyConditions(user, q).filter((c) => c !== undefined);
  // every information row has its company (NOT NULL, foreign key, deleted with it): without a
  // condition on the company the count reads the information alone
  const joined = byCompany.length > 0;
  const [{ n }] = await runShaped(db, `riskInfo.count ${joined}`, allOf(...byCompany, ...infoConditions(q)), (w) => {
    const infos = db.select({ n: count() }).from(riskCompanyInfo);
    return (joined ? infos.innerJoin(riskCompany, eq(riskCompany.id, riskCompanyInfo.riskCompanyId)) : infos).where(w);
  });
  return n;
}

const SORTABLE: SortColumns<typeof RISK_INFO_SORT_FIELDS> = {
  includedTime: riskCompanyInfo.includedTime,
  createTime: riskCompanyInfo.createTime,
};
const DEFAULT_SORT = RISK_INFO_DEFAULT_SORT;

/** The list's rows for these filters in the list's order (answers 400 for a sort outside the whitelist). */
const listed = (db: DbOrTx, q: RiskInfoQuery, where: SQL | undefined, total?: SQL) =>
  db
    .select({ ...rowColumns, total: total ? sql<number>`${total}` : sql<null>`null` })
    .from(riskCompanyInfo)
    .innerJoin(riskCompany, eq(riskCompany.id, riskCompanyInfo.riskCompanyId))
    .where(where)
    .orderBy(...orderBy(q.sort, SORTABLE, DEFAULT_SORT, riskCompanyInfo.id));

const listWhere = (user: AuthUser, q: RiskInfoQuery) => allOf(...companyConditions(user, q), ...infoConditions(q));

/**
 * One page of the list with its total. Without filters beyond the district the total is the
 * companies' kept counts, read in the page's own statement; otherwise it is counted beside the page.
 */
export async function listRiskInfos(db: DbOrTx, user: AuthUser, q: RiskInfoQuery) {
  const kept = hasInfoFilter(q) || hasCompanyFilter(q) ? undefined : keptInfoTotal(user, q.companyRegion);
  const page = runShapedPage(
    db,
    `riskInfo.page ${q.sort} ${kept !== undefined}`,
    [listWhere(user, q), kept] as const,
    ([w, k]) => listed(db, q, w, k),
    q,
  );
  if (kept) {
    const rows = await page;
    return { rows: rows.map(toRiskInfoRow), total: await totalInPage(db, 'riskInfo.keptTotal', rows, q, kept) };
  }
  const [rows, total] = await Promise.all([page, countInfos(db, user, q)]);
  return { rows: rows.map(toRiskInfoRow), total };
}

/** Every row the list shows for these filters, at most `limit + 1`, so the export can refuse more than `limit`. */
export async function allRiskInfos(
  db: DbOrTx,
  user: AuthUser,
  q: RiskInfoQuery,
  limit: number,
): Promise<RiskInfoRow[]> {
  return (await listed(db, q, listWhere(user, q)).limit(limit + 1)).map(toRiskInfoRow);
}

/** The cards of the screen: all information the caller may see, and that of companies under key focus for the caller's level. */
export const riskInfoTotals = (db: DbOrTx, user: AuthUser) => riskInfoSums(db, user);

const baseQuery = (db: DbOrTx, user: AuthUser, cond: SQL) =>
  db
    .select(rowColumns)
    .from(riskCompanyInfo)
    .innerJoin(riskCompany, eq(riskCompany.id, riskCompanyInfo.riskCompanyId))
    .where(and(cond, scopeToDistrict(user, riskCompany.companyRegion)));

export async function findRiskInfo(db: DbOrTx, user: AuthUser, id: number): Promise<RiskInfoRow | undefined> {
  const [row] = await baseQuery(db, user, eq(riskCompanyInfo.id, id));
  return row && toRiskInfoRow(row);
}

export async function riskInfosOfCompany(db: DbOrTx, user: AuthUser, cond: SQL): Promise<RiskInfoRow[]> {
  const rows = await baseQuery(db, user, cond).orderBy(desc(riskCompanyInfo.includedTime), desc(riskCompanyInfo.id));
  return rows.map(toRiskInfoRow);
}

export const byCompanyId = (id: number) => eq(riskCompanyInfo.riskCompanyId, id);
export const byCreditCode = (code: string) => eq(riskCompany.creditCode, code.toUpperCase());

export async function filesOfCompany(db: DbOrTx, user: AuthUser, riskCompanyId: number): Promise<RiskInfoFile[]> {
  const rows = await db
    .select({
      id: riskCompanyInfoFile.id,
      fileId: riskCompanyInfoFile.fileId,
      riskCompanyInfoId: riskCompanyInfoFile.riskCompanyInfoId,
      fileName: riskCompanyInfoFile.fileName,
      size: riskCompanyInfoFile.size,
      createTime: riskCompanyInfoFile.createTime,
    })
    .from(riskCompanyInfoFile)
    .innerJoin(riskCompany, eq(riskCompany.id, riskCompanyInfoFile.riskCompanyId))
    .where(and(eq(riskCompanyInfoFile.riskCompanyId, riskCompanyId), scopeToDistrict(user, riskCompany.companyRegion)))
    .orderBy(desc(riskCompanyInfoFile.id));
  return rows.map((r) => ({ ...r, createTime: isoText(r.createTime) }));
}

export async function filesOfInfos(db: DbOrTx, infoIds: number[]) {
  if (infoIds.length === 0) return [];
  return db.select().from(riskCompanyInfoFile).where(inArray(riskCompanyInfoFile.riskCompanyInfoId, infoIds));
}
