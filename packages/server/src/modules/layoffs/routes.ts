import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { poolCalls } from '@risk/shared/api/pool';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { addLayoffStatistics, LAYOFF_MODULE, layoffStatisticsView } from './service.ts';

const tags = ['裁员统计'];

/** Layoff statistics of a company: dated entries and the ratios of the latest one. */
export async function layoffsModule(app: FastifyInstance, { db }: AppContext) {
  route(
    app,
    poolCalls.addLayoffStatistics,
    { tags, summary: '新增裁员统计（本区企业）', operation: { module: LAYOFF_MODULE, action: '新增裁员统计' } },
    async (req) => ok(await addLayoffStatistics(db, actorOf(req), req.body), MSG.added),
  );
  route(app, poolCalls.layoffStatistics, { tags, summary: '企业的裁员统计与最新一条的比例' }, async (req) =>
    ok(await layoffStatisticsView(db, currentUser(req), req.params.riskCompanyId)),
  );
}
