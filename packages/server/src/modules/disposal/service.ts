import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DISPOSAL_RECORD_TYPES, DISPOSAL_STATUS, type DisposalRecordType } from '@risk/shared/disposal';
import { isAdmin, USER_LEVEL } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import { hasPermission } from '@risk/shared/permissions';
import { DISPOSAL_MSG, type DisposalDispatchBody, type DisposalRecordBody } from '@risk/shared/schemas/disposal';
import { ORDER_STATUS } from '@risk/shared/verification';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { disposalInfo, disposalOrder } from '../../db/schema/disposal.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { assertInDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';

export const DISPOSAL_MODULE = '联动处置';

export type DisposalOrder = typeof disposalOrder.$inferSelect;
type DisposalInfo = typeof disposalInfo.$inferSelect;

const COUNT_COLUMN = { talk: 'talkNum', downsizing: 'downsizingNum', server: 'serverNum' } as const satisfies Record<
  DisposalRecordType,
  keyof DisposalOrder
>;
const recordCount = (d: DisposalOrder) => d.talkNum + d.downsizingNum + d.serverNum;

/** What the disposal order copies of the verification order it follows. */
export interface FollowedOrder {
  id: number;
  riskCompanyId: number;
  companyName: string;
  creditCode: string;
  region: string;
  registrationPlace: string | null;
  level: string;
  status: number;
}

/**
 * Keeps the disposal order in step with a rating, inside the rating's transaction (the machine
 * row's `disposal: 'follow'`). 三级 or above (order 7): the case gets its disposal order (once
 * per order), a re-rating updates its level and reopens a finished one. Below (order 8): a
 * disposal with nothing recorded disappears; one with records stays as the case's history and
 * is closed (已办结), as the rating closed the case.
 */
export async function followOrder(tx: Tx, order: FollowedOrder): Promise<void> {
  const [existing] = await tx.select().from(disposalOrder).where(eq(disposalOrder.orderId, order.id)).for('update');
  const now = new Date();
  if (order.status === ORDER_STATUS.DISPOSING) {
    if (!existing) {
      await tx.insert(disposalOrder).values({
        orderId: order.id,
        riskCompanyId: order.riskCompanyId,
        companyName: order.companyName,
        creditCode: order.creditCode,
        region: order.region,
        registrationPlace: order.registrationPlace,
        level: order.level,
      });
      return;
    }
    const reopened =
      existing.status === DISPOSAL_STATUS.FINISHED ? { status: DISPOSAL_STATUS.DISPOSING, finishTime: null } : {};
    await tx
      .update(disposalOrder)
      .set({ level: order.level, ...reopened, updateTime: now })
      .where(eq(disposalOrder.id, existing.id));
    return;
  }
  if (!existing) return;
  if (recordCount(existing) === 0) {
    await tx.delete(disposalOrder).where(eq(disposalOrder.id, existing.id));
    return;
  }
  const closed =
    existing.status === DISPOSAL_STATUS.FINISHED ? {} : { status: DISPOSAL_STATUS.FINISHED, finishTime: now };
  await tx
    .update(disposalOrder)
    .set({ level: order.level, ...closed, updateTime: now })
    .where(eq(disposalOrder.id, existing.id));
}

/** A disposal order the user may see: another district's is as if absent. */
export async function visibleDisposal(db: DbOrTx, user: AuthUser, id: number, lock = false): Promise<DisposalOrder> {
  const query = db.select().from(disposalOrder).where(eq(disposalOrder.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(MSG.notFound);
  assertInDistrict(user, row.region);
  return row;
}

/** Disposal work is the district's: the city (even with the codes) is refused, admin passes. */
function assertDistrictWork(user: AuthUser): void {
  if (!isAdmin(user) && user.level !== USER_LEVEL.DISTRICT) throw forbidden(MSG.forbidden);
}

const recordPermission = (type: DisposalRecordType) => `riskDisposalCounty:${type}` as const;

/** The disposal to record on, locked: visible, district work, the type's permission, not finished. */
async function writableDisposal(
  tx: Tx,
  user: AuthUser,
  id: number,
  types: DisposalRecordType[],
): Promise<DisposalOrder> {
  const disposal = await visibleDisposal(tx, user, id, true);
  assertDistrictWork(user);
  if (types.some((t) => !hasPermission(user, recordPermission(t)))) throw forbidden(MSG.forbidden);
  if (disposal.status === DISPOSAL_STATUS.FINISHED) throw badRequest(DISPOSAL_MSG.finished);
  return disposal;
}

/** Checks a record's fields with its type's schema; the first issue's Chinese message answers a 400. */
function recordFields(
  type: DisposalRecordType,
  input: Record<string, unknown>,
): { recordDate: string; data: Record<string, unknown> } {
  const def = DISPOSAL_RECORD_TYPES[type];
  const parsed = def.schema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MSG.badRequest);
  const data = parsed.data as Record<string, unknown>;
  return { recordDate: data[def.dateField] as string, data };
}

/** The counts change by `delta` per type; status follows: 处置中 with records, 待处置 without. */
async function adjustCounts(
  tx: Tx,
  disposal: DisposalOrder,
  delta: Partial<Record<DisposalRecordType, number>>,
): Promise<void> {
  const after = { ...disposal };
  for (const [type, d] of Object.entries(delta) as [DisposalRecordType, number][]) after[COUNT_COLUMN[type]] += d;
  const status = recordCount(after) > 0 ? DISPOSAL_STATUS.DISPOSING : DISPOSAL_STATUS.PENDING;
  const [updated] = await tx
    .update(disposalOrder)
    .set({
      talkNum: after.talkNum,
      downsizingNum: after.downsizingNum,
      serverNum: after.serverNum,
      status,
      updateTime: new Date(),
    })
    .where(
      and(
        eq(disposalOrder.id, disposal.id),
        inArray(disposalOrder.status, [DISPOSAL_STATUS.PENDING, DISPOSAL_STATUS.DISPOSING]),
      ),
    )
    .returning({ id: disposalOrder.id });
  if (!updated) throw badRequest(DISPOSAL_MSG.finished);
}

export async function addRecord(db: Db, actor: Actor, body: DisposalRecordBody): Promise<DisposalInfo> {
  return db.transaction(async (tx) => {
    const { disposalId, type, ...input } = body;
    const disposal = await writableDisposal(tx, actor.user, disposalId, [type]);
    const fields = recordFields(type, input);
    const [created] = await tx
      .insert(disposalInfo)
      .values({ disposalId, type, ...fields, createBy: actor.user.username })
      .returning();
    await adjustCounts(tx, disposal, { [type]: 1 });
    await recordOperation(tx, actor, {
      module: DISPOSAL_MODULE,
      action: `新增${DISPOSAL_RECORD_TYPES[type].label}记录`,
      target: disposal.companyName,
      newValue: fields.data,
    });
    return created;
  });
}

async function findRecords(tx: DbOrTx, ids: number[]): Promise<DisposalInfo[]> {
  const unique = [...new Set(ids)];
  const rows = await tx.select().from(disposalInfo).where(inArray(disposalInfo.id, unique));
  if (rows.length !== unique.length) throw notFound(MSG.notFound);
  return rows;
}

export async function updateRecord(db: Db, actor: Actor, id: number, input: Record<string, unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    const [record] = await findRecords(tx, [id]);
    const type = record.type as DisposalRecordType;
    const disposal = await writableDisposal(tx, actor.user, record.disposalId, [type]);
    const { type: asked, disposalId: _disposalId, ...rest } = input;
    if (asked !== undefined && asked !== type) throw badRequest(DISPOSAL_MSG.typeMismatch);
    const fields = recordFields(type, rest);
    await tx
      .update(disposalInfo)
      .set({ ...fields, updateTime: new Date() })
      .where(eq(disposalInfo.id, id));
    await recordOperation(tx, actor, {
      module: DISPOSAL_MODULE,
      action: `修改${DISPOSAL_RECORD_TYPES[type].label}记录`,
      target: disposal.companyName,
      oldValue: record.data,
      newValue: fields.data,
    });
  });
}

export async function deleteRecords(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const records = await findRecords(tx, ids);
    for (const disposalId of [...new Set(records.map((r) => r.disposalId))].sort((a, b) => a - b)) {
      const own = records.filter((r) => r.disposalId === disposalId);
      const types = own.map((r) => r.type as DisposalRecordType);
      const disposal = await writableDisposal(tx, actor.user, disposalId, [...new Set(types)]);
      await tx.delete(disposalInfo).where(
        inArray(
          disposalInfo.id,
          own.map((r) => r.id),
        ),
      );
      const delta: Partial<Record<DisposalRecordType, number>> = {};
      for (const t of types) delta[t] = (delta[t] ?? 0) - 1;
      await adjustCounts(tx, disposal, delta);
      await recordOperation(tx, actor, {
        module: DISPOSAL_MODULE,
        action: '删除处置记录',
        target: disposal.companyName,
        oldValue: own.map((r) => ({ type: r.type, ...r.data })),
      });
    }
    return records.length;
  });
}

/**
 * 派发处置 (POST riskDisposalForms): the district sends its disposal order to the departments that
 * work it (the order itself is created by the city's rating). Again before 办结 re-sends it; the
 * operation log keeps every sending.
 */
export async function dispatchDisposal(db: Db, actor: Actor, body: DisposalDispatchBody): Promise<DisposalOrder> {
  return db.transaction(async (tx) => {
    const disposal = await visibleDisposal(tx, actor.user, body.disposalId, true);
    assertDistrictWork(actor.user);
    const now = new Date();
    const [sent] = await tx
      .update(disposalOrder)
      .set({
        dispatchDepartments: body.departments,
        dispatchOpinion: body.opinion ?? null,
        dispatchTime: now,
        dispatchBy: actor.user.nickName,
        updateTime: now,
      })
      .where(and(eq(disposalOrder.id, disposal.id), ne(disposalOrder.status, DISPOSAL_STATUS.FINISHED)))
      .returning();
    if (!sent) throw badRequest(DISPOSAL_MSG.dispatchFinished);
    await recordOperation(tx, actor, {
      module: DISPOSAL_MODULE,
      action: '派发处置',
      target: disposal.companyName,
      oldValue: disposal.dispatchTime
        ? { departments: disposal.dispatchDepartments, opinion: disposal.dispatchOpinion }
        : undefined,
      newValue: { departments: body.departments, opinion: body.opinion ?? null },
    });
    return sent;
  });
}

/**
 * 办结 of the disposal order itself, inside the case's transaction: with at least one record it is
 * 已办结; the case moves the order (已办结, 8) and the company (待存档, 4) along.
 */
export async function finishDisposal(tx: Tx, actor: Actor, id: number): Promise<DisposalOrder> {
  const disposal = await visibleDisposal(tx, actor.user, id, true);
  assertDistrictWork(actor.user);
  if (disposal.status === DISPOSAL_STATUS.FINISHED) throw badRequest(DISPOSAL_MSG.alreadyFinished);
  if (recordCount(disposal) === 0) throw badRequest(DISPOSAL_MSG.finishNeedsRecord);
  const finishTime = new Date();
  const [finished] = await tx
    .update(disposalOrder)
    .set({ status: DISPOSAL_STATUS.FINISHED, finishTime, updateTime: finishTime })
    .where(
      and(
        eq(disposalOrder.id, id),
        inArray(disposalOrder.status, [DISPOSAL_STATUS.PENDING, DISPOSAL_STATUS.DISPOSING]),
      ),
    )
    .returning({ id: disposalOrder.id });
  if (!finished) throw badRequest(DISPOSAL_MSG.alreadyFinished);
  await recordOperation(tx, actor, {
    module: DISPOSAL_MODULE,
    action: '办结',
    target: disposal.companyName,
    oldValue: { status: disposal.status },
    newValue: { status: DISPOSAL_STATUS.FINISHED, finishTime },
  });
  return disposal;
}

/** The latest disposal order of a pool company, or null (the caller checks the company is visible). */
export async function latestDisposalIdOfCompany(db: DbOrTx, riskCompanyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: disposalOrder.id })
    .from(disposalOrder)
    .where(eq(disposalOrder.riskCompanyId, riskCompanyId))
    .orderBy(desc(disposalOrder.id))
    .limit(1);
  return row?.id ?? null;
}

/** The records of a disposal grouped by tab, newest date first; fields spread beside the bookkeeping. */
export async function recordsOf(db: DbOrTx, disposalId: number) {
  const rows = await db
    .select()
    .from(disposalInfo)
    .where(eq(disposalInfo.disposalId, disposalId))
    .orderBy(sql`${disposalInfo.recordDate} desc, ${disposalInfo.id} desc`);
  const grouped: Record<DisposalRecordType, Record<string, unknown>[]> = { talk: [], downsizing: [], server: [] };
  for (const r of rows) {
    const type = r.type as DisposalRecordType;
    grouped[type]?.push({
      ...r.data,
      id: r.id,
      type,
      recordDate: r.recordDate,
      createTime: r.createTime.toISOString(),
    });
  }
  return grouped;
}
