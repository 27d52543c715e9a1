import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import {
  MONITOR_CONFIG_MSG,
  miniAppAuditBody,
  miniAppLoginBody,
  miniAppRegisterBody,
  miniAppUserQuery,
} from '@risk/shared/schemas/monitor-config';
import { idParam, idsBody, emptyEnvelope, envelope, wireTime, pageEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { limitRate } from '../../platform/http/rate-limit.ts';
import {
  accountView,
  appSessionOf,
  auditAccount,
  deleteAccounts,
  listAccounts,
  MINI_APP_USER_MODULE,
  registerAccount,
  signIn,
} from './service.ts';

const BASE = '/sp/business/v1/user';
const tags = [MINI_APP_USER_MODULE];
const op = (action: string) => ({ module: MINI_APP_USER_MODULE, action });
/** Registration and sign-in on the public H5 page: attempts per IP and minute. */
const APP_RATE = { limit: 20, windowMs: 60_000 };

const rowSchema = z.object({
  id: z.number(),
  account: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  region: z.string(),
  contactName: z.string(),
  status: z.number(),
  auditBy: z.string().nullable(),
  auditTime: wireTime.nullable(),
  auditExplain: z.string().nullable(),
  createTime: wireTime,
});

/**
 * 小程序用户 (list all, auditAccount/{id}, delAccount): companies' accounts on the
 * mini-app H5 page. Registration and sign-in are public (the page's own calls); the list, the
 * audit and the deletion are the district's (or operations').
 */
export async function miniAppUserModule(scope: FastifyInstance, { db, secrets }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    BASE,
    {
      config: { access: ['miniAppUser:audit', 'miniAppUser:del'] },
      schema: {
        tags,
        summary: '小程序用户列表（区县只见本区企业的账号；手机号脱敏）',
        querystring: miniAppUserQuery,
        response: { 200: pageEnvelope(rowSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await listAccounts(db, currentUser(req), req.query);
      return page(rows, total, req.query);
    },
  );
  app.put(
    `${BASE}/auditAccount/:id`,
    {
      config: { access: 'miniAppUser:audit', operation: op('审核小程序用户') },
      schema: {
        tags,
        summary: '审核小程序用户：status 1 通过（无请求体时亦同）或 2 不通过（须填 auditExplain）；已通过的不能再审',
        params: idParam,
        body: miniAppAuditBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await auditAccount(db, actorOf(req), req.params.id, req.body);
      return ok(null, MONITOR_CONFIG_MSG.audited);
    },
  );
  app.delete(
    `${BASE}/delAccount`,
    {
      config: { access: 'miniAppUser:del', operation: op('删除小程序用户') },
      schema: { tags, summary: '删除小程序用户（ID 数组）', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteAccounts(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );

  app.post(
    `${BASE}/register`,
    {
      config: { access: 'public', operation: false },
      schema: {
        tags,
        summary: '企业注册小程序账号（密码 RSA 加密；待区县审核；按 IP 限流）',
        body: miniAppRegisterBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (req) => {
      await limitRate(db, `spu:${req.ip}`, APP_RATE.limit, APP_RATE.windowMs);
      return ok({ id: await registerAccount(db, secrets, req.body) }, MONITOR_CONFIG_MSG.registered);
    },
  );
  app.post(
    `${BASE}/login`,
    {
      config: { access: 'public', operation: false },
      schema: {
        tags,
        summary: '企业登录小程序（答复会话令牌，放在 x-app-session 请求头；按 IP 限流）',
        body: miniAppLoginBody,
        response: {
          200: envelope(
            z.object({ token: z.string(), companyName: z.string(), status: z.number(), expiresAt: wireTime }),
          ),
        },
      },
    },
    async (req) => {
      await limitRate(db, `spu:${req.ip}`, APP_RATE.limit, APP_RATE.windowMs);
      return ok(await signIn(db, secrets, req.body), '登录成功');
    },
  );
  app.get(
    `${BASE}/me`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '当前登录的小程序账号（企业与审核状态）',
        response: {
          200: envelope(
            z.object({
              companyName: z.string(),
              creditCode: z.string(),
              region: z.string(),
              status: z.number(),
              auditExplain: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (req) => ok(await accountView(db, appSessionOf(req))),
  );
}
