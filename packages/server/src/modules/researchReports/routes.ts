import type { FastifyInstance } from 'fastify';
import { researchReportCalls as calls } from '@risk/shared/api/content';
import type { AppContext } from '../../context.ts';
import { downloadRoute, listRoute } from '../documents/service.ts';
import { listResearchReports, openResearchReport } from './service.ts';

const MODULE = '风险报告';

/** 风险报告: listed and downloaded (or opened inline in a viewer). */
export async function researchReportsModule(app: FastifyInstance, { db }: AppContext) {
  listRoute(app, calls.list, { module: MODULE, summary: '风险研究报告列表' }, (req) =>
    listResearchReports(db, req.query),
  );
  downloadRoute(
    app,
    calls.download,
    { module: MODULE, summary: '下载风险研究报告（inline=1 时在浏览器中打开）' },
    (req) => openResearchReport(db, req.params.id),
    (req) => req.query.inline === '1',
  );
}
