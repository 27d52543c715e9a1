import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { MONITOR_CONFIG_MSG } from '@risk/shared/schemas/monitor-config';
import { miniAppUserCalls as calls } from '@risk/shared/api/miniAppUser';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { limitRate } from '../../platform/http/rate-limit.ts';
import { route } from '../../platform/http/route.ts';
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

const tags = [MINI_APP_USER_MODULE];
const op = (action: string) => ({ module: MINI_APP_USER_MODULE, action });
/** Registration and sign-in on the public H5 page: attempts per IP and minute. */
const APP_RATE = { limit: 20, windowMs: 60_000 };

/**
 * 小程序用户 (list all, auditAccount/{id}, delAccount): companies' accounts on the
 * mini-app H5 page. Registration and sign-in are public (the page's own calls); the list, the
 * audit and the deletion are the district's (or operations').
 */
export async function miniAppUserModule(app: FastifyInstance, { db, secrets }: AppContext) {
  route(app, calls.list, { tags, summary: '小程序用户列表（区县只见本区企业的账号；手机号脱敏）' }, async (req) => {
    const { rows, total } = await listAccounts(db, currentUser(req), req.query);
    return page(rows, total, req.query);
  });
  route(
    app,
    calls.audit,
    {
      tags,
      summary: '审核小程序用户：status 1 通过（无请求体时亦同）或 2 不通过（须填 auditExplain）；已通过的不能再审',
      operation: op('审核小程序用户'),
    },
    async (req) => {
      await auditAccount(db, actorOf(req), req.params.id, req.body);
      return ok(null, MONITOR_CONFIG_MSG.audited);
    },
  );
  route(
    app,
    calls.remove,
    { tags, summary: '删除小程序用户（ID 数组）', operation: op('删除小程序用户') },
    async (req) => {
      await deleteAccounts(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );

  route(
    app,
    calls.register,
    { tags, summary: '企业注册小程序账号（密码 RSA 加密；待区县审核；按 IP 限流）', operation: false },
    async (req) => {
      await limitRate(db, `spu:${req.ip}`, APP_RATE.limit, APP_RATE.windowMs);
      return ok({ id: await registerAccount(db, secrets, req.body) }, MONITOR_CONFIG_MSG.registered);
    },
  );
  route(
    app,
    calls.login,
    { tags, summary: '企业登录小程序（答复会话令牌，放在 x-app-session 请求头；按 IP 限流）', operation: false },
    async (req) => {
      await limitRate(db, `spu:${req.ip}`, APP_RATE.limit, APP_RATE.windowMs);
      return ok(await signIn(db, secrets, req.body), '登录成功');
    },
  );
  route(app, calls.me, { tags, summary: '当前登录的小程序账号（企业与审核状态）' }, async (req) =>
    ok(await accountView(db, appSessionOf(req))),
  );
}
