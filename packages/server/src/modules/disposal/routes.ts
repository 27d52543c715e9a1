import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { DISPOSAL_RECORD_TYPE_NAMES } from '@risk/shared/disposal';
import { hasPermission } from '@risk/shared/permissions';
import { disposalCalls as calls, type DisposalRecords } from '@risk/shared/api/disposal';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { disposalRow, listDisposals } from './queries.ts';
import {
  addRecord,
  deleteRecords,
  dispatchDisposal,
  DISPOSAL_MODULE,
  recordsOf,
  updateRecord,
  visibleDisposal,
} from './service.ts';

const op = (action: string) => ({ module: DISPOSAL_MODULE, action });

/** The linked disposal: its list, detail, 派发处置 and records (the cards are read-models/statistics). */
export async function disposalModule(app: FastifyInstance, ctx: AppContext) {
  const tags = ['联动处置'];

  route(app, calls.list, { tags, summary: '联动处置列表（区县只见本区；状态为企业库状态 4/6/7）' }, async (req) => {
    const { rows, total } = await listDisposals(ctx.db, currentUser(req), req.query);
    return page(rows, total, req.query);
  });

  route(app, calls.detail, { tags, summary: '联动处置详情与按类型分组的处置记录' }, async (req) => {
    const disposal = await visibleDisposal(ctx.db, currentUser(req), req.params.id);
    return ok({
      ...(await disposalRow(ctx.db, disposal.id)),
      records: (await recordsOf(ctx.db, disposal.id)) as DisposalRecords,
    });
  });

  route(
    app,
    calls.dispatch,
    {
      tags,
      summary: '派发处置：区县将联动处置工单派发给承办部门（办结前可重新派发）',
      operation: op('派发处置'),
    },
    async (req) => {
      const sent = await dispatchDisposal(ctx.db, actorOf(req), req.body);
      return ok(await disposalRow(ctx.db, sent.id), '派发成功');
    },
  );

  route(
    app,
    calls.records,
    { tags, summary: '处置记录（按类型分组；只含用户持有 约谈/裁员和维稳/对接服务 权限的类型）' },
    async (req) => {
      const user = currentUser(req);
      const disposal = await visibleDisposal(ctx.db, user, req.params.disposalId);
      const records = (await recordsOf(ctx.db, disposal.id)) as DisposalRecords;
      for (const type of DISPOSAL_RECORD_TYPE_NAMES)
        if (!hasPermission(user, [`riskDisposalCounty:${type}`, `save:${type}`])) records[type] = [];
      return ok(records);
    },
  );

  route(
    app,
    calls.addRecord,
    { tags, summary: '新增处置记录（约谈/裁员和维稳/对接服务）', operation: op('新增处置记录') },
    async (req) => {
      const created = await addRecord(ctx.db, actorOf(req), req.body);
      return ok({ id: created.id }, MSG.added);
    },
  );

  route(
    app,
    calls.updateRecord,
    { tags, summary: '修改处置记录（按记录自身的类型校验）', operation: op('修改处置记录') },
    async (req) => {
      await updateRecord(ctx.db, actorOf(req), req.params.id, req.body);
      return ok(null, MSG.updated);
    },
  );

  route(
    app,
    calls.removeRecords,
    { tags, summary: '删除处置记录（ID 数组）', operation: op('删除处置记录') },
    async (req) => ok({ deleted: await deleteRecords(ctx.db, actorOf(req), req.body) }, MSG.deleted),
  );
}
