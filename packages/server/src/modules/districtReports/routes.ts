import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { districtReportCalls as calls } from '@risk/shared/api/content';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { downloadRoute, recordRoutes } from '../documents/service.ts';
import {
  createDistrictReport,
  deleteDistrictReports,
  findDistrictReport,
  listDistrictReports,
  openDistrictReportFile,
  removeDistrictReportFile,
  updateDistrictReport,
} from './service.ts';

const MODULE = '区县报告';

/** 区县报告: a district sees and uploads its own district's reports; the city reads all. */
export async function districtReportsModule(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  recordRoutes(app, calls, {
    module: MODULE,
    noun: '区县报告',
    list: {
      summary: '区县报告列表（区县用户只见本区）',
      run: (req) => listDistrictReports(db, currentUser(req), req.query),
    },
    detail: { run: (req) => findDistrictReport(db, currentUser(req), req.params.id) },
    add: {
      summary: '新增区县报告（fileId 为 toolLocalStorage 上传的文件）',
      run: (actor, req) => createDistrictReport(db, actor, req.body),
    },
    edit: { run: (actor, req) => updateDistrictReport(db, actor, req.body.id, req.body) },
    remove: { run: (actor, ids) => deleteDistrictReports(db, actor, ids) },
  });

  downloadRoute(app, calls.download, { module: MODULE, summary: '下载区县报告（原文件名）' }, (req) =>
    openDistrictReportFile(db, currentUser(req), req.params.id),
  );

  route(
    app,
    calls.removeFile,
    {
      tags: [MODULE],
      summary: '移除报告的文件（保留报告）',
      operation: { module: MODULE, action: '移除区县报告文件' },
    },
    async (req) => {
      await removeDistrictReportFile(db, actorOf(req), req.query.id);
      return ok(null, MSG.deleted);
    },
  );
}
