import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { normalizeCompanyName } from '@risk/shared/company';
import { isAdmin, USER_LEVEL } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import {
  DATA_APPLY_MSG,
  DATA_APPLY_STATUS,
  type DataApplyBody,
  type DataApplyQuery,
  type DataApplyReplyBody,
} from '@risk/shared/schemas/dataApply';
import type { DataApplyRow } from '@risk/shared/api/dataApply';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dataApply } from '../../db/schema/dataApply.ts';
import { riskCompany } from '../../db/schema/pool.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { assertInDistrict, districtCondition, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { allOf, nameContains, offsetOf } from '../../platform/http/query.ts';
import { findPoolCompany } from '../pool/service.ts';

export const DATA_APPLY_MODULE = '数据申请';
type Row = typeof dataApply.$inferSelect;

const toRow = (r: Row): DataApplyRow => ({
  id: r.id,
  riskCompanyId: r.riskCompanyId,
  companyName: r.companyName,
  creditCode: r.creditCode,
  region: r.region,
  applyContent: r.applyContent,
  applyReason: r.applyReason,
  status: r.status,
  replyContent: r.replyContent,
  replyBy: r.replyBy,
  replyTime: r.replyTime ? r.replyTime.toISOString() : null,
  createBy: r.createBy,
  createTime: r.createTime.toISOString(),
});

/** The district applies for data on a pool company of its own district (admin may too). */
export async function applyForData(db: Db, actor: Actor, body: DataApplyBody): Promise<DataApplyRow> {
  if (!isAdmin(actor.user) && actor.user.level !== USER_LEVEL.DISTRICT) throw forbidden(DATA_APPLY_MSG.districtOnly);
  return db.transaction(async (tx) => {
    const company = await findPoolCompany(tx, body.riskCompanyId, actor.user);
    const [created] = await tx
      .insert(dataApply)
      .values({
        riskCompanyId: company.id,
        companyName: company.companyName,
        creditCode: company.creditCode,
        region: company.companyRegion ?? actor.user.region ?? '',
        applyContent: body.applyContent,
        applyReason: body.applyReason,
        createBy: actor.user.nickName,
      })
      .returning();
    await recordOperation(tx, actor, {
      module: DATA_APPLY_MODULE,
      action: '申请数据',
      target: company.companyName,
      newValue: { applyContent: body.applyContent, applyReason: body.applyReason },
    });
    return toRow(created);
  });
}

/** The city answers once: the conditional update makes a second answer (or two at once) refused. */
export async function replyToApply(db: Db, actor: Actor, id: number, body: DataApplyReplyBody): Promise<DataApplyRow> {
  if (!isAdmin(actor.user) && actor.user.level === USER_LEVEL.DISTRICT) throw forbidden(DATA_APPLY_MSG.cityOnly);
  return db.transaction(async (tx) => {
    const found = await visibleApply(tx, actor.user, id);
    const now = new Date();
    const [answered] = await tx
      .update(dataApply)
      .set({
        status: body.agree ? DATA_APPLY_STATUS.AGREED : DATA_APPLY_STATUS.REFUSED,
        replyContent: body.replyContent,
        replyBy: actor.user.nickName,
        replyTime: now,
        updateTime: now,
      })
      .where(and(eq(dataApply.id, found.id), eq(dataApply.status, DATA_APPLY_STATUS.PENDING)))
      .returning();
    if (!answered) throw badRequest(DATA_APPLY_MSG.answered);
    await recordOperation(tx, actor, {
      module: DATA_APPLY_MODULE,
      action: body.agree ? '同意数据申请' : '不同意数据申请',
      target: found.companyName,
      oldValue: { status: found.status },
      newValue: { status: answered.status, replyContent: body.replyContent },
    });
    return toRow(answered);
  });
}

async function visibleApply(db: DbOrTx, user: AuthUser, id: number): Promise<Row> {
  const [row] = await db.select().from(dataApply).where(eq(dataApply.id, id));
  if (!row) throw notFound(MSG.notFound);
  assertInDistrict(user, row.region);
  return row;
}

export async function applyById(db: DbOrTx, user: AuthUser, id: number): Promise<DataApplyRow> {
  return toRow(await visibleApply(db, user, id));
}

/** The applications of one pool company, newest first (the company must be visible: another district's is 404). */
export async function appliesOfCompany(db: DbOrTx, user: AuthUser, riskCompanyId: number): Promise<DataApplyRow[]> {
  await findPoolCompany(db, riskCompanyId, user);
  const rows = await db
    .select()
    .from(dataApply)
    .where(and(eq(dataApply.riskCompanyId, riskCompanyId), scopeToDistrict(user, dataApply.region)))
    .orderBy(desc(dataApply.createTime), desc(dataApply.id));
  return rows.map(toRow);
}

/** The paged query: a district sees its own applications, the city all (region filter). */
export async function listApplies(db: DbOrTx, user: AuthUser, q: DataApplyQuery) {
  const where: SQL | undefined = allOf(
    districtCondition(user, dataApply.region, q.region),
    q.companyName ? nameContains(riskCompany.nameNorm, normalizeCompanyName(q.companyName)) : undefined,
    q.status !== undefined ? eq(dataApply.status, q.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ apply: dataApply })
      .from(dataApply)
      .innerJoin(riskCompany, eq(riskCompany.id, dataApply.riskCompanyId))
      .where(where)
      .orderBy(desc(dataApply.createTime), desc(dataApply.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db
      .select({ total: count() })
      .from(dataApply)
      .innerJoin(riskCompany, eq(riskCompany.id, dataApply.riskCompanyId))
      .where(where),
  ]);
  return { rows: rows.map((r) => toRow(r.apply)), total };
}
