import { and, asc, count, eq, inArray, like, ne } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import {
  MONITOR_CONFIG_MSG,
  type RiskDimensionBody,
  type RiskDimensionQuery,
} from '@risk/shared/schemas/monitor-config';
import { RISK_DIMENSION_SORT_FIELDS, type RiskDimensionRow } from '@risk/shared/api/content';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { riskDimension, riskDimensionConfig } from '../../db/schema/monitor-config.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound, uniquely } from '../../platform/http/errors.ts';
import { allOf, likeText, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import { dictValues } from '../dicts/service.ts';

export const RISK_DIMENSION_MODULE = '风险维度';
const SORTABLE = {
  createTime: riskDimension.createTime,
  name: riskDimension.name,
  status: riskDimension.status,
} satisfies SortColumns<typeof RISK_DIMENSION_SORT_FIELDS>;

type DimensionRecord = typeof riskDimension.$inferSelect;

async function withConfigs(db: DbOrTx, rows: DimensionRecord[]): Promise<RiskDimensionRow[]> {
  const configs =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(riskDimensionConfig)
          .where(
            inArray(
              riskDimensionConfig.dimensionId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(riskDimensionConfig.sort), asc(riskDimensionConfig.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    status: r.status,
    createTime: r.createTime.toISOString(),
    configs: configs
      .filter((c) => c.dimensionId === r.id)
      .map((c) => ({
        keyWorth: c.keyWorth,
        type: c.type,
        displayName: c.displayName,
        defaultValue: c.defaultValue,
      })),
  }));
}

export async function listRiskDimensions(db: DbOrTx, q: RiskDimensionQuery) {
  const where = allOf(
    q.name ? like(riskDimension.name, likeText(q.name)) : undefined,
    q.type ? eq(riskDimension.type, q.type) : undefined,
    q.status === undefined ? undefined : eq(riskDimension.status, q.status),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(riskDimension)
      .where(where)
      .orderBy(...orderBy(q.sort, SORTABLE, 'createTime,DESC', riskDimension.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(riskDimension).where(where),
  ]);
  return { rows: await withConfigs(db, rows), total: n };
}

export async function findRiskDimension(db: DbOrTx, id: number): Promise<RiskDimensionRow> {
  const [row] = await db.select().from(riskDimension).where(eq(riskDimension.id, id));
  if (!row) throw notFound(MSG.notFound);
  return (await withConfigs(db, [row]))[0];
}

async function checkBody(tx: DbOrTx, body: RiskDimensionBody, exceptId?: number) {
  if (!(await dictValues(tx, 'riskDimension_type')).includes(body.type))
    throw badRequest('类型不在字典“风险维度类型”（riskDimension_type）中');
  const [taken] = await tx
    .select({ id: riskDimension.id })
    .from(riskDimension)
    .where(and(eq(riskDimension.name, body.name), exceptId ? ne(riskDimension.id, exceptId) : undefined));
  if (taken) throw badRequest(MONITOR_CONFIG_MSG.dimensionNameTaken);
}

async function writeConfigs(tx: Tx, dimensionId: number, configs: RiskDimensionBody['configs']) {
  await tx.delete(riskDimensionConfig).where(eq(riskDimensionConfig.dimensionId, dimensionId));
  if (configs.length > 0)
    await tx.insert(riskDimensionConfig).values(configs.map((c, i) => ({ ...c, dimensionId, sort: i + 1 })));
}

/** A new dimension starts 禁用: it is offered to risk information once someone enables it (startUsing). */
export async function createRiskDimension(db: DbOrTx, actor: Actor, body: RiskDimensionBody): Promise<number> {
  return uniquely(MONITOR_CONFIG_MSG.dimensionNameTaken, () =>
    db.transaction(async (tx) => {
      await checkBody(tx, body);
      const [row] = await tx
        .insert(riskDimension)
        .values({ name: body.name, type: body.type, status: false, createBy: actor.user.username })
        .returning();
      await writeConfigs(tx, row.id, body.configs);
      await recordOperation(tx, actor, {
        module: RISK_DIMENSION_MODULE,
        action: '新增风险维度',
        target: body.name,
        newValue: body,
      });
      return row.id;
    }),
  );
}

async function lockDimension(tx: DbOrTx, id: number): Promise<DimensionRecord> {
  const [row] = await tx.select().from(riskDimension).where(eq(riskDimension.id, id)).for('update');
  if (!row) throw notFound(MSG.notFound);
  return row;
}

export async function updateRiskDimension(db: DbOrTx, actor: Actor, id: number, body: RiskDimensionBody) {
  await uniquely(MONITOR_CONFIG_MSG.dimensionNameTaken, () =>
    db.transaction(async (tx) => {
      const old = await lockDimension(tx, id);
      await checkBody(tx, body, id);
      const [before] = await withConfigs(tx, [old]);
      await tx
        .update(riskDimension)
        .set({ name: body.name, type: body.type, updateTime: new Date() })
        .where(eq(riskDimension.id, id));
      await writeConfigs(tx, id, body.configs);
      await recordOperation(tx, actor, {
        module: RISK_DIMENSION_MODULE,
        action: '编辑风险维度',
        target: body.name,
        oldValue: before,
        newValue: body,
      });
    }),
  );
}

/** 启用/禁用 (PATCH follow/{id}): switches the status and answers the new one. */
export async function toggleRiskDimension(db: DbOrTx, actor: Actor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const old = await lockDimension(tx, id);
    const status = !old.status;
    await tx.update(riskDimension).set({ status, updateTime: new Date() }).where(eq(riskDimension.id, id));
    await recordOperation(tx, actor, {
      module: RISK_DIMENSION_MODULE,
      action: status ? '启用风险维度' : '禁用风险维度',
      target: old.name,
      oldValue: { status: old.status },
      newValue: { status },
    });
    return status;
  });
}

export async function deleteRiskDimensions(db: DbOrTx, actor: Actor, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.delete(riskDimension).where(inArray(riskDimension.id, ids)).returning();
    if (rows.length !== new Set(ids).size) throw notFound(MSG.notFound);
    await recordOperation(tx, actor, {
      module: RISK_DIMENSION_MODULE,
      action: '删除风险维度',
      target: rows.map((r) => r.name).join('、'),
      oldValue: rows,
    });
  });
}

/** The names of the enabled dimensions, by name: the 风险维度 choices of risk information. */
export async function enabledDimensionNames(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ name: riskDimension.name })
    .from(riskDimension)
    .where(eq(riskDimension.status, true))
    .orderBy(asc(riskDimension.name));
  return rows.map((r) => r.name);
}
