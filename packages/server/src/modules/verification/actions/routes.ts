import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { ORDER_ACTIONS, type OrderActionName } from '@risk/shared/order-machine';
import { hasPermission } from '@risk/shared/permissions';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { actorOf } from '../../../platform/audit/operation-log.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { limitRate } from '../../../platform/http/rate-limit.ts';
import { route } from '../../../platform/http/route.ts';
import { editForm, formOfOrder, saveForm } from './form.ts';
import { appFormView, appReviewOf, auditAppForm, pushMiniApp, submitAppForm } from './mini-app.ts';
import { addRelatedCompanies, relatedCompanies } from './related.ts';
import { reviewOrder } from './service.ts';
import { VERIFICATION_MODULE } from './transition.ts';
import { appSessionOf, assertMayFill } from '../../miniAppUser/service.ts';

/** The public H5 page: requests per IP and minute, against guessing links and flooding. */
const APP_RATE = { limit: 30, windowMs: 60_000 };
const op = (action: string) => ({ module: VERIFICATION_MODULE, action });
/** The operation-log name of a machine action. */
const opOf = (action: OrderActionName) => op(ORDER_ACTIONS[action].label);

/** The verification workflow's actions: every transition goes through the order machine. */
export async function verificationActionsModule(app: FastifyInstance, ctx: AppContext) {
  const tags = ['风险核实'];
  const db = ctx.db;

  route(app, calls.review, { tags, summary: '审核核实情况（通过或退回）', operation: op('审核') }, async (req) => {
    assertActionPermission(req, req.body.pass ? 'reviewPass' : 'reviewReturn');
    await reviewOrder(db, actorOf(req), req.params.id, req.body.pass, req.body.auditExplain);
    return ok(null, req.body.pass ? '审核通过' : '已退回区县');
  });
  route(
    app,
    calls.saveForm,
    { tags, summary: '保存（→核实中）或提交（→待审核）核实情况', operation: op('填写核实情况') },
    async (req) => {
      const { orderId, submit, ...form } = req.body;
      assertActionPermission(req, submit ? 'submit' : 'saveDraft');
      return ok(await saveForm(db, actorOf(req), orderId, submit, form), submit ? '提交成功' : '保存成功');
    },
  );
  route(app, calls.editForm, { tags, summary: '修改核实情况（状态不变）', operation: opOf('editForm') }, async (req) =>
    ok(await editForm(db, actorOf(req), req.params.id, req.body), MSG.updated),
  );
  route(
    app,
    calls.form,
    { tags, summary: '读取工单的核实情况（路径为工单 ID；未填写为 null）', operation: false },
    async (req) => ok(await formOfOrder(db, currentUser(req), req.params.orderId)),
  );

  route(app, calls.pushApp, { tags, summary: '推送小程序：生成 7 天有效的填报链接' }, async (req) =>
    ok(await pushMiniApp(db, actorOf(req), req.params.orderId), '推送成功'),
  );
  route(
    app,
    calls.appForm,
    { tags, summary: '小程序填报页：企业与已填内容（须本企业已审核的小程序账号登录；按 IP 限流）' },
    async (req) => {
      await limitRate(db, `sp:${req.ip}`, APP_RATE.limit, APP_RATE.windowMs);
      const view = await appFormView(db, req.params.token);
      await assertMayFill(db, appSessionOf(req), view.creditCode);
      return ok(view);
    },
  );
  route(
    app,
    calls.submitAppForm,
    {
      tags,
      summary: '小程序提交填报（须本企业已审核的小程序账号；待区县审核；按 IP 限流）',
      operation: false,
    },
    async (req) => {
      await limitRate(db, `sp:${req.ip}`, APP_RATE.limit, APP_RATE.windowMs);
      await assertMayFill(db, appSessionOf(req), (await appFormView(db, req.params.token)).creditCode);
      await submitAppForm(db, req.params.token, req.body);
      return ok(null, '提交成功，请等待区县审核');
    },
  );
  route(
    app,
    calls.appReview,
    { tags, summary: '小程序填报审核页：工单最近一次小程序填报内容与审核情况（区县只见本区）' },
    async (req) => ok(await appReviewOf(db, currentUser(req), req.params.orderId)),
  );
  route(
    app,
    calls.auditApp,
    { tags, summary: '审核小程序填报（通过可采纳为核实情况）', operation: opOf('auditApp') },
    async (req) => {
      await auditAppForm(db, actorOf(req), req.params.orderId, req.body);
      return ok(null, req.body.pass ? '审核通过' : '审核不通过');
    },
  );

  route(app, calls.related, { tags, summary: '工单的关联企业（ids 为工单 ID 数组，重复键）' }, async (req) =>
    ok(await relatedCompanies(db, currentUser(req), req.query.ids)),
  );
  route(
    app,
    calls.addRelated,
    { tags, summary: '添加关联企业（企业库状态低于 5，已存档的工单不可）', operation: op('添加关联企业') },
    async (req) =>
      ok(
        { added: await addRelatedCompanies(db, actorOf(req), req.params.orderId, req.body.riskCompanyIds) },
        '关联成功',
      ),
  );
}

/** Where one route serves two actions (review, save/submit), the chosen action's own codes apply. */
function assertActionPermission(req: Parameters<typeof currentUser>[0], action: OrderActionName): void {
  if (!hasPermission(currentUser(req), ORDER_ACTIONS[action].permission)) throw forbidden(MSG.forbidden);
}
