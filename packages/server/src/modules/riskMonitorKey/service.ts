import { and, asc, count, eq, inArray, like, ne } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import {
  MONITOR_CONFIG_MSG,
  type RiskMonitorKeyBody,
  type RiskMonitorKeyQuery,
} from '@risk/shared/schemas/monitor-config';
import { RISK_MONITOR_KEY_SORT_FIELDS, type RiskMonitorKeyRow } from '@risk/shared/api/content';
import type { DbOrTx } from '../../db/client.ts';
import { riskMonitorKey } from '../../db/schema/monitor-config.ts';
import { assertInDistrict, districtCondition, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound, uniquely } from '../../platform/http/errors.ts';
import { allOf, likeText, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import { dictValues } from '../dicts/service.ts';

export const RISK_MONITOR_KEY_MODULE = '监测关键词';
const SORTABLE = {
  createTime: riskMonitorKey.createTime,
  keyWord: riskMonitorKey.keyWord,
  type: riskMonitorKey.type,
  region: riskMonitorKey.region,
} satisfies SortColumns<typeof RISK_MONITOR_KEY_SORT_FIELDS>;

const toRow = (r: typeof riskMonitorKey.$inferSelect): RiskMonitorKeyRow => ({
  id: r.id,
  keyWord: r.keyWord,
  type: r.type,
  region: r.region,
  createTime: r.createTime.toISOString(),
});

/** District users see and keep the keywords of their own district; the city-wide 北京市 ones belong to the city. */
export async function listRiskMonitorKeys(db: DbOrTx, user: AuthUser, q: RiskMonitorKeyQuery) {
  const where = allOf(
    q.keyWord ? like(riskMonitorKey.keyWord, likeText(q.keyWord)) : undefined,
    q.type ? eq(riskMonitorKey.type, q.type) : undefined,
    districtCondition(user, riskMonitorKey.region, q.region),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(riskMonitorKey)
      .where(where)
      .orderBy(...orderBy(q.sort, SORTABLE, 'createTime,DESC', riskMonitorKey.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(riskMonitorKey).where(where),
  ]);
  return { rows: rows.map(toRow), total: n };
}

async function scopedKey(tx: DbOrTx, user: AuthUser, id: number, lock = false) {
  const query = tx
    .select()
    .from(riskMonitorKey)
    .where(allOf(eq(riskMonitorKey.id, id), scopeToDistrict(user, riskMonitorKey.region)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(MSG.notFound);
  return row;
}

export async function findRiskMonitorKey(db: DbOrTx, user: AuthUser, id: number) {
  return toRow(await scopedKey(db, user, id));
}

async function checkBody(tx: DbOrTx, user: AuthUser, body: RiskMonitorKeyBody, exceptId?: number) {
  if (!(await dictValues(tx, 'riskMonitorKey_type')).includes(body.type))
    throw badRequest('类型不在字典“监测关键词类型”（riskMonitorKey_type）中');
  if (!(await dictValues(tx, 'key_word_regoin')).includes(body.region))
    throw badRequest('地区不在字典“关键词地区”（key_word_regoin）中');
  // a district user writes keywords of their own district only
  assertInDistrict(user, body.region);
  const [taken] = await tx
    .select({ id: riskMonitorKey.id })
    .from(riskMonitorKey)
    .where(
      and(
        eq(riskMonitorKey.keyWord, body.keyWord),
        eq(riskMonitorKey.region, body.region),
        exceptId ? ne(riskMonitorKey.id, exceptId) : undefined,
      ),
    );
  if (taken) throw badRequest(MONITOR_CONFIG_MSG.keywordTaken);
}

export async function createRiskMonitorKey(db: DbOrTx, actor: Actor, body: RiskMonitorKeyBody): Promise<number> {
  return uniquely(MONITOR_CONFIG_MSG.keywordTaken, () =>
    db.transaction(async (tx) => {
      await checkBody(tx, actor.user, body);
      const [row] = await tx
        .insert(riskMonitorKey)
        .values({ ...body, createBy: actor.user.username })
        .returning();
      await recordOperation(tx, actor, {
        module: RISK_MONITOR_KEY_MODULE,
        action: '新增监测关键词',
        target: body.keyWord,
        newValue: body,
      });
      return row.id;
    }),
  );
}

export async function updateRiskMonitorKey(db: DbOrTx, actor: Actor, id: number, body: RiskMonitorKeyBody) {
  await uniquely(MONITOR_CONFIG_MSG.keywordTaken, () =>
    db.transaction(async (tx) => {
      const old = await scopedKey(tx, actor.user, id, true);
      await checkBody(tx, actor.user, body, id);
      await tx
        .update(riskMonitorKey)
        .set({ ...body, updateTime: new Date() })
        .where(eq(riskMonitorKey.id, id));
      await recordOperation(tx, actor, {
        module: RISK_MONITOR_KEY_MODULE,
        action: '编辑监测关键词',
        target: body.keyWord,
        oldValue: toRow(old),
        newValue: body,
      });
    }),
  );
}

export async function deleteRiskMonitorKeys(db: DbOrTx, actor: Actor, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = [];
    for (const id of new Set(ids)) rows.push(await scopedKey(tx, actor.user, id, true));
    await tx.delete(riskMonitorKey).where(inArray(riskMonitorKey.id, ids));
    await recordOperation(tx, actor, {
      module: RISK_MONITOR_KEY_MODULE,
      action: '删除监测关键词',
      target: rows.map((r) => r.keyWord).join('、'),
      oldValue: rows.map(toRow),
    });
  });
}

/**
 * For read models (the public-opinion screen): every keyword, optionally of some regions
 * (北京市 and a district, say), by type then word.
 */
export async function monitorKeywords(db: DbOrTx, regions?: readonly string[]): Promise<RiskMonitorKeyRow[]> {
  const rows = await db
    .select()
    .from(riskMonitorKey)
    .where(regions ? inArray(riskMonitorKey.region, [...regions]) : undefined)
    .orderBy(asc(riskMonitorKey.type), asc(riskMonitorKey.keyWord), asc(riskMonitorKey.id));
  return rows.map(toRow);
}
