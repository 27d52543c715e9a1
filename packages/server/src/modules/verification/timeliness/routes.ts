import type { FastifyInstance } from 'fastify';
import { timeLimitCalls } from '@risk/shared/api/system';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { TIMELINESS_MSG } from '@risk/shared/schemas/timeliness';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { actorOf } from '../../../platform/audit/operation-log.ts';
import { ok, page } from '../../../platform/http/envelope.ts';
import { route } from '../../../platform/http/route.ts';
import { approveDelay, delaysOf, listDelays, refuseDelay, requestDelay } from './delay.ts';
import { registerDigest } from './digest.ts';
import { saveTimeLimits, timeLimitSettings } from './limits.ts';
import { urgeOrder, urgesOf } from './service.ts';

/** Timeliness of the orders (docs/timeliness.md): 催办, 延期, the time-limit settings and the morning digest. */
export async function timelinessModule(app: FastifyInstance, ctx: AppContext) {
  registerDigest(ctx.jobs, ctx.db);
  const tags = ['风险核实'];
  route(app, calls.urge, { tags, summary: '催办：通知工单所在区县办理当前环节', operation: false }, async (req) => {
    await urgeOrder(ctx.db, actorOf(req), req.params.id, req.body.content);
    return ok(null, TIMELINESS_MSG.urged);
  });
  route(app, calls.urges, { tags, summary: '工单的催办记录（新的在前）', operation: false }, async (req) =>
    ok(await urgesOf(ctx.db, currentUser(req), req.params.id)),
  );
  route(
    app,
    calls.delay,
    { tags, summary: '申请延期：办理当前环节的区县向市级申请延长办理时限', operation: false },
    async (req) => {
      await requestDelay(ctx.db, actorOf(req), req.params.id, req.body.days, req.body.reason);
      return ok(null, TIMELINESS_MSG.delayRequested);
    },
  );
  route(
    app,
    calls.delayApprove,
    { tags, summary: '同意延期：办理时限按申请的工作日顺延', operation: false },
    async (req) => {
      await approveDelay(ctx.db, actorOf(req), req.params.id, req.body.opinion);
      return ok(null, TIMELINESS_MSG.delayApproved);
    },
  );
  route(app, calls.delayRefuse, { tags, summary: '驳回延期：办理时限不变', operation: false }, async (req) => {
    await refuseDelay(ctx.db, actorOf(req), req.params.id, req.body.opinion);
    return ok(null, TIMELINESS_MSG.delayRefused);
  });
  route(app, calls.delays, { tags, summary: '工单的延期申请（新的在前）', operation: false }, async (req) =>
    ok(await delaysOf(ctx.db, currentUser(req), req.params.id)),
  );
  route(app, calls.delayList, { tags, summary: '延期申请列表（市级，默认待审批）', operation: false }, async (req) => {
    const { rows, total } = await listDelays(ctx.db, currentUser(req), req.query);
    return page(rows, total, req.query);
  });
  const settingTags = ['办理时限设置'];
  route(app, timeLimitCalls.get, { tags: settingTags, summary: '各环节办理时限与升级提醒天数' }, async () =>
    ok(await timeLimitSettings(ctx.db)),
  );
  route(
    app,
    timeLimitCalls.update,
    { tags: settingTags, summary: '保存办理时限（自下一次环节变更起生效）', operation: false },
    async (req) => ok(await saveTimeLimits(ctx.db, actorOf(req), req.body), TIMELINESS_MSG.limitsSaved),
  );
}
