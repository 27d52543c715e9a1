import { asc, desc, eq } from 'drizzle-orm';
import { layoffRatios, type layoffStatisticsBody } from '@risk/shared/disposal';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { layoffStatistics } from '../../db/schema/disposal.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { findPoolCompany } from '../pool/service.ts';

export const LAYOFF_MODULE = '裁员统计';

type LayoffStatisticsBody = z.infer<typeof layoffStatisticsBody>;
export type LayoffStatisticsRow = typeof layoffStatistics.$inferSelect;

/** Records a dated layoff statistics entry of a company of the caller's district (another district's company answers 404). */
export async function addLayoffStatistics(
  db: Db,
  actor: Actor,
  body: LayoffStatisticsBody,
): Promise<LayoffStatisticsRow> {
  return db.transaction(async (tx) => {
    const company = await findPoolCompany(tx, body.riskCompanyId, actor.user);
    const [row] = await tx
      .insert(layoffStatistics)
      .values({ ...body, remark: body.remark ?? null, createBy: actor.user.username })
      .returning();
    await recordOperation(tx, actor, {
      module: LAYOFF_MODULE,
      action: '新增裁员统计',
      target: company.companyName,
      newValue: row,
    });
    return row;
  });
}

/** A company's layoff statistics by date, read by the layoff report download too. */
export function layoffStatisticsOf(db: DbOrTx, riskCompanyId: number): Promise<LayoffStatisticsRow[]> {
  return db
    .select()
    .from(layoffStatistics)
    .where(eq(layoffStatistics.riskCompanyId, riskCompanyId))
    .orderBy(asc(layoffStatistics.statDate), asc(layoffStatistics.id));
}

const NO_LAYOFFS = { planNum: 0, actualNum: 0, standardNum: 0, noCompensationNum: 0, otherNum: 0 };

/** The rows by date and the ratios of the latest row (zero ratios when nothing is recorded yet). */
export async function layoffStatisticsView(db: DbOrTx, user: AuthUser, riskCompanyId: number) {
  await findPoolCompany(db, riskCompanyId, user);
  const rows = await layoffStatisticsOf(db, riskCompanyId);
  const [latest] = await db
    .select()
    .from(layoffStatistics)
    .where(eq(layoffStatistics.riskCompanyId, riskCompanyId))
    .orderBy(desc(layoffStatistics.statDate), desc(layoffStatistics.id))
    .limit(1);
  return { rows, ...layoffRatios(latest ?? NO_LAYOFFS) };
}
