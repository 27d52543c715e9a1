import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import {
  MONITOR_CONFIG_MSG,
  QUARTER_LABELS,
  type RiskIndexBody,
  type RiskIndexQuery,
} from '@risk/shared/schemas/monitor-config';
import { RISK_INDEX_SORT_FIELDS, type RiskIndexRow } from '@risk/shared/api/content';
import type { DbOrTx } from '../../db/client.ts';
import { riskIndex } from '../../db/schema/monitor-config.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound, uniquely } from '../../platform/http/errors.ts';
import { allOf, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';

export const RISK_INDEX_MODULE = '风险指数';
const SORTABLE = {
  createTime: riskIndex.createTime,
  year: riskIndex.year,
  quarterly: riskIndex.quarterly,
  fissIndex: riskIndex.fissIndex,
  fiseIndex: riskIndex.fiseIndex,
  esIndex: riskIndex.esIndex,
  eeIndex: riskIndex.eeIndex,
} satisfies SortColumns<typeof RISK_INDEX_SORT_FIELDS>;

const toRow = (r: typeof riskIndex.$inferSelect): RiskIndexRow => ({
  id: r.id,
  year: r.year,
  quarterly: r.quarterly,
  fissIndex: r.fissIndex,
  fiseIndex: r.fiseIndex,
  esIndex: r.esIndex,
  eeIndex: r.eeIndex,
  createTime: r.createTime.toISOString(),
});

const periodOf = (b: Pick<RiskIndexBody, 'year' | 'quarterly'>) => `${b.year}年${QUARTER_LABELS[b.quarterly]}`;

export async function listRiskIndexes(db: DbOrTx, q: RiskIndexQuery) {
  const where = allOf(
    q.year === undefined ? undefined : eq(riskIndex.year, q.year),
    q.quarterly === undefined ? undefined : eq(riskIndex.quarterly, q.quarterly),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(riskIndex)
      .where(where)
      .orderBy(...orderBy(q.sort, SORTABLE, 'createTime,DESC', riskIndex.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(riskIndex).where(where),
  ]);
  return { rows: rows.map(toRow), total: n };
}

export async function findRiskIndex(db: DbOrTx, id: number): Promise<RiskIndexRow> {
  const [row] = await db.select().from(riskIndex).where(eq(riskIndex.id, id));
  if (!row) throw notFound(MSG.notFound);
  return toRow(row);
}

export async function createRiskIndex(db: DbOrTx, actor: Actor, body: RiskIndexBody): Promise<number> {
  return uniquely(MONITOR_CONFIG_MSG.riskIndexTaken, () =>
    db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: riskIndex.id })
        .from(riskIndex)
        .where(and(eq(riskIndex.year, body.year), eq(riskIndex.quarterly, body.quarterly)));
      if (taken) throw badRequest(MONITOR_CONFIG_MSG.riskIndexTaken);
      const [row] = await tx
        .insert(riskIndex)
        .values({ ...body, createBy: actor.user.username })
        .returning();
      await recordOperation(tx, actor, {
        module: RISK_INDEX_MODULE,
        action: '新增风险指数',
        target: periodOf(body),
        newValue: body,
      });
      return row.id;
    }),
  );
}

export async function updateRiskIndex(db: DbOrTx, actor: Actor, id: number, body: RiskIndexBody): Promise<void> {
  await uniquely(MONITOR_CONFIG_MSG.riskIndexTaken, () =>
    db.transaction(async (tx) => {
      const [old] = await tx.select().from(riskIndex).where(eq(riskIndex.id, id)).for('update');
      if (!old) throw notFound(MSG.notFound);
      await tx
        .update(riskIndex)
        .set({ ...body, updateTime: new Date() })
        .where(eq(riskIndex.id, id));
      await recordOperation(tx, actor, {
        module: RISK_INDEX_MODULE,
        action: '编辑风险指数',
        target: periodOf(body),
        oldValue: toRow(old),
        newValue: body,
      });
    }),
  );
}

export async function deleteRiskIndexes(db: DbOrTx, actor: Actor, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.delete(riskIndex).where(inArray(riskIndex.id, ids)).returning();
    if (rows.length !== new Set(ids).size) throw notFound(MSG.notFound);
    await recordOperation(tx, actor, {
      module: RISK_INDEX_MODULE,
      action: '删除风险指数',
      target: rows.map(periodOf).join('、'),
      oldValue: rows.map(toRow),
    });
  });
}

/**
 * For read models (dashboards' satisfaction line, big screens): the indices of a span of years in
 * period order, oldest first; both bounds optional.
 */
export async function riskIndexSeries(
  db: DbOrTx,
  span: { fromYear?: number; toYear?: number } = {},
): Promise<RiskIndexRow[]> {
  const rows = await db
    .select()
    .from(riskIndex)
    .where(
      allOf(
        span.fromYear === undefined ? undefined : gte(riskIndex.year, span.fromYear),
        span.toYear === undefined ? undefined : lte(riskIndex.year, span.toYear),
      ),
    )
    .orderBy(asc(riskIndex.year), asc(riskIndex.quarterly));
  return rows.map(toRow);
}
