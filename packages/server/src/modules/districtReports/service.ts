import { DISTRICT_REPORT_SORT_FIELDS, type DistrictReportRow } from '@risk/shared/api/content';
import { eq, inArray } from 'drizzle-orm';
import { DISTRICT_NAMES } from '@risk/shared/districts';
import { FILE_MSG } from '@risk/shared/files';
import { MSG } from '@risk/shared/messages';
import type { DistrictReportBody, DistrictReportQuery } from '@risk/shared/schemas/content';
import type { Db, DbOrTx } from '../../db/client.ts';
import { districtReport, storedFile } from '../../db/schema/content.ts';
import { assertInDistrict, districtCondition, districtOf, NO_DISTRICT } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { allOf, offsetOf, orderBy, textContains, type SortColumns } from '../../platform/http/query.ts';
import { documentFile } from '../documents/service.ts';
import { claimFiles, releaseFiles, replaceFile, type LoadedFile } from '../files/service.ts';
import { countRows } from '../../db/row-count.ts';

const MODULE = '区县报告';
export const DISTRICT_REPORT_MSG = {
  region: `区县${MSG.required}`,
  unknownRegion: '区县不在字典“区县”（global_regoin）中',
  noDistrict: '当前账号未关联区县，不能上传区县报告',
} as const;

const columns = {
  id: districtReport.id,
  reportName: districtReport.reportName,
  region: districtReport.region,
  year: districtReport.year,
  fileId: districtReport.fileId,
  fileName: storedFile.fileName,
  size: storedFile.size,
  createBy: districtReport.createBy,
  createTime: districtReport.createTime,
};
type Selected = Omit<DistrictReportRow, 'createTime'> & { createTime: Date };
const toRow = (r: Selected): DistrictReportRow => ({ ...r, createTime: r.createTime.toISOString() });

export async function listDistrictReports(db: DbOrTx, user: AuthUser, q: DistrictReportQuery) {
  const where = allOf(
    districtCondition(user, districtReport.region, q.region),
    q.reportName ? textContains(districtReport.reportName, q.reportName) : undefined,
    q.year === undefined ? undefined : eq(districtReport.year, q.year),
  );
  const order = orderBy(
    q.sort,
    {
      createTime: districtReport.createTime,
      year: districtReport.year,
      reportName: districtReport.reportName,
      region: districtReport.region,
    } satisfies SortColumns<typeof DISTRICT_REPORT_SORT_FIELDS>,
    'createTime,DESC',
    districtReport.id,
  );
  const rows = await db
    .select(columns)
    .from(districtReport)
    .leftJoin(storedFile, eq(storedFile.id, districtReport.fileId))
    .where(where)
    .orderBy(...order)
    .limit(q.size)
    .offset(offsetOf(q));
  const n = await countRows(db, districtReport, where);
  return { rows: rows.map(toRow), total: n };
}

export async function findDistrictReport(db: DbOrTx, user: AuthUser, id: number): Promise<DistrictReportRow> {
  const [row] = await db
    .select(columns)
    .from(districtReport)
    .leftJoin(storedFile, eq(storedFile.id, districtReport.fileId))
    .where(eq(districtReport.id, id));
  if (!row) throw notFound(MSG.notFound);
  assertInDistrict(user, row.region);
  return toRow(row);
}

/** A district user's report is always their own district's; the city and operations name one. */
function regionFor(user: AuthUser, requested: string | null | undefined): string {
  const own = districtOf(user);
  if (own === NO_DISTRICT) throw badRequest(DISTRICT_REPORT_MSG.noDistrict);
  if (own !== null) return own;
  if (!requested) throw badRequest(DISTRICT_REPORT_MSG.region);
  if (!(DISTRICT_NAMES as readonly string[]).includes(requested)) throw badRequest(DISTRICT_REPORT_MSG.unknownRegion);
  return requested;
}

async function lockVisible(tx: DbOrTx, user: AuthUser, id: number) {
  const [row] = await tx.select().from(districtReport).where(eq(districtReport.id, id)).for('update');
  if (!row) throw notFound(MSG.notFound);
  assertInDistrict(user, row.region);
  return row;
}

export async function createDistrictReport(db: Db, actor: Actor, body: DistrictReportBody) {
  const region = regionFor(actor.user, body.region);
  return db.transaction(async (tx) => {
    if (body.fileId) await claimFiles(tx, actor.user, [body.fileId], 'districtReport');
    const [row] = await tx
      .insert(districtReport)
      .values({
        reportName: body.reportName,
        region,
        year: body.year,
        fileId: body.fileId ?? null,
        createBy: actor.user.username,
      })
      .returning();
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '新增区县报告',
      target: body.reportName,
      newValue: row,
    });
    return row.id;
  });
}

export async function updateDistrictReport(db: Db, actor: Actor, id: number, body: DistrictReportBody) {
  await db.transaction(async (tx) => {
    const old = await lockVisible(tx, actor.user, id);
    const region = regionFor(actor.user, body.region ?? old.region);
    const fileId = await replaceFile(tx, actor.user, old.fileId, body.fileId, 'districtReport');
    const [row] = await tx
      .update(districtReport)
      .set({ reportName: body.reportName, region, year: body.year, fileId, updateTime: new Date() })
      .where(eq(districtReport.id, id))
      .returning();
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '编辑区县报告',
      target: body.reportName,
      oldValue: old,
      newValue: row,
    });
  });
}

/** DELETE /path: removes a report's file and keeps the report (its download then shows a notice). */
export async function removeDistrictReportFile(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const old = await lockVisible(tx, actor.user, id);
    if (!old.fileId) throw badRequest(FILE_MSG.noDownload);
    await tx.update(districtReport).set({ fileId: null, updateTime: new Date() }).where(eq(districtReport.id, id));
    await releaseFiles(tx, [old.fileId]);
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '移除区县报告文件',
      target: old.reportName,
      oldValue: old,
    });
  });
}

export async function deleteDistrictReports(db: Db, actor: Actor, ids: number[]) {
  await db.transaction(async (tx) => {
    const rows = [];
    for (const id of new Set(ids)) rows.push(await lockVisible(tx, actor.user, id));
    await tx.delete(districtReport).where(
      inArray(
        districtReport.id,
        rows.map((r) => r.id),
      ),
    );
    await releaseFiles(
      tx,
      rows.map((r) => r.fileId),
    );
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '删除区县报告',
      target: rows.map((r) => r.reportName).join('、'),
      oldValue: rows,
    });
  });
}

export async function openDistrictReportFile(db: DbOrTx, user: AuthUser, id: number): Promise<LoadedFile> {
  return documentFile(db, (await findDistrictReport(db, user, id)).fileId, 'districtReport');
}
