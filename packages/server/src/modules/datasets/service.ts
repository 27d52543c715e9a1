import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { BiType, DatasetDef, DatasetRowOf } from '@risk/shared/datasets';
import type { DatasetImportResult } from '@risk/shared/schemas/datasets';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { datasetImport, datasetRow } from '../../db/schema/datasets.ts';
import { districtOf, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { allOf } from '../../platform/http/query.ts';
import { ImportCheck } from '../../platform/excel/import-report.ts';
import { importStreamed } from '../../platform/excel/import-stream.ts';
import type { ImportWork } from '../../platform/jobs/imports.ts';
import { datasetRowCheck, sheetColumns } from './spreadsheet.ts';

export const MODULE = '数据导入';
/** Imports of one data set take turns (advisory lock per biType), so two re-imports of a period cannot interleave. */
const IMPORT_LOCK = 7_160_016;

/**
 * Imports a data set file as it streams (`importStreamed`), in one transaction: each period the
 * file brings is emptied (for a district importer only their district's rows) just before its first
 * rows are written, under a new import record whose counts are set at the end. A refused row
 * answers the whole report and rolls everything back.
 */
export async function importDataset(
  db: Db,
  actor: Actor,
  def: DatasetDef,
  file: { fileName: string; buffer: Buffer },
  work: ImportWork,
): Promise<DatasetImportResult> {
  const own = districtOf(actor.user);
  const check = new ImportCheck();
  const checkRow = datasetRowCheck(def, own, check);
  const created = new Map<string, number>();
  const replaced = new Map<string, number>();
  let importId = 0;
  return importStreamed(db, {
    buffer: file.buffer,
    work,
    columns: sheetColumns(def),
    check,
    table: datasetRow,
    begin: async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, ${def.biType})`);
      importId = await insertImportRecord(tx, actor, def, file.fileName);
    },
    accept: (row) => {
      const checked = checkRow(row);
      if (checked) created.set(checked.period, (created.get(checked.period) ?? 0) + 1);
      return checked;
    },
    write: async (tx, batch) => {
      for (const period of new Set(batch.map((r) => r.period)))
        if (!replaced.has(period)) replaced.set(period, await emptyPeriod(tx, def, period, own));
      await tx.insert(datasetRow).values(
        batch.map(({ rowNo, period, region, data }) => ({
          biType: def.biType,
          importId,
          period,
          region,
          rowNo,
          data,
        })),
      );
    },
    finish: async (tx, rowCount) => {
      const periods = [...created.keys()].sort();
      const replacedRows = [...replaced.values()].reduce((n, r) => n + r, 0);
      await tx.update(datasetImport).set({ periods, rowCount, replacedRows }).where(eq(datasetImport.id, importId));
      await recordOperation(tx, actor, {
        module: MODULE,
        action: `导入${def.name}`,
        target: file.fileName,
        newValue: { biType: def.biType, importId, rows: rowCount, replaced: replacedRows, periods },
      });
      return {
        importId,
        biType: def.biType,
        created: rowCount,
        replaced: replacedRows,
        periods: periods.map((period) => ({ period, created: created.get(period)!, replaced: replaced.get(period)! })),
        refused: [],
      };
    },
  });
}

/** The import's history record, its counts filled in when the file is written. */
async function insertImportRecord(tx: Tx, actor: Actor, def: DatasetDef, fileName: string): Promise<number> {
  const [record] = await tx
    .insert(datasetImport)
    .values({
      biType: def.biType,
      fileName: fileName.slice(0, 200),
      periods: [],
      rowCount: 0,
      createBy: actor.user.username,
      createName: actor.user.nickName,
    })
    .returning({ id: datasetImport.id });
  return record.id;
}

/** Removes a period's rows of earlier imports (a district importer's: their district's only); answers how many. */
async function emptyPeriod(tx: Tx, def: DatasetDef, period: string, own: string | null): Promise<number> {
  const removed = await tx
    .delete(datasetRow)
    .where(
      allOf(
        eq(datasetRow.biType, def.biType),
        eq(datasetRow.period, period),
        own === null ? undefined : eq(datasetRow.region, own),
      ),
    )
    .returning({ id: datasetRow.id });
  return removed.length;
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
