import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizeCompanyName, maskPhone } from '@risk/shared/company';
import { poolStatusAfterRating, type PoolEffect } from '@risk/shared/order-machine';
import { MSG } from '@risk/shared/messages';
import { COMPANY_STATUS, POOL_RULES, focusFieldFor, poolActionAllowed } from '@risk/shared/pool';
import { POOL_MSG, type MatchingResult, type PoolCreateBody, type PoolUpdateBody } from '@risk/shared/schemas/pool';
import { UNRATED, type WarningLevel } from '@risk/shared/verification';
import type { evaluationBody } from '@risk/shared/disposal';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { riskCompany, riskCompanyEvaluation } from '../../db/schema/pool.ts';
import { districtOf, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { nameForLog } from '../../platform/crypto/field-cipher.ts';
import { badRequest, isUniqueViolation, notFound } from '../../platform/http/errors.ts';
import { dictValues } from '../dicts/service.ts';
import { findRegistryMatch } from '../registry/service.ts';
import {
  findPoolCompany,
  keptInfoTotal,
  lockPoolCompanies,
  poolRow,
  riskInfoSums,
  type PoolCompany,
} from './queries.ts';

export { findPoolCompany, keptInfoTotal, lockPoolCompanies, poolRow, riskInfoSums, type PoolCompany };

export const POOL_MODULE = '风险企业库';

/** What the operation log keeps of a company: phones masked, as everywhere outside the phone reveal; under gm the contact's name too. */
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
    contacts: nameForLog(c.contacts),
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
      from unnest(${`{${ids.join(',')}}`}::int[]) as ids(id)
      left join lateral (
        select i.risk_point, i.risk_degree, i.risk_dimension_name, i.included_time from risk_company_info i
        where i.risk_company_id = ids.id order by i.included_time desc, i.id desc limit 1
      ) l on true
    ) s
    where c.id = s.id`);
}

export async function createCompany(db: Db, actor: Actor, body: PoolCreateBody): Promise<PoolCompany> {
  return db.transaction(async (tx) => {
    // a company the registry knows is added matched, with its registry name; one it does not know yet
    // is added unmatched under the name the clerk typed, until a registry sync finds it
    const found = await findRegistryMatch(tx, body.creditCode, body.companyName ?? '');
    if (found && found.creditCode !== body.creditCode) throw badRequest(POOL_MSG.codeDiffersFromRegistry);
    const companyName = found?.companyName ?? body.companyName;
    if (!companyName) throw badRequest(POOL_MSG.unmatchedNeedsName);
    const match = found ?? { companyName, registrationPlace: null, legalPerson: null, legalPersonPhone: null };
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
        companyName,
        nameNorm: normalizeCompanyName(companyName),
        creditCode: body.creditCode,
        registrationPlace: body.registrationPlace ?? match.registrationPlace,
        companyRegion,
        userAddRegion: own,
        legalPerson: body.legalPerson ?? match.legalPerson,
        legalPersonPhone: body.legalPersonPhone ?? match.legalPersonPhone,
        contacts: body.contacts ?? null,
        contactsPhone: body.contactsPhone ?? null,
        remark: body.remark ?? null,
        status: COMPANY_STATUS.NOT_PUSHED,
        isMatch: !!found,
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
      target: companyName,
      newValue: snapshot(created[0]),
    });
    return created[0];
  });
}

/**
 * Checks an edit of the registration place and dispatch district. Answers the new district when
 * the company's orders must follow it (the company was pushed and its district changes), else
 * null; a pushed company keeps a district.
 */
export async function checkCompanyEdit(
  tx: DbOrTx,
  user: AuthUser,
  old: PoolCompany,
  fields: { registrationPlace?: string | null; companyRegion?: string | null },
): Promise<string | null> {
  await assertRegions(tx, user, fields);
  if (fields.companyRegion === undefined || fields.companyRegion === old.companyRegion) return null;
  if (old.status === COMPANY_STATUS.NOT_PUSHED) return null;
  if (!fields.companyRegion) throw badRequest(POOL_MSG.regionNeeded);
  return fields.companyRegion;
}

/** 编辑企业 of a locked company, checked with checkCompanyEdit: the fields and the log. */
export async function writeCompanyEdit(
  tx: Tx,
  actor: Actor,
  old: PoolCompany,
  body: PoolUpdateBody,
): Promise<PoolCompany> {
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
}

/** Deletes companies that are all 未推送, or none of them. */
export async function deleteCompanies(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockPoolCompanies(tx, ids, actor.user);
    if (rows.some((r) => !poolActionAllowed(POOL_RULES.delete, r.status))) throw badRequest(POOL_RULES.delete.message);
    const deleted = await tx
      .delete(riskCompany)
      .where(
        and(
          inArray(
            riskCompany.id,
            rows.map((r) => r.id),
          ),
          inArray(riskCompany.status, [...POOL_RULES.delete.allowed]),
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

/** 修改派单区县 of a locked company, checked with checkCompanyEdit: the district and the log. */
export async function writeCompanyRegion(tx: Tx, actor: Actor, old: PoolCompany, companyRegion: string): Promise<void> {
  await tx.update(riskCompany).set({ companyRegion, updateTime: new Date() }).where(eq(riskCompany.id, old.id));
  await recordOperation(tx, actor, {
    module: POOL_MODULE,
    action: '修改派单区县',
    target: old.companyName,
    oldValue: { companyRegion: old.companyRegion },
    newValue: { companyRegion },
  });
}

/** 推送, all or none (the pool's rules): each company needs a dispatch district and status 未推送. */
export function assertPushable(rows: PoolCompany[]): void {
  if (rows.some((r) => !r.companyRegion))
    throw badRequest(rows.length === 1 ? POOL_RULES.pushNeedsRegion : POOL_RULES.batchPushNeedsRegion);
  if (rows.some((r) => !poolActionAllowed(POOL_RULES.push, r.status))) throw badRequest(POOL_RULES.push.message);
}

/** 撤回 of a push, all or none (the pool's rule): each company must be 已推送. */
export function assertWithdrawable(rows: PoolCompany[]): void {
  if (rows.some((r) => !poolActionAllowed(POOL_RULES.withdraw, r.status)))
    throw badRequest(POOL_RULES.withdraw.message);
}

/** 存档 (the pool's rules): only 待存档, and only once the city rated the case. */
export function assertArchivable(company: PoolCompany): void {
  if (!poolActionAllowed(POOL_RULES.archive, company.status)) throw badRequest(POOL_RULES.archive.message);
  if (company.level === UNRATED) throw badRequest(POOL_RULES.archiveNeedsLevel);
}

/** What a step of the case hands its pool effect: its time, and the order's district and level. */
export interface StepFacts {
  at: Date;
  region?: string;
  level?: WarningLevel | string | null;
}

/**
 * A step's effect on pool companies (a row of the order machine), inside the case's
 * transaction: one UPDATE, conditional on the effect's `from` statuses. Answers how many
 * companies moved; the caller refuses when fewer than asked did. A district the company takes
 * over from its order must be a `global_regoin` value.
 */
export async function applyPoolEffect(
  tx: DbOrTx,
  ids: number[],
  effect: PoolEffect,
  facts: StepFacts,
): Promise<number> {
  if (ids.length === 0) return 0;
  const set: Partial<typeof riskCompany.$inferInsert> = { updateTime: facts.at };
  if (effect.status !== undefined)
    set.status = effect.status === 'byLevel' ? poolStatusAfterRating(facts.level as WarningLevel) : effect.status;
  if (effect.infoStatus !== undefined) set.infoStatus = effect.infoStatus;
  for (const fact of effect.keep ?? []) {
    if (fact === 'companyRegion') {
      const known = new Set(await dictValues(tx, 'global_regoin'));
      if (!facts.region || !known.has(facts.region)) throw badRequest(POOL_MSG.regionUnknown);
      set.companyRegion = facts.region;
    } else if (fact === 'level') set.level = facts.level ?? UNRATED;
    else set[fact] = facts.at;
  }
  for (const column of effect.clear ?? []) set[column] = null;
  const moved = await tx
    .update(riskCompany)
    .set(set)
    .where(and(inArray(riskCompany.id, ids), effect.from ? inArray(riskCompany.status, [...effect.from]) : undefined))
    .returning({ id: riskCompany.id });
  return moved.length;
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

/** 评价: only 待评价; the evaluation joins the history and the company is 已评价. */
export async function evaluateCompany(db: Db, actor: Actor, body: z.infer<typeof evaluationBody>): Promise<void> {
  await db.transaction(async (tx) => {
    const [company] = await lockPoolCompanies(tx, [body.riskCompanyId], actor.user);
    if (!poolActionAllowed(POOL_RULES.evaluate, company.status)) throw badRequest(POOL_RULES.evaluate.message);
    const evaluateTime = new Date();
    const [evaluated] = await tx
      .update(riskCompany)
      .set({ status: COMPANY_STATUS.EVALUATED, evaluateTime, updateTime: evaluateTime })
      .where(and(eq(riskCompany.id, company.id), inArray(riskCompany.status, [...POOL_RULES.evaluate.allowed])))
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
