import { count, eq, inArray } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import { POOL_RULES } from '@risk/shared/pool';
import { MONITOR_CONFIG_MSG } from '@risk/shared/schemas/monitor-config';
import type { RiskInfoBody } from '@risk/shared/schemas/riskInfo';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { riskCompany, riskCompanyInfo, riskCompanyInfoFile } from '../../db/schema/pool.ts';
import { assertInDistrict, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { allOf } from '../../platform/http/query.ts';
import { refreshRiskSummary } from '../pool/service.ts';
import { enabledDimensionNames } from '../riskDimension/service.ts';
import { claimFiles, releaseFiles } from '../files/service.ts';
import { attachmentIdsOf } from './attachments.ts';
import { dictBook } from '../dicts/service.ts';
import { RISK_DICT_MSG } from './dictionaries.ts';

const MODULE = '风险信息';

/** Beijing wall-clock text (yyyy-MM-dd[ HH:mm:ss]) as an instant. */
export function beijingInstant(text: string): Date {
  return new Date(text.length === 10 ? `${text}T00:00:00+08:00` : `${text.replace(' ', 'T')}+08:00`);
}

/** The company of a form: it must be a pool company the user may see. */
async function companyOfForm(tx: DbOrTx, user: AuthUser, riskCompanyId: number) {
  const [company] = await tx
    .select({ id: riskCompany.id, region: riskCompany.companyRegion, companyName: riskCompany.companyName })
    .from(riskCompany)
    .where(eq(riskCompany.id, riskCompanyId));
  if (!company) throw badRequest(POOL_RULES.chooseFromDatabase);
  assertInDistrict(user, company.region);
  return company;
}

async function checkCodes(tx: DbOrTx, body: RiskInfoBody, keptDimension?: string | null) {
  if (!(await dictBook(tx, 'risk_dot')).valueOf(body.riskPoint)) throw badRequest(RISK_DICT_MSG.riskPoint);
  if (!(await dictBook(tx, 'risk_category')).valueOf(body.category)) throw badRequest(RISK_DICT_MSG.category);
  // 风险维度 comes from the enabled dimensions; an edit may keep the one it had
  const dimension = body.riskDimensionName || null;
  if (dimension && dimension !== keptDimension && !(await enabledDimensionNames(tx)).includes(dimension))
    throw badRequest(MONITOR_CONFIG_MSG.dimensionNotEnabled);
}

const columnsOf = (body: RiskInfoBody) => ({
  riskCompanyId: body.riskCompanyId,
  riskPoint: body.riskPoint,
  riskDegree: body.riskDegree,
  category: body.category,
  content: body.content,
  riskDimensionName: body.riskDimensionName || null,
  source: body.source || null,
  ...(body.includedTime ? { includedTime: beijingInstant(body.includedTime) } : {}),
});

/** Claims the uploads a form names (each must be the user's own waiting upload) for one information row. */
async function attachFiles(
  tx: Tx,
  user: AuthUser,
  infoId: number,
  riskCompanyId: number,
  files: RiskInfoBody['files'],
) {
  if (files.length === 0) return;
  const stored = await claimFiles(
    tx,
    user,
    files.map((f) => f.id),
    'riskInfo',
  );
  const nameOf = new Map(files.map((f) => [f.id, f.fileName]));
  await tx.insert(riskCompanyInfoFile).values(
    stored.map((f) => ({
      riskCompanyInfoId: infoId,
      riskCompanyId,
      fileName: nameOf.get(f.id) ?? f.fileName,
      fileId: f.id,
      size: f.size,
    })),
  );
}

export async function createRiskInfo(ctx: AppContext, actor: Actor, body: RiskInfoBody) {
  return ctx.db.transaction(async (tx) => {
    const company = await companyOfForm(tx, actor.user, body.riskCompanyId);
    await checkCodes(tx, body);
    const [row] = await tx
      .insert(riskCompanyInfo)
      .values({ ...columnsOf(body), createBy: actor.user.username })
      .returning();
    await attachFiles(tx, actor.user, row.id, company.id, body.files);
    await refreshRiskSummary(tx, [company.id]);
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '新增风险信息',
      target: company.companyName,
      newValue: body,
    });
    return row.id;
  });
}

async function scopedInfo(tx: DbOrTx, user: AuthUser, id: number) {
  const [row] = await tx
    .select({ info: riskCompanyInfo, region: riskCompany.companyRegion })
    .from(riskCompanyInfo)
    .innerJoin(riskCompany, eq(riskCompany.id, riskCompanyInfo.riskCompanyId))
    .where(allOf(eq(riskCompanyInfo.id, id), scopeToDistrict(user, riskCompany.companyRegion)))
    .for('update', { of: riskCompanyInfo });
  if (!row) throw notFound(MSG.notFound);
  return row.info;
}

export async function updateRiskInfo(ctx: AppContext, actor: Actor, id: number, body: RiskInfoBody) {
  await ctx.db.transaction(async (tx) => {
    const old = await scopedInfo(tx, actor.user, id);
    const company = await companyOfForm(tx, actor.user, body.riskCompanyId);
    await checkCodes(tx, body, old.riskDimensionName);
    await tx
      .update(riskCompanyInfo)
      .set({ ...columnsOf(body), updateTime: new Date() })
      .where(eq(riskCompanyInfo.id, id));
    const kept = new Set(body.files.map((f) => f.id));
    const current = await tx.select().from(riskCompanyInfoFile).where(eq(riskCompanyInfoFile.riskCompanyInfoId, id));
    const gone = current.filter((f) => !kept.has(f.fileId));
    if (gone.length)
      await tx.delete(riskCompanyInfoFile).where(
        inArray(
          riskCompanyInfoFile.id,
          gone.map((f) => f.id),
        ),
      );
    const known = new Set(current.map((f) => f.fileId));
    await releaseFiles(
      tx,
      gone.map((f) => f.fileId),
    );
    await attachFiles(
      tx,
      actor.user,
      id,
      company.id,
      body.files.filter((f) => !known.has(f.id)),
    );
    if (old.riskCompanyId !== company.id)
      await tx
        .update(riskCompanyInfoFile)
        .set({ riskCompanyId: company.id })
        .where(eq(riskCompanyInfoFile.riskCompanyInfoId, id));
    await refreshRiskSummary(tx, [...new Set([old.riskCompanyId, company.id])]);
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '编辑风险信息',
      target: company.companyName,
      oldValue: old,
      newValue: body,
    });
  });
}

export async function deleteRiskInfos(ctx: AppContext, actor: Actor, ids: number[]) {
  await ctx.db.transaction(async (tx) => {
    const rows = [];
    for (const id of new Set(ids)) rows.push(await scopedInfo(tx, actor.user, id));
    const files = await attachmentIdsOf(tx, ids);
    await tx.delete(riskCompanyInfo).where(inArray(riskCompanyInfo.id, ids));
    await releaseFiles(tx, files);
    await refreshRiskSummary(tx, [...new Set(rows.map((r) => r.riskCompanyId))]);
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '删除风险信息',
      target: `${rows.length} 条`,
      oldValue: rows,
    });
  });
}

/** How many information rows a company has per risk point, keyed by the risk point's label (for the company detail). */
export async function riskPointCounts(db: DbOrTx, riskCompanyId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ riskPoint: riskCompanyInfo.riskPoint, n: count() })
    .from(riskCompanyInfo)
    .where(eq(riskCompanyInfo.riskCompanyId, riskCompanyId))
    .groupBy(riskCompanyInfo.riskPoint);
  const book = await dictBook(db, 'risk_dot');
  const labels = new Map<string, number>();
  for (const r of rows) {
    const label = book.labelOf(r.riskPoint) ?? r.riskPoint;
    labels.set(label, (labels.get(label) ?? 0) + r.n);
  }
  return labels;
}
