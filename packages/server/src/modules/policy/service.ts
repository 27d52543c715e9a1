import { POLICY_SORT_FIELDS, type PolicyRow } from '@risk/shared/api/content';
import { asc, eq, inArray } from 'drizzle-orm';
import { DOCUMENT_KINDS } from '@risk/shared/files';
import { MSG } from '@risk/shared/messages';
import type { PolicyFields, PolicyQuery } from '@risk/shared/schemas/content';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { policy, policyFile, storedFile } from '../../db/schema/content.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { allOf, inRange, offsetOf, orderBy, textContains, type SortColumns } from '../../platform/http/query.ts';
import { dictValues } from '../dicts/service.ts';
import {
  checkIncoming,
  claimFiles,
  loadFile,
  releaseFiles,
  storeFile,
  type IncomingFile,
  type LoadedFile,
} from '../files/service.ts';
import { countRows } from '../../db/row-count.ts';

const MODULE = '政策';
export const POLICY_MSG = {
  type: '政策类型不在字典“政策类型”（policy_type）中',
  noFile: '请上传政策文件',
  tooManyFiles: '附件最多10个',
} as const;
const MAX_FILES = 10;

type PolicyRecord = typeof policy.$inferSelect;

async function filesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, PolicyRow['files']>();
  const rows = await db
    .select({
      policyId: policyFile.policyId,
      fileId: policyFile.fileId,
      fileName: storedFile.fileName,
      size: storedFile.size,
    })
    .from(policyFile)
    .innerJoin(storedFile, eq(storedFile.id, policyFile.fileId))
    .where(inArray(policyFile.policyId, ids))
    .orderBy(asc(policyFile.sort));
  const out = new Map<number, PolicyRow['files']>();
  for (const r of rows) {
    const list = out.get(r.policyId) ?? [];
    list.push({ fileId: r.fileId, fileName: r.fileName, size: r.size });
    out.set(r.policyId, list);
  }
  return out;
}

const toRow = (p: PolicyRecord, files: PolicyRow['files']): PolicyRow => ({
  id: p.id,
  title: p.title,
  summary: p.summary,
  type: p.type,
  uploadTime: p.uploadTime.toISOString(),
  createBy: p.createBy,
  files,
});

export async function listPolicies(db: DbOrTx, q: PolicyQuery) {
  const where = allOf(
    q.title ? textContains(policy.title, q.title) : undefined,
    q.type ? eq(policy.type, q.type) : undefined,
    inRange(policy.uploadTime, q.uploadTime),
  );
  const order = orderBy(
    q.sort,
    { uploadTime: policy.uploadTime, title: policy.title, createTime: policy.createTime } satisfies SortColumns<
      typeof POLICY_SORT_FIELDS
    >,
    'uploadTime,DESC',
    policy.id,
  );
  const rows = await db
    .select()
    .from(policy)
    .where(where)
    .orderBy(...order)
    .limit(q.size)
    .offset(offsetOf(q));
  const n = await countRows(db, policy, where);
  const files = await filesOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => toRow(r, files.get(r.id) ?? [])), total: n };
}

export async function findPolicy(db: DbOrTx, id: number): Promise<PolicyRow> {
  const [row] = await db.select().from(policy).where(eq(policy.id, id));
  if (!row) throw notFound(MSG.notFound);
  return toRow(row, (await filesOf(db, [id])).get(id) ?? []);
}

async function checkType(tx: DbOrTx, type: string) {
  if (!(await dictValues(tx, 'policy_type')).includes(type)) throw badRequest(POLICY_MSG.type);
}

/** Checks every file of the form before anything is written: one bad file refuses the whole form. */
function checkFiles(ctx: AppContext, files: IncomingFile[]) {
  return files.map((f) => ({ file: f, checked: checkIncoming(f, DOCUMENT_KINDS, ctx.config) }));
}

async function linkFiles(tx: DbOrTx, policyId: number, fileIds: string[], firstSort: number) {
  if (fileIds.length === 0) return;
  await tx.insert(policyFile).values(fileIds.map((fileId, i) => ({ policyId, fileId, sort: firstSort + i })));
}

/** 新增政策: the form's files (multipart parts, or uploads named by id) are stored with it in one transaction. */
export async function createPolicy(ctx: AppContext, actor: Actor, fields: PolicyFields, incoming: IncomingFile[]) {
  const files = checkFiles(ctx, incoming);
  if (files.length + fields.fileIds.length === 0) throw badRequest(POLICY_MSG.noFile);
  if (files.length + fields.fileIds.length > MAX_FILES) throw badRequest(POLICY_MSG.tooManyFiles);
  return ctx.db.transaction(async (tx) => {
    await checkType(tx, fields.type);
    const [row] = await tx
      .insert(policy)
      .values({ title: fields.title, summary: fields.summary, type: fields.type, createBy: actor.user.username })
      .returning();
    const claimed = await claimFiles(tx, actor.user, fields.fileIds, 'policy');
    const stored = [];
    for (const f of files) stored.push(await storeFile(tx, actor.user, f.file, f.checked, 'policy'));
    await linkFiles(
      tx,
      row.id,
      [...claimed, ...stored].map((f) => f.id),
      0,
    );
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '新增政策',
      target: fields.title,
      newValue: { ...fields, files: [...claimed, ...stored].map((f) => f.fileName) },
    });
    return row.id;
  });
}

/** 编辑政策: `fileIds` names the saved files to keep (and uploads to add); new parts are added; the rest are removed. */
export async function updatePolicy(
  ctx: AppContext,
  actor: Actor,
  id: number,
  fields: PolicyFields,
  incoming: IncomingFile[],
) {
  const files = checkFiles(ctx, incoming);
  await ctx.db.transaction(async (tx) => {
    const [old] = await tx.select().from(policy).where(eq(policy.id, id)).for('update');
    if (!old) throw notFound(MSG.notFound);
    await checkType(tx, fields.type);
    const current = (await filesOf(tx, [id])).get(id) ?? [];
    const currentIds = new Set(current.map((f) => f.fileId));
    const wanted = new Set(fields.fileIds);
    const kept = current.filter((f) => wanted.has(f.fileId));
    const added = fields.fileIds.filter((fid) => !currentIds.has(fid));
    if (kept.length + added.length + files.length === 0) throw badRequest(POLICY_MSG.noFile);
    if (kept.length + added.length + files.length > MAX_FILES) throw badRequest(POLICY_MSG.tooManyFiles);
    await releaseFiles(
      tx,
      current.filter((f) => !wanted.has(f.fileId)).map((f) => f.fileId),
    );
    await tx
      .update(policy)
      .set({ title: fields.title, summary: fields.summary, type: fields.type, updateTime: new Date() })
      .where(eq(policy.id, id));
    const claimed = await claimFiles(tx, actor.user, added, 'policy');
    const stored = [];
    for (const f of files) stored.push(await storeFile(tx, actor.user, f.file, f.checked, 'policy'));
    await linkFiles(
      tx,
      id,
      [...claimed, ...stored].map((f) => f.id),
      current.length,
    );
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '编辑政策',
      target: fields.title,
      oldValue: { ...old, files: current.map((f) => f.fileName) },
      newValue: { ...fields, files: [...kept, ...claimed, ...stored].map((f) => f.fileName) },
    });
  });
}

export async function deletePolicies(ctx: AppContext, actor: Actor, ids: number[]) {
  await ctx.db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await tx.select().from(policy).where(inArray(policy.id, unique)).for('update');
    if (rows.length !== unique.length) throw notFound(MSG.notFound);
    const files = await filesOf(tx, unique);
    await tx.delete(policy).where(inArray(policy.id, unique));
    await releaseFiles(
      tx,
      [...files.values()].flat().map((f) => f.fileId),
    );
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '删除政策',
      target: rows.map((r) => r.title).join('、'),
      oldValue: rows,
    });
  });
}

/** A policy's file for download: only a file some policy holds. */
export async function openPolicyFile(db: DbOrTx, fileId: string): Promise<LoadedFile> {
  const [link] = await db.select().from(policyFile).where(eq(policyFile.fileId, fileId));
  if (!link) throw notFound(MSG.notFound);
  return loadFile(db, fileId, 'policy');
}
