import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { layoffStatisticsBody } from '@risk/shared/disposal';
import { MSG } from '@risk/shared/messages';
import type { PermissionCode } from '@risk/shared/permissions';
import { riskCompanyIdParam } from '@risk/shared/schemas/reports';
import type { AppContext } from '../../app.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { addLayoffStatistics, LAYOFF_MODULE, layoffStatisticsView } from './service.ts';
import { envelope } from '@risk/shared/wire';
import { LAYOFF_STATISTICS_PATH, layoffStatisticsRow, layoffStatisticsAnswer } from '@risk/shared/api/pool';

const BASE = LAYOFF_STATISTICS_PATH;
const tags = ['裁员统计'];
const WRITERS: PermissionCode[] = ['riskDisposalCounty:downsizingStatistics', 'save:downsizingStatistics'];

/** Layoff statistics of a company: dated entries and the ratios of the latest one. */
export async function layoffsModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    BASE,
    {
      config: { access: WRITERS, operation: { module: LAYOFF_MODULE, action: '新增裁员统计' } },
      schema: {
        response: { 200: envelope(layoffStatisticsRow) },
        tags,
        summary: '新增裁员统计（本区企业）',
        body: layoffStatisticsBody,
      },
    },
    async (req) => ok(await addLayoffStatistics(db, actorOf(req), req.body), MSG.added),
  );
  app.get(
    `${BASE}/:riskCompanyId`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(layoffStatisticsAnswer) },
        tags,
        summary: '企业的裁员统计与最新一条的比例',
        params: riskCompanyIdParam,
      },
    },
    async (req) => ok(await layoffStatisticsView(db, currentUser(req), req.params.riskCompanyId)),
  );
}
