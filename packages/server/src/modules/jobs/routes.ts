import type { FastifyInstance } from 'fastify';
import { jobCalls as calls, JOB_MSG } from '@risk/shared/api/jobs';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { cancelJob, listJobs, readJob } from './service.ts';

const tags = ['后台任务'];

/** 后台任务: a user follows the long work they started (imports) until it ends, and may cancel it. */
export async function jobsModule(app: FastifyInstance, { db, jobs }: AppContext) {
  route(app, calls.list, { tags, summary: '我的后台任务（管理员：全部）' }, async (req) => {
    const { rows, total } = await listJobs(db, currentUser(req), req.query);
    return page(rows, total, req.query);
  });
  route(app, calls.detail, { tags, summary: '后台任务的状态、进度与结果' }, async (req) =>
    ok(await readJob(db, jobs, currentUser(req), req.params.id)),
  );
  route(
    app,
    calls.cancel,
    {
      tags,
      summary: '取消后台任务（排队中立即取消；进行中的任务停止并回滚）',
      operation: { module: '后台任务', action: '取消任务' },
    },
    async (req) => ok(await cancelJob(db, jobs, currentUser(req), req.params.id), JOB_MSG.cancelRequested),
  );
}
