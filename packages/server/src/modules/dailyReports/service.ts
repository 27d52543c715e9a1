import { DAILY_REPORT_SORT_FIELDS, type DailyReportRow } from '@risk/shared/api/content';
import { eq, inArray } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import type { DailyBody, DailyQuery } from '@risk/shared/schemas/content';
import type { Db, DbOrTx } from '../../db/client.ts';
import { specialDaily, storedFile } from '../../db/schema/content.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { notFound } from '../../platform/http/errors.ts';
import { allOf, inRange, offsetOf, orderBy, textContains, type SortColumns } from '../../platform/http/query.ts';
import { documentFile } from '../documents/service.ts';
import { claimFiles, releaseFiles, replaceFile, type LoadedFile } from '../files/service.ts';
import { countRows } from '../../db/row-count.ts';

const MODULE = '专报日报';

const columns = {
  id: specialDaily.id,
  title: specialDaily.title,
  uploadTime: specialDaily.uploadTime,
  fileId: specialDaily.fileId,
  fileName: storedFile.fileName,
  size: storedFile.size,
  createBy: specialDaily.createBy,
  createTime: specialDaily.createTime,
};
type Selected = Omit<DailyReportRow, 'createTime' | 'uploadTime'> & { createTime: Date; uploadTime: Date };
const toRow = (r: Selected): DailyReportRow => ({
  ...r,
  uploadTime: r.uploadTime.toISOString(),
  createTime: r.createTime.toISOString(),
});

/** A Beijing day or date-time as an instant; omitted means now. */
const uploadInstant = (text: string | null | undefined) =>
  text ? new Date(text.length === 10 ? `${text}T00:00:00+08:00` : `${text.replace(' ', 'T')}+08:00`) : new Date();

export async function listDaily(db: DbOrTx, q: DailyQuery) {
  const where = allOf(
    q.title ? textContains(specialDaily.title, q.title) : undefined,
    inRange(specialDaily.uploadTime, q.uploadTime),
  );
  const order = orderBy(
    q.sort,
    {
      uploadTime: specialDaily.uploadTime,
      createTime: specialDaily.createTime,
      title: specialDaily.title,
    } satisfies SortColumns<typeof DAILY_REPORT_SORT_FIELDS>,
    'uploadTime,DESC',
    specialDaily.id,
  );
  const rows = await db
    .select(columns)
    .from(specialDaily)
    .leftJoin(storedFile, eq(storedFile.id, specialDaily.fileId))
    .where(where)
    .orderBy(...order)
    .limit(q.size)
    .offset(offsetOf(q));
  const n = await countRows(db, specialDaily, where);
  return { rows: rows.map(toRow), total: n };
}

export async function findDaily(db: DbOrTx, id: number): Promise<DailyReportRow> {
  const [row] = await db
    .select(columns)
    .from(specialDaily)
    .leftJoin(storedFile, eq(storedFile.id, specialDaily.fileId))
    .where(eq(specialDaily.id, id));
  if (!row) throw notFound(MSG.notFound);
  return toRow(row);
}

async function lock(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(specialDaily).where(eq(specialDaily.id, id)).for('update');
  if (!row) throw notFound(MSG.notFound);
  return row;
}

export async function createDaily(db: Db, actor: Actor, body: DailyBody) {
  return db.transaction(async (tx) => {
    if (body.fileId) await claimFiles(tx, actor.user, [body.fileId], 'specialDaily');
    const [row] = await tx
      .insert(specialDaily)
      .values({
        title: body.title,
        uploadTime: uploadInstant(body.uploadTime),
        fileId: body.fileId ?? null,
        createBy: actor.user.username,
      })
      .returning();
    await recordOperation(tx, actor, { module: MODULE, action: '新增专报日报', target: body.title, newValue: row });
    return row.id;
  });
}

export async function updateDaily(db: Db, actor: Actor, id: number, body: DailyBody) {
  await db.transaction(async (tx) => {
    const old = await lock(tx, id);
    const fileId = await replaceFile(tx, actor.user, old.fileId, body.fileId, 'specialDaily');
    const [row] = await tx
      .update(specialDaily)
      .set({
        title: body.title,
        uploadTime: body.uploadTime ? uploadInstant(body.uploadTime) : old.uploadTime,
        fileId,
        updateTime: new Date(),
      })
      .where(eq(specialDaily.id, id))
      .returning();
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '编辑专报日报',
      target: body.title,
      oldValue: old,
      newValue: row,
    });
  });
}

export async function deleteDaily(db: Db, actor: Actor, ids: number[]) {
  await db.transaction(async (tx) => {
    const rows = [];
    for (const id of new Set(ids)) rows.push(await lock(tx, id));
    await tx.delete(specialDaily).where(
      inArray(
        specialDaily.id,
        rows.map((r) => r.id),
      ),
    );
    await releaseFiles(
      tx,
      rows.map((r) => r.fileId),
    );
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '删除专报日报',
      target: rows.map((r) => r.title).join('、'),
      oldValue: rows,
    });
  });
}

export async function openDailyFile(db: DbOrTx, id: number): Promise<LoadedFile> {
  return documentFile(db, (await findDaily(db, id)).fileId, 'specialDaily');
}
