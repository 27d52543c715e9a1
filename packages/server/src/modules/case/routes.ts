import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { ORDER_ACTIONS, type OrderActionName } from '@risk/shared/order-machine';
import { poolCalls } from '@risk/shared/api/pool';
import { verificationCalls } from '@risk/shared/api/verification';
import { disposalCalls } from '@risk/shared/api/disposal';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { DISPOSAL_MODULE } from '../disposal/service.ts';
import { evaluateCompany, POOL_MODULE, poolRow } from '../pool/service.ts';
import { findOrderRow, VERIFICATION_MODULE } from '../verification/actions/service.ts';
import {
  archiveCompany,
  changeCompanyRegion,
  createOrder,
  changeOrderRegion,
  disposalIdOfCompany,
  dispatchOrders,
  finishDisposal,
  holdOrders,
  pushCompanies,
  rateOrder,
  refuseOrder,
  revokeOrder,
  takeOrder,
  updateCompany,
  withdrawCompanies,
  withdrawOrders,
} from './service.ts';

const op = (action: string) => ({ module: POOL_MODULE, action });
const orderOp = (action: string) => ({ module: VERIFICATION_MODULE, action });
/** The operation-log name of a machine action. */
const opOf = (action: OrderActionName) => orderOp(ORDER_ACTIONS[action].label);

/**
 * The steps that move a pool company and its orders together: the pool's push, withdrawal,
 * district, edit, archive and evaluation; the verification actions that change the company; the
 * disposal's 办结. Paths, permissions and messages are those of the screens that call them.
 */
export async function caseModule(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;
  const poolTags = ['风险企业库'];
  const tags = ['风险核实'];
  const archiveTags = ['存档评价'];
  const disposalTags = ['联动处置'];

  route(
    app,
    poolCalls.push,
    { tags: poolTags, summary: '推送（单个或批量，全部成功或全部不推送；为市级创建核实工单）', operation: op('推送') },
    async (req) => {
      const n = await pushCompanies(db, actorOf(req), req.body.ids);
      return ok({ pushed: n }, `推送成功，共 ${n} 家企业`);
    },
  );
  route(
    app,
    poolCalls.withdraw,
    { tags: poolTags, summary: '撤回推送（区县接单前）', operation: op('撤回') },
    async (req) => {
      const n = await withdrawCompanies(db, actorOf(req), req.body.ids);
      return ok({ withdrawn: n }, `撤回成功，共 ${n} 家企业`);
    },
  );
  route(
    app,
    poolCalls.region,
    { tags: poolTags, summary: '修改派单区县（已推送未接单时工单随之改派）', operation: op('修改派单区县') },
    async (req) => {
      await changeCompanyRegion(db, actorOf(req), req.body.id, req.body.companyRegion);
      return ok(null, MSG.updated);
    },
  );
  route(app, poolCalls.update, { tags: poolTags, summary: '编辑企业', operation: op('编辑企业') }, async (req) => {
    const updated = await updateCompany(db, actorOf(req), req.body);
    return ok(await poolRow(db, currentUser(req), updated.id), MSG.updated);
  });

  const orders = verificationCalls;
  route(
    app,
    orders.dispatch,
    { tags, summary: '派单（全部成功或全部不派）', operation: opOf('dispatch') },
    async (req) => ok({ dispatched: await dispatchOrders(db, actorOf(req), req.body.ids) }, '派单成功'),
  );
  route(app, orders.noDelivery, { tags, summary: '暂不派单', operation: opOf('noDelivery') }, async (req) =>
    ok({ held: await holdOrders(db, actorOf(req), req.body.ids, true) }, '操作成功'),
  );
  route(
    app,
    orders.reCallNoDelivery,
    { tags, summary: '撤销暂不派单', operation: opOf('reCallNoDelivery') },
    async (req) => ok({ recalled: await holdOrders(db, actorOf(req), req.body.ids, false) }, '操作成功'),
  );
  route(
    app,
    orders.create,
    { tags, summary: '新建工单（推送一家未推送企业；send 为 true 时一并派单）', operation: orderOp('新建工单') },
    async (req) => {
      const id = await createOrder(db, actorOf(req), req.body);
      return ok(await findOrderRow(db, currentUser(req), id), req.body.send ? '保存并派单成功' : '保存成功');
    },
  );
  route(
    app,
    orders.update,
    { tags, summary: '修改工单的派单区县（区县接单前）', operation: opOf('editRegion') },
    async (req) => {
      await changeOrderRegion(db, actorOf(req), req.params.id, req.body.region);
      return ok(null, '修改成功');
    },
  );
  route(
    app,
    orders.remove,
    { tags, summary: '删除工单（区县接单前，全部成功或全部不删；企业回到未推送）', operation: orderOp('删除工单') },
    async (req) => {
      const n = await withdrawOrders(db, actorOf(req), req.body.ids);
      return ok({ removed: n }, `删除成功，共 ${n} 个工单`);
    },
  );
  route(app, orders.revoke, { tags, summary: '撤回（区县接单前）', operation: opOf('revoke') }, async (req) => {
    await revokeOrder(db, actorOf(req), req.params.id);
    return ok(null, '撤回成功');
  });
  route(app, orders.take, { tags, summary: '接单（区县）', operation: opOf('takeOrder') }, async (req) => {
    await takeOrder(db, actorOf(req), req.params.id);
    return ok(null, '接单成功');
  });
  route(app, orders.refuse, { tags, summary: '退单（区县，接单前）', operation: opOf('refuse') }, async (req) => {
    await refuseOrder(db, actorOf(req), req.params.id, req.body.reason, 'refuse');
    return ok(null, '退单成功');
  });
  route(
    app,
    orders.backOrder,
    { tags, summary: '退回市级（仅 admin，接单后提交前）', operation: opOf('backOrder') },
    async (req) => {
      await refuseOrder(db, actorOf(req), req.params.id, req.body.reason, 'backOrder');
      return ok(null, '退回成功');
    },
  );
  route(app, orders.rate, { tags, summary: '预警定级', operation: opOf('rating') }, async (req) => {
    const status = await rateOrder(db, actorOf(req), req.params.id, req.body.level, req.body.isDefuse);
    return ok({ status }, '定级成功');
  });

  route(
    app,
    poolCalls.archive,
    {
      tags: archiveTags,
      summary: '存档（待存档且已定级；工单已存档）',
      operation: { module: POOL_MODULE, action: '存档' },
    },
    async (req) => {
      await archiveCompany(db, actorOf(req), req.params.id);
      return ok(null, '存档成功');
    },
  );
  route(
    app,
    poolCalls.evaluate,
    { tags: archiveTags, summary: '评价（待评价；记入历史评价）', operation: { module: POOL_MODULE, action: '评价' } },
    async (req) => {
      await evaluateCompany(db, actorOf(req), req.body);
      return ok(null, '评价成功');
    },
  );
  route(app, poolCalls.disposalId, { tags: archiveTags, summary: '企业的联动处置工单 ID（无则 null）' }, async (req) =>
    ok(await disposalIdOfCompany(db, currentUser(req), req.params.id)),
  );
  route(
    app,
    disposalCalls.finish,
    {
      tags: disposalTags,
      summary: '办结（至少一条处置记录；工单已办结、企业待存档）',
      operation: { module: DISPOSAL_MODULE, action: '办结' },
    },
    async (req) => {
      await finishDisposal(db, actorOf(req), req.params.id);
      return ok(null, '办结成功');
    },
  );
}
