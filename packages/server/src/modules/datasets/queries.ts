import { count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { datasetOf, type DatasetDef } from '@risk/shared/datasets';
import type { DatasetRowItem, EarmarkListQuery, ImportBatch } from '@risk/shared/schemas/datasets';
import type { PageQuery } from '@risk/shared/wire';
import type { DbOrTx } from '../../db/client.ts';
import { datasetImport, datasetRow } from '../../db/schema/datasets.ts';
import { districtCondition } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { allOf, likeText, offsetOf } from '../../platform/http/query.ts';
import { periodsOf, rowScope } from './service.ts';

/** The definition of a checked biType (the request schemas refuse unknown ones). */
export const defOf = (biType: number): DatasetDef => datasetOf(biType)!;

/** `queryImportData`: the imports of a data set, newest first, with the rows each still has. */
export async function importHistory(
  db: DbOrTx,
  biType: number,
  q: PageQuery,
): Promise<{ rows: ImportBatch[]; total: number }> {
  const def = defOf(biType);
  // The rows each import still has, counted for the page's imports only (through dataset_row_import_idx),
  // and the order spelled like the index (DESC NULLS LAST): the plan test (query-plans.test.ts).
  // (qualified by hand: Drizzle leaves the table name off columns of a single-table query)
  const activeRows = sql<number>`(select count(*)::int from ${datasetRow} r where r.import_id = dataset_import.id)`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ batch: datasetImport, activeRows })
      .from(datasetImport)
      .where(eq(datasetImport.biType, biType))
      .orderBy(sql`${datasetImport.createTime} desc nulls last`, sql`${datasetImport.id} desc nulls last`)
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ total: count() }).from(datasetImport).where(eq(datasetImport.biType, biType)),
  ]);
  return {
    rows: rows.map(({ batch, activeRows }) => ({
      id: batch.id,
      biType: batch.biType,
      name: def.name,
      fileName: batch.fileName,
      periods: batch.periods,
      rowCount: batch.rowCount,
      replacedRows: batch.replacedRows,
      activeRows,
      createBy: batch.createBy,
      createName: batch.createName,
      createTime: batch.createTime.toISOString(),
    })),
    total,
  };
}

const flat = (r: { id: number; period: string; region: string | null; data: Record<string, unknown> }) =>
  ({ ...r.data, id: r.id, period: r.period, region: r.region }) as DatasetRowItem;

/** Text columns a keyword searches: names, codes, topics, indicators. */
function keywordCondition(def: DatasetDef, keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const keys = def.columns.filter((c) => c.kind.type === 'text' || c.kind.type === 'creditCode').map((c) => c.key);
  if (keys.length === 0) return undefined;
  const pattern = likeText(keyword);
  return sql`(${sql.join(
    keys.map((k) => sql`(${datasetRow.data}->>${k}) ilike ${pattern}`),
    sql` or `,
  )})`;
}

export interface RowFilter {
  periods?: string[];
  region?: string;
  keyword?: string;
  /** a column that must equal a value (the company name filter of the earmark lists) */
  companyName?: string;
}

/** One page of a data set's rows in the user's scope, newest period first, then in file order. */
export async function pageRows(
  db: DbOrTx,
  user: AuthUser,
  def: DatasetDef,
  filter: RowFilter,
  q: Pick<PageQuery, 'page' | 'size'>,
): Promise<{ rows: DatasetRowItem[]; total: number }> {
  if (filter.periods && filter.periods.length === 0) return { rows: [], total: 0 };
  const where = allOf(
    eq(datasetRow.biType, def.biType),
    filter.periods ? inArray(datasetRow.period, filter.periods) : undefined,
    def.districtKey ? districtCondition(user, datasetRow.region, filter.region) : undefined,
    rowScope(user, def),
    keywordCondition(def, filter.keyword),
    filter.companyName ? sql`(${datasetRow.data}->>'companyName') ilike ${likeText(filter.companyName)}` : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: datasetRow.id, period: datasetRow.period, region: datasetRow.region, data: datasetRow.data })
      .from(datasetRow)
      .where(where)
      .orderBy(desc(datasetRow.period), datasetRow.importId, datasetRow.rowNo)
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ total: count() }).from(datasetRow).where(where),
  ]);
  return { rows: rows.map(flat), total };
}

/** An earmark list (重点企业, 关注企业, 注销情况): the requested period, else the latest one the user can read. */
export async function earmarkPage(db: DbOrTx, user: AuthUser, def: DatasetDef, q: EarmarkListQuery) {
  const periods = q.period ? [q.period] : (await periodsOf(db, user, def)).slice(0, 1);
  return pageRows(db, user, def, { periods, region: q.region, companyName: q.companyName }, q);
}
