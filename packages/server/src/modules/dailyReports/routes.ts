import type { FastifyInstance } from 'fastify';
import { dailyReportCalls as calls } from '@risk/shared/api/content';
import type { AppContext } from '../../context.ts';
import { downloadRoute, recordRoutes } from '../documents/service.ts';
import { createDaily, deleteDaily, findDaily, listDaily, openDailyFile, updateDaily } from './service.ts';

const MODULE = '专报日报';

/** 专报日报: the city's reports, read by every level. */
export async function dailyReportsModule(app: FastifyInstance, { db }: AppContext) {
  recordRoutes(app, calls, {
    module: MODULE,
    noun: '专报日报',
    list: { summary: '专报日报列表（标题、上传时间）', run: (req) => listDaily(db, req.query) },
    detail: { run: (req) => findDaily(db, req.params.id) },
    add: {
      summary: '新增专报日报（fileId 为 toolLocalStorage 上传的文件）',
      run: (actor, req) => createDaily(db, actor, req.body),
    },
    edit: { run: (actor, req) => updateDaily(db, actor, req.body.id, req.body) },
    remove: { run: (actor, ids) => deleteDaily(db, actor, ids) },
  });
  downloadRoute(app, calls.download, { module: MODULE, summary: '下载专报日报（原文件名）' }, (req) =>
    openDailyFile(db, req.params.id),
  );
}
