import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizeCompanyName, maskPhone } from '@risk/shared/company';
import { DISPOSAL_LEVELS } from '@risk/shared/order-machine';
import { MSG } from '@risk/shared/messages';
import { COMPANY_STATUS, INFO_STATUS, POOL_RULES, focusFieldFor } from '@risk/shared/pool';
import { POOL_MSG, type MatchingResult, type PoolCreateBody, type PoolUpdateBody } from '@risk/shared/schemas/pool';
import { ORDER_NOT_TAKEN, ORDER_STATUS, UNRATED, type WarningLevel } from '@risk/shared/verification';
import type { evaluationBody } from '@risk/shared/disposal';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { riskCompany, riskCompanyEvaluation } from '../../db/schema/pool.ts';
import { verificationOrder } from '../../db/schema/verification.ts';
import { assertInDistrict, districtOf, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, isUniqueViolation, notFound } from '../../platform/http/errors.ts';
import { dictValues } from '../dicts/service.ts';
import { findRegistryMatch } from '../registry/service.ts';
import { markOrderArchived } from '../verification/actions/service.ts';
import { findPoolCompany, lockPoolCompanies, riskInfoSums, type PoolCompany } from './queries.ts';

export { findPoolCompany, riskInfoSums };

export const POOL_MODULE = '风险企业库';

/** What the operation log keeps of a company: phones masked, as everywhere outside the phone reveal. */
export function snapshot(c: PoolCompany) {
  return {
    companyName: c.companyName,
    creditCode: c.creditCode,
    registrationPlace: c.registrationPlace,
    companyRegion: c.companyRegion,
    status: c.status,
    isMatch: c.isMatch,
    focus: c.focus,
    cityFocus: c.cityFocus,
    specialFollow: c.specialFollow,
    legalPerson: c.legalPerson,
    legalPersonPhone: maskPhone(c.legalPersonPhone),
    contacts: c.contacts,
    contactsPhone: maskPhone(c.contactsPhone),
    remark: c.remark,
  };
}

/** Registration place and dispatch district are `global_regoin` values; a district user keeps companies in their own district. */
async function assertRegions(
  tx: DbOrTx,
  user: AuthUser,
  fields: { registrationPlace?: string | null; companyRegion?: string | null },
) {
  const given = [fields.registrationPlace, fields.companyRegion].filter((v): v is string => !!v);
  if (given.length > 0) {
    const known = new Set(await dictValues(tx, 'global_regoin'));
    if (given.some((v) => !known.has(v))) throw badRequest(POOL_MSG.regionUnknown);
  }
  const own = districtOf(user);
  if (own !== null && fields.companyRegion !== undefined && fields.companyRegion !== own)
    throw badRequest(POOL_MSG.outsideDistrict);
}

/**
 * Recomputes what the pool shows of a company's risk information: count, distinct categories,
 * and the latest row's point, degree, dimension and inclusion time. The risk-information service
 * calls it inside its own transactions.
 */
export async function refreshRiskSummary(tx: DbOrTx, riskCompanyIds: number[]): Promise<void> {
  const ids = [...new Set(riskCompanyIds)];
  if (ids.length === 0) return;
  await tx.execute(sql`
    update risk_company c set
      risk_info_count = s.cnt, type = s.types, risk_point = s.risk_point, risk_degree = s.risk_degree,
      risk_dimension_name = s.risk_dimension_name, included_time = coalesce(s.included_time, c.included_time), update_time = now()
    from (
      select ids.id,
        (select count(*)::int from risk_company_info i where i.risk_company_id = ids.id) as cnt,
        (select string_agg(distinct i.category, ',' order by i.category) from risk_company_info i where i.risk_company_id = ids.id) as types,
        l.risk_point, l.risk_degree, l.risk_dimension_name, l.included_time
      from unnest(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]) as ids(id)
      left join lateral (
        select i.risk_point, i.risk_degree, i.risk_dimension_name, i.included_time from risk_company_info i
        where i.risk_company_id = ids.id order by i.included_time desc, i.id desc limit 1
      ) l on true
    ) s
    where c.id = s.id`);
}

export async function createCompany(db: Db, actor: Actor, body: PoolCreateBody): Promise<PoolCompany> {
  return db.transaction(async (tx) => {
    const match = await findRegistryMatch(tx, body.creditCode, body.companyName ?? '');
    if (!match || match.creditCode !== body.creditCode) throw badRequest(POOL_RULES.chooseFromDatabase);
    const own = districtOf(actor.user);
    const companyRegion = body.companyRegion ?? own ?? null;
    await assertRegions(tx, actor.user, { registrationPlace: body.registrationPlace, companyRegion });
    const [taken] = await tx
      .select({ id: riskCompany.id })
      .from(riskCompany)
      .where(eq(riskCompany.creditCode, body.creditCode));
    if (taken) throw badRequest(POOL_MSG.alreadyInPool);
    const created = await tx
      .insert(riskCompany)
      .values({
        companyName: match.companyName,
        nameNorm: normalizeCompanyName(match.companyName),
        creditCode: match.creditCode,
        registrationPlace: body.registrationPlace ?? match.registrationPlace,
        companyRegion,
        userAddRegion: own,
        legalPerson: body.legalPerson ?? match.legalPerson,
        legalPersonPhone: body.legalPersonPhone ?? match.legalPersonPhone,
        contacts: body.contacts ?? null,
        contactsPhone: body.contactsPhone ?? null,
        remark: body.remark ?? null,
        status: COMPANY_STATUS.NOT_PUSHED,
        isMatch: true,
        createBy: actor.user.username,
      })
      .returning()
      .catch((err) => {
        if (isUniqueViolation(err)) throw badRequest(POOL_MSG.alreadyInPool);
        throw err;
      });
    await recordOperation(tx, actor, {
      module: POOL_MODULE,
      action: '新增企业',
      target: match.companyName,
      newValue: snapshot(created[0]),
    });
    return created[0];
  });
}

/**
 * Once pushed, the order goes where the company's dispatch district says: it follows a change
 * while the district has not taken it; after that the district is fixed.
 */
async function moveOrderRegion(tx: Tx, company: PoolCompany, region: string): Promise<void> {
  if (company.status === COMPANY_STATUS.NOT_PUSHED) return;
  const orders = await tx
    .select({ id: verificationOrder.id, status: verificationOrder.status })
    .from(verificationOrder)
    .where(eq(verificationOrder.riskCompanyId, company.id))
    .for('update');
  if (orders.some((o) => !(ORDER_NOT_TAKEN as readonly number[]).includes(o.status)))
    throw badRequest(POOL_MSG.regionTaken);
  if (orders.length === 0) return;
  await tx
    .update(verificationOrder)
    .set({ region, updateTime: new Date() })
    .where(
      and(eq(verificationOrder.riskCompanyId, company.id), inArray(verificationOrder.status, [...ORDER_NOT_TAKEN])),
    );
}

export async function updateCompany(db: Db, actor: Actor, body: PoolUpdateBody): Promise<PoolCompany> {
  return db.transaction(async (tx) => {
    const [old] = await lockPoolCompanies(tx, [body.id], actor.user);
    await assertRegions(tx, actor.user, {
      registrationPlace: body.registrationPlace,
      companyRegion: body.companyRegion,
    });
    if (body.companyRegion !== undefined && body.companyRegion !== old.companyRegion) {
      if (!body.companyRegion && old.status !== COMPANY_STATUS.NOT_PUSHED) throw badRequest(POOL_MSG.regionNeeded);
      if (body.companyRegion) await moveOrderRegion(tx, old, body.companyRegion);
    }
    const { id, ...fields } = body;
    const [updated] = await tx
      .update(riskCompany)
      .set({ ...fields, updateTime: new Date() })
      .where(eq(riskCompany.id, id))
      .returning();
    await recordOperation(tx, actor, {
      module: POOL_MODULE,
      action: '编辑企业',
      target: old.companyName,
      oldValue: snapshot(old),
      newValue: snapshot(updated),
    });
    return updated;
  });
}

/** Deletes companies that are all 未推送, or none of them. */
export async function deleteCompanies(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockPoolCompanies(tx, ids, actor.user);
    if (rows.some((r) => r.status !== COMPANY_STATUS.NOT_PUSHED)) throw badRequest(POOL_RULES.delete.message);
    const deleted = await tx
      .delete(riskCompany)
      .where(
        and(
          inArray(
            riskCompany.id,
            rows.map((r) => r.id),
          ),
          eq(riskCompany.status, COMPANY_STATUS.NOT_PUSHED),
        ),
      )
      .returning({ id: riskCompany.id });
    if (deleted.length !== rows.length) throw badRequest(POOL_RULES.delete.message);
    await recordOperation(tx, actor, {
      module: POOL_MODULE,
      action: '删除企业',
      target: rows.map((r) => r.companyName).join('、'),
      oldValue: rows.map(snapshot),
    });
    return deleted.length;
  });
}

type ToggleField = 'focus' | 'cityFocus' | 'specialFollow';

async function toggle(db: Db, actor: Actor, id: number, field: ToggleField, action: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [old] = await lockPoolCompanies(tx, [id], actor.user);
    const value = !old[field];
    await tx
      .update(riskCompany)
      .set({ [field]: value, updateTime: new Date() })
      .where(eq(riskCompany.id, id));
    await recordOperation(tx, actor, {
      module: POOL_MODULE,
      action,
      target: old.companyName,
      oldValue: { [field]: old[field] },
      newValue: { [field]: value },
    });
    return value;
  });
}

/** Key focus of the actor's level: the city marks cityFocus, operations (and admin) focus. */
export const toggleFocus = (db: Db, actor: Actor, id: number) =>
  toggle(db, actor, id, focusFieldFor(actor.user.level), '重点关注');

export const toggleSpecialFollow = (db: Db, actor: Actor, id: number) =>
  toggle(db, actor, id, 'specialFollow', '特别关注');

export async function changeRegion(db: Db, actor: Actor, id: number, companyRegion: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await lockPoolCompanies(tx, [id], actor.user);
    await assertRegions(tx, actor.user, { companyRegion });
    if (old.companyRegion === companyRegion) return;
    await moveOrderRegion(tx, old, companyRegion);
    await tx.update(riskCompany).set({ companyRegion, updateTime: new Date() }).where(eq(riskCompany.id, id));
    await recordOperation(tx, actor, {
      module: POOL_MODULE,
      action: '修改派单区县',
      target: old.companyName,
      oldValue: { companyRegion: old.companyRegion },
      newValue: { companyRegion },
    });
  });
}

/**
 * Pushes companies to the city, all or none: each needs a dispatch district and status 未推送;
 * each push creates the city's verification order (新建).
 */
export async function pushCompanies(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockPoolCompanies(tx, ids, actor.user);
    const single = rows.length === 1;
    if (rows.some((r) => !r.companyRegion))
      throw badRequest(single ? POOL_RULES.pushNeedsRegion : POOL_RULES.batchPushNeedsRegion);
    if (rows.some((r) => r.status !== COMPANY_STATUS.NOT_PUSHED)) throw badRequest(POOL_RULES.push.message);
    const pushTime = new Date();
    const pushed = await tx
      .update(riskCompany)
      .set({ status: COMPANY_STATUS.PUSHED, pushTime, updateTime: pushTime })
      .where(
        and(
          inArray(
            riskCompany.id,
            rows.map((r) => r.id),
          ),
          eq(riskCompany.status, COMPANY_STATUS.NOT_PUSHED),
        ),
      )
      .returning({ id: riskCompany.id });
    if (pushed.length !== rows.length) throw badRequest(POOL_RULES.push.message);
    await tx.insert(verificationOrder).values(
      rows.map((r) => ({
        riskCompanyId: r.id,
        companyName: r.companyName,
        creditCode: r.creditCode,
        region: r.companyRegion!,
        registrationPlace: r.registrationPlace,
        riskPoint: r.riskPoint,
        status: ORDER_STATUS.NEW,
        pushTime,
        createBy: actor.user.username,
      })),
    );
    await recordOperation(tx, actor, {
      module: POOL_MODULE,
      action: single ? '推送' : '批量推送',
      target: rows.map((r) => r.companyName).join('、'),
      oldValue: { status: COMPANY_STATUS.NOT_PUSHED },
      newValue: { status: COMPANY_STATUS.PUSHED, pushTime },
    });
    return pushed.length;
  });
}

/** Takes pushes back, all or none: each company must be 已推送 and its order not yet taken by the district. */
export async function withdrawCompanies(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockPoolCompanies(tx, ids, actor.user);
    if (rows.some((r) => r.status !== COMPANY_STATUS.PUSHED)) throw badRequest(POOL_RULES.withdraw.message);
    const companyIds = rows.map((r) => r.id);
    const orders = await tx
      .select({ id: verificationOrder.id, status: verificationOrder.status })
      .from(verificationOrder)
      .where(inArray(verificationOrder.riskCompanyId, companyIds))
      .for('update');
    if (orders.some((o) => !(ORDER_NOT_TAKEN as readonly number[]).includes(o.status)))
      throw badRequest(POOL_RULES.withdrawTaken);
    await tx.delete(verificationOrder).where(inArray(verificationOrder.riskCompanyId, companyIds));
    const withdrawn = await tx
      .update(riskCompany)
      .set({ status: COMPANY_STATUS.NOT_PUSHED, pushTime: null, updateTime: new Date() })
      .where(and(inArray(riskCompany.id, companyIds), eq(riskCompany.status, COMPANY_STATUS.PUSHED)))
      .returning({ id: riskCompany.id });
    if (withdrawn.length !== rows.length) throw badRequest(POOL_RULES.withdraw.message);
    await recordOperation(tx, actor, {
      module: POOL_MODULE,
      action: '撤回',
      target: rows.map((r) => r.companyName).join('、'),
      oldValue: { status: COMPANY_STATUS.PUSHED, orders: orders.map((o) => o.id) },
      newValue: { status: COMPANY_STATUS.NOT_PUSHED },
    });
    return withdrawn.length;
  });
}

/** Syncs registry data: matched companies get isMatch and the registry's place and legal person where theirs are empty. */
export async function matchCompanies(db: Db, actor: Actor, ids: number[]): Promise<MatchingResult> {
  return db.transaction(async (tx) => {
    const rows = await lockPoolCompanies(tx, ids, actor.user);
    const result: MatchingResult = { matched: 0, unmatched: 0 };
    const changes = [];
    for (const r of rows) {
      const match = await findRegistryMatch(tx, r.creditCode, r.companyName);
      const fill = {
        isMatch: !!match,
        registrationPlace: r.registrationPlace ?? match?.registrationPlace ?? null,
        legalPerson: r.legalPerson ?? match?.legalPerson ?? null,
        legalPersonPhone: r.legalPersonPhone ?? match?.legalPersonPhone ?? null,
      };
      await tx
        .update(riskCompany)
        .set({ ...fill, updateTime: new Date() })
        .where(eq(riskCompany.id, r.id));
      result[match ? 'matched' : 'unmatched'] += 1;
      changes.push({ companyName: r.companyName, isMatch: fill.isMatch });
    }
    await recordOperation(tx, actor, {
      module: POOL_MODULE,
      action: '同步工商数据',
      target: rows.map((r) => r.companyName).join('、'),
      newValue: { ...result, changes },
    });
    return result;
  });
}

/** The pool company with this credit code in the user's district, or 404 as if it did not exist. */
export async function findPoolCompanyByCreditCode(
  db: DbOrTx,
  user: AuthUser,
  creditCode: string,
): Promise<PoolCompany> {
  const [found] = await db
    .select()
    .from(riskCompany)
    .where(and(eq(riskCompany.creditCode, creditCode.toUpperCase()), scopeToDistrict(user, riskCompany.companyRegion)));
  if (!found) throw notFound(MSG.notFound);
  return found;
}

/**
 * For data shown by credit code (registry blocks): a pool company of another district answers 404
 * for a district user, as if absent. Codes outside the pool pass: operations look companies up
 * in the registry to choose them.
 */
export async function assertCreditCodeInDistrict(db: DbOrTx, user: AuthUser, creditCode: string): Promise<void> {
  if (districtOf(user) === null) return;
  const [company] = await db
    .select({ companyRegion: riskCompany.companyRegion })
    .from(riskCompany)
    .where(eq(riskCompany.creditCode, creditCode.toUpperCase()));
  if (company) assertInDistrict(user, company.companyRegion);
}

/** The full phone number, seen only with its own permission and always logged (who saw whose number). */
export async function revealPhone(
  db: Db,
  actor: Actor,
  id: number,
  field: 'legalPersonPhone' | 'contactsPhone',
): Promise<string | null> {
  const company = await findPoolCompany(db, id, actor.user);
  await recordOperation(db, actor, {
    module: POOL_MODULE,
    action: '查看完整电话',
    target: `${company.companyName}（${field === 'legalPersonPhone' ? '法人电话' : '联系电话'}）`,
  });
  return company[field];
}

export async function evaluationHistory(db: Db, user: AuthUser, id: number) {
  await findPoolCompany(db, id, user);
  const rows = await db
    .select()
    .from(riskCompanyEvaluation)
    .where(eq(riskCompanyEvaluation.riskCompanyId, id))
    .orderBy(sql`${riskCompanyEvaluation.createTime} desc, ${riskCompanyEvaluation.id} desc`);
  return rows.map((r) => ({ ...r, createTime: r.createTime.toISOString() }));
}

// The verification workflow moves the pool company of an order along, inside the workflow's own transaction.

/** Dispatched to the district: infoStatus 已派单 and the dispatch time. */
export async function markPoolDispatched(tx: DbOrTx, riskCompanyId: number, dispatchTime: Date): Promise<void> {
  await tx
    .update(riskCompany)
    .set({ infoStatus: INFO_STATUS.DISPATCHED, dispatchTime, updateTime: dispatchTime })
    .where(eq(riskCompany.id, riskCompanyId));
}

/** The order's dispatch district changed before dispatch: the pool company's follows (a global_regoin value). */
export async function followOrderRegion(tx: DbOrTx, riskCompanyId: number, companyRegion: string): Promise<void> {
  const known = new Set(await dictValues(tx, 'global_regoin'));
  if (!known.has(companyRegion)) throw badRequest(POOL_MSG.regionUnknown);
  await tx.update(riskCompany).set({ companyRegion, updateTime: new Date() }).where(eq(riskCompany.id, riskCompanyId));
}

/** 暂不派单 (infoStatus 2) or its recall (back to 0 未处理). */
export async function setPoolInfoStatus(
  tx: DbOrTx,
  riskCompanyId: number,
  infoStatus: (typeof INFO_STATUS)[keyof typeof INFO_STATUS],
): Promise<void> {
  await tx.update(riskCompany).set({ infoStatus, updateTime: new Date() }).where(eq(riskCompany.id, riskCompanyId));
}

/** The order came back to the city (撤回, 退单, 退回市级): the company is pushed and not dispatched again. */
export async function markPoolBackAtCity(tx: DbOrTx, riskCompanyId: number): Promise<void> {
  await tx
    .update(riskCompany)
    .set({ status: COMPANY_STATUS.PUSHED, infoStatus: INFO_STATUS.UNPROCESSED, updateTime: new Date() })
    .where(eq(riskCompany.id, riskCompanyId));
}

/** The district took the order: the company is 核实中. */
export async function markPoolVerifying(tx: DbOrTx, riskCompanyId: number): Promise<void> {
  await tx
    .update(riskCompany)
    .set({ status: COMPANY_STATUS.VERIFYING, updateTime: new Date() })
    .where(eq(riskCompany.id, riskCompanyId));
}

/** The city rated the case: 三级 or above goes to 联动处置, below to 待存档. */
export async function markPoolRated(
  tx: DbOrTx,
  riskCompanyId: number,
  level: WarningLevel,
  gradeTime: Date,
): Promise<void> {
  const status = DISPOSAL_LEVELS.includes(level) ? COMPANY_STATUS.DISPOSING : COMPANY_STATUS.TO_ARCHIVE;
  await tx
    .update(riskCompany)
    .set({ status, level, gradeTime, updateTime: gradeTime })
    .where(eq(riskCompany.id, riskCompanyId));
}

/** The district finished the linked disposal: 联动处置 (3) → 待存档 (4); answers false when the company was elsewhere. */
export async function markPoolDisposalFinished(tx: DbOrTx, riskCompanyId: number): Promise<boolean> {
  const moved = await tx
    .update(riskCompany)
    .set({ status: COMPANY_STATUS.TO_ARCHIVE, updateTime: new Date() })
    .where(and(eq(riskCompany.id, riskCompanyId), eq(riskCompany.status, COMPANY_STATUS.DISPOSING)))
    .returning({ id: riskCompany.id });
  return moved.length > 0;
}

/** 存档 (spec doc 1 §4): only 待存档 and rated; the company goes to 待评价 and its order to 已存档. */
export async function archiveCompany(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [company] = await lockPoolCompanies(tx, [id], actor.user);
    if (company.status !== COMPANY_STATUS.TO_ARCHIVE) throw badRequest(POOL_RULES.archive.message);
    if (company.level === UNRATED) throw badRequest(POOL_RULES.archiveNeedsLevel);
    const archiveTime = new Date();
    const [archived] = await tx
      .update(riskCompany)
      .set({ status: COMPANY_STATUS.TO_EVALUATE, archiveTime, updateTime: archiveTime })
      .where(and(eq(riskCompany.id, id), eq(riskCompany.status, COMPANY_STATUS.TO_ARCHIVE)))
      .returning({ id: riskCompany.id });
    if (!archived) throw badRequest(POOL_RULES.archive.message);
    await markOrderArchived(tx, actor, id);
    await recordOperation(tx, actor, {
      module: POOL_MODULE,
      action: '存档',
      target: company.companyName,
      oldValue: { status: company.status },
      newValue: { status: COMPANY_STATUS.TO_EVALUATE, archiveTime },
    });
  });
}

/** 评价 (spec doc 1 §4): only 待评价; the evaluation joins the history and the company is 已评价. */
export async function evaluateCompany(db: Db, actor: Actor, body: z.infer<typeof evaluationBody>): Promise<void> {
  await db.transaction(async (tx) => {
    const [company] = await lockPoolCompanies(tx, [body.riskCompanyId], actor.user);
    if (company.status !== COMPANY_STATUS.TO_EVALUATE) throw badRequest(POOL_RULES.evaluate.message);
    const evaluateTime = new Date();
    const [evaluated] = await tx
      .update(riskCompany)
      .set({ status: COMPANY_STATUS.EVALUATED, evaluateTime, updateTime: evaluateTime })
      .where(and(eq(riskCompany.id, company.id), eq(riskCompany.status, COMPANY_STATUS.TO_EVALUATE)))
      .returning({ id: riskCompany.id });
    if (!evaluated) throw badRequest(POOL_RULES.evaluate.message);
    const { riskCompanyId, score, content, evaluator } = body;
    await tx.insert(riskCompanyEvaluation).values({ riskCompanyId, score, content, evaluator });
    await recordOperation(tx, actor, {
      module: POOL_MODULE,
      action: '评价',
      target: company.companyName,
      oldValue: { status: company.status },
      newValue: { status: COMPANY_STATUS.EVALUATED, evaluateTime, score, content, evaluator },
    });
  });
}
