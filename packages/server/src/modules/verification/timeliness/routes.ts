import type { FastifyInstance } from 'fastify';
import { timeLimitCalls } from '@risk/shared/api/system';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { TIMELINESS_MSG } from '@risk/shared/schemas/timeliness';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { actorOf } from '../../../platform/audit/operation-log.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { route } from '../../../platform/http/route.ts';
import { registerDigest } from './digest.ts';
import { saveTimeLimits, timeLimitSettings } from './limits.ts';
import { urgeOrder, urgesOf } from './service.ts';

/** Timeliness of the orders (docs/timeliness.md): 催办, the order's reminders, the time-limit settings and the morning digest. */
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
