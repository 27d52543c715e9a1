import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { BiType, DatasetDef, DatasetRowOf } from '@risk/shared/datasets';
import type { DatasetImportResult } from '@risk/shared/schemas/datasets';
import type { Db, DbOrTx } from '../../db/client.ts';
import { datasetImport, datasetRow } from '../../db/schema/datasets.ts';
import { insertBatches } from '../../db/insert-batches.ts';
import { districtOf, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { allOf } from '../../platform/http/query.ts';
import { checkDatasetFile } from './spreadsheet.ts';

export const MODULE = '数据导入';
/** Imports of one data set take turns (advisory lock per biType), so two re-imports of a period cannot interleave. */
const IMPORT_LOCK = 7_160_016;

/**
 * Imports a data set file: every row checked first (400 with the row-by-row report, nothing
 * written), then in one transaction the periods it contains are emptied (for a district importer
 * only their district's rows) and the file's rows written under a new import record.
 */
export async function importDataset(
  db: Db,
  actor: Actor,
  def: DatasetDef,
  file: { fileName: string; buffer: Buffer },
): Promise<DatasetImportResult> {
  const own = districtOf(actor.user);
  const rows = await checkDatasetFile(def, file.buffer, own);
  const periods = [...new Set(rows.map((r) => r.period))].sort();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, ${def.biType})`);
    const removed = await tx
      .delete(datasetRow)
      .where(
        allOf(
          eq(datasetRow.biType, def.biType),
          inArray(datasetRow.period, periods),
          own === null ? undefined : eq(datasetRow.region, own),
        ),
      )
      .returning({ period: datasetRow.period });
    const [batch] = await tx
      .insert(datasetImport)
      .values({
        biType: def.biType,
        fileName: file.fileName.slice(0, 200),
        periods,
        rowCount: rows.length,
        replacedRows: removed.length,
        createBy: actor.user.username,
        createName: actor.user.nickName,
      })
      .returning({ id: datasetImport.id });
    for (const slice of insertBatches(datasetRow, rows))
      await tx.insert(datasetRow).values(
        slice.map((r) => ({
          biType: def.biType,
          importId: batch.id,
          period: r.period,
          region: r.region,
          rowNo: r.rowNo,
          data: r.data,
        })),
      );
    const perPeriod = periods.map((period) => ({
      period,
      created: rows.filter((r) => r.period === period).length,
      replaced: removed.filter((r) => r.period === period).length,
    }));
    await recordOperation(tx, actor, {
      module: MODULE,
      action: `导入${def.name}`,
      target: file.fileName,
      newValue: { biType: def.biType, importId: batch.id, rows: rows.length, replaced: removed.length, periods },
    });
    return {
      importId: batch.id,
      biType: def.biType,
      created: rows.length,
      replaced: removed.length,
      periods: perPeriod,
      refused: [],
    };
  });
}

/** The district condition of a data set's rows for a user (district data sets only). */
export function rowScope(user: AuthUser, def: Pick<DatasetDef, 'districtKey'>) {
  return def.districtKey ? scopeToDistrict(user, datasetRow.region) : undefined;
}

/** The periods of a data set the user can read, newest first. */
export async function periodsOf(db: DbOrTx, user: AuthUser, def: DatasetDef): Promise<string[]> {
  const rows = await db
    .selectDistinct({ period: datasetRow.period })
    .from(datasetRow)
    .where(allOf(eq(datasetRow.biType, def.biType), rowScope(user, def)))
    .orderBy(desc(datasetRow.period));
  return rows.map((r) => r.period);
}

export interface StoredRow<B extends BiType> {
  id: number;
  period: string;
  region: string | null;
  data: DatasetRowOf<B>;
}

/**
 * The rows of a data set in the user's scope, for some periods (all when omitted), in file
 * order: the typed read other modules (dashboards, big screens) use instead of the tables.
 */
export async function rowsOf<B extends BiType>(
  db: DbOrTx,
  user: AuthUser,
  def: DatasetDef & { biType: B },
  periods?: readonly string[],
  region?: string,
): Promise<StoredRow<B>[]> {
  if (periods && periods.length === 0) return [];
  const rows = await db
    .select({ id: datasetRow.id, period: datasetRow.period, region: datasetRow.region, data: datasetRow.data })
    .from(datasetRow)
    .where(
      allOf(
        eq(datasetRow.biType, def.biType),
        periods ? inArray(datasetRow.period, [...periods]) : undefined,
        rowScope(user, def),
        region && def.districtKey ? eq(datasetRow.region, region) : undefined,
      ),
    )
    .orderBy(datasetRow.period, datasetRow.importId, datasetRow.rowNo);
  return rows as unknown as StoredRow<B>[];
}

/** Is the requested period one the data set has for this user? Else the latest one (or undefined: nothing imported). */
export async function periodOrLatest(
  db: DbOrTx,
  user: AuthUser,
  def: DatasetDef,
  requested: string | undefined,
): Promise<{ period: string | undefined; periods: string[] }> {
  const periods = await periodsOf(db, user, def);
  if (requested) return { period: periods.includes(requested) ? requested : undefined, periods };
  return { period: periods[0], periods };
}
