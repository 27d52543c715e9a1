import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import { ORDER_ACTIONS, type OrderActionName } from '@risk/shared/order-machine';
import { hasPermission } from '@risk/shared/permissions';
import {
  appReviewBody,
  formSaveBody,
  orderIdParam,
  relatedQuery,
  relatedBody,
  reviewBody,
  tokenParam,
} from '@risk/shared/schemas/verification';
import { appFormBody, verificationFormBody } from '@risk/shared/verification-form';
import { idParam, envelope, emptyEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { actorOf } from '../../../platform/audit/operation-log.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { limitRate } from '../../../platform/http/rate-limit.ts';
import { editForm, formOfOrder, saveForm } from './form.ts';
import { appFormView, appReviewOf, auditAppForm, pushMiniApp, submitAppForm } from './mini-app.ts';
import { addRelatedCompanies, relatedCompanies } from './related.ts';
import { reviewOrder } from './service.ts';
import { VERIFICATION_MODULE } from './transition.ts';
import {
  ORDERS_PATH,
  FORMS_PATH,
  APP_PATH,
  PUSH_APP_PATH,
  verificationInfoRow,
  miniAppLink,
  appFormView as appFormViewSchema,
  appReviewView as appReviewViewSchema,
} from '@risk/shared/api/verification';
import { RISK_COMPANY_PATH, relatedCompany } from '@risk/shared/api/pool';
import { z } from 'zod';
import { appSessionOf, assertMayFill } from '../../miniAppUser/service.ts';

const ORDERS = ORDERS_PATH;
const FORMS = FORMS_PATH;
const APP = APP_PATH;
const POOL = RISK_COMPANY_PATH;
/** The public H5 page: requests per IP and minute, against guessing links and flooding. */
const APP_RATE = { limit: 30, windowMs: 60_000 };

/** Route config of a machine action: its permission codes and its operation-log name. */
const actionConfig = (action: OrderActionName) => ({
  access: ORDER_ACTIONS[action].permission,
  operation: { module: VERIFICATION_MODULE, action: ORDER_ACTIONS[action].label },
});

/** The verification workflow's actions: every transition goes through the order machine. */
export async function verificationActionsModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['风险核实'];
  const db = ctx.db;

  r.post(
    `${ORDERS}/:id/review`,
    {
      config: {
        access: [...new Set([...ORDER_ACTIONS.reviewPass.permission, ...ORDER_ACTIONS.reviewReturn.permission])],
        operation: { module: VERIFICATION_MODULE, action: '审核' },
      },
      schema: {
        response: { 200: emptyEnvelope },
        tags,
        summary: '审核核实情况（通过或退回）',
        params: idParam,
        body: reviewBody,
      },
    },
    async (req) => {
      assertActionPermission(req, req.body.pass ? 'reviewPass' : 'reviewReturn');
      await reviewOrder(db, actorOf(req), req.params.id, req.body.pass, req.body.auditExplain);
      return ok(null, req.body.pass ? '审核通过' : '已退回区县');
    },
  );
  r.post(
    FORMS,
    {
      config: {
        access: ['riskVerificationCounty:writeVerify', 'riskVerificationCounty:submitVerify'],
        operation: { module: VERIFICATION_MODULE, action: '填写核实情况' },
      },
      schema: {
        response: { 200: envelope(verificationInfoRow) },
        tags,
        summary: '保存（→核实中）或提交（→待审核）核实情况',
        body: formSaveBody,
      },
    },
    async (req) => {
      const { orderId, submit, ...form } = req.body;
      assertActionPermission(req, submit ? 'submit' : 'saveDraft');
      return ok(await saveForm(db, actorOf(req), orderId, submit, form), submit ? '提交成功' : '保存成功');
    },
  );
  r.put(
    `${FORMS}/:id`,
    {
      config: actionConfig('editForm'),
      schema: {
        response: { 200: envelope(verificationInfoRow) },
        tags,
        summary: '修改核实情况（状态不变）',
        params: idParam,
        body: verificationFormBody,
      },
    },
    async (req) => ok(await editForm(db, actorOf(req), req.params.id, req.body), MSG.updated),
  );
  r.post(
    `${FORMS}/:orderId`,
    {
      config: { access: 'authenticated', operation: false },
      schema: {
        response: { 200: envelope(verificationInfoRow.nullable()) },
        tags,
        summary: '读取工单的核实情况（路径为工单 ID；未填写为 null）',
        params: orderIdParam,
      },
    },
    async (req) => ok(await formOfOrder(db, currentUser(req), req.params.orderId)),
  );

  r.get(
    `${PUSH_APP_PATH}/:orderId`,
    {
      config: { access: ORDER_ACTIONS.pushApp.permission },
      schema: {
        response: { 200: envelope(miniAppLink) },
        tags,
        summary: '推送小程序：生成 7 天有效的填报链接',
        params: orderIdParam,
      },
    },
    async (req) => ok(await pushMiniApp(db, actorOf(req), req.params.orderId), '推送成功'),
  );
  r.get(
    `${APP}/:token`,
    {
      config: { access: 'public' },
      schema: {
        response: { 200: envelope(appFormViewSchema) },
        tags,
        summary: '小程序填报页：企业与已填内容（须本企业已审核的小程序账号登录；按 IP 限流）',
        params: tokenParam,
      },
    },
    async (req) => {
      await limitRate(db, `sp:${req.ip}`, APP_RATE.limit, APP_RATE.windowMs);
      const view = await appFormView(db, req.params.token);
      await assertMayFill(db, appSessionOf(req), view.creditCode);
      return ok(view);
    },
  );
  r.post(
    `${APP}/:token`,
    {
      config: { access: 'public', operation: false },
      schema: {
        response: { 200: emptyEnvelope },
        tags,
        summary: '小程序提交填报（须本企业已审核的小程序账号；待区县审核；按 IP 限流）',
        params: tokenParam,
        body: appFormBody,
      },
    },
    async (req) => {
      await limitRate(db, `sp:${req.ip}`, APP_RATE.limit, APP_RATE.windowMs);
      await assertMayFill(db, appSessionOf(req), (await appFormView(db, req.params.token)).creditCode);
      await submitAppForm(db, req.params.token, req.body);
      return ok(null, '提交成功，请等待区县审核');
    },
  );
  r.get(
    `${APP}/review/:orderId`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(appReviewViewSchema) },
        tags,
        summary: '小程序填报审核页：工单最近一次小程序填报内容与审核情况（区县只见本区）',
        params: orderIdParam,
      },
    },
    async (req) => ok(await appReviewOf(db, currentUser(req), req.params.orderId)),
  );
  r.post(
    `${APP}/review/:orderId`,
    {
      config: actionConfig('auditApp'),
      schema: {
        response: { 200: emptyEnvelope },
        tags,
        summary: '审核小程序填报（通过可采纳为核实情况）',
        params: orderIdParam,
        body: appReviewBody,
      },
    },
    async (req) => {
      await auditAppForm(db, actorOf(req), req.params.orderId, req.body);
      return ok(null, req.body.pass ? '审核通过' : '审核不通过');
    },
  );

  r.get(
    `${POOL}/related`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.array(relatedCompany)) },
        tags,
        summary: '工单的关联企业（ids 为工单 ID 数组，重复键）',
        querystring: relatedQuery,
      },
    },
    async (req) => ok(await relatedCompanies(db, currentUser(req), req.query.ids)),
  );
  r.post(
    `${POOL}/relatedCompany/:orderId`,
    {
      config: {
        access: 'riskVerificationCounty:correlationCompany',
        operation: { module: VERIFICATION_MODULE, action: '添加关联企业' },
      },
      schema: {
        response: { 200: envelope(z.object({ added: z.number().int() })) },
        tags,
        summary: '添加关联企业（企业库状态低于 5，已存档的工单不可）',
        params: orderIdParam,
        body: relatedBody,
      },
    },
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
