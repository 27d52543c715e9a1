import type { FastifyInstance } from 'fastify';
import { sessionCalls as calls } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { browserOf } from '../../platform/http/client-info.ts';
import { limitRate } from '../../platform/http/rate-limit.ts';
import { route } from '../../platform/http/route.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { issueCaptcha } from './captcha.ts';
import { login, logout } from './service.ts';

/** Per IP: captchas 30 a minute, login attempts 20 a minute. */
const CAPTCHA_LIMIT = 30;
const LOGIN_LIMIT = 20;

export async function sessionModule(app: FastifyInstance, ctx: AppContext) {
  const tags = ['会话'];

  route(app, calls.captcha, { tags, summary: '获取算术验证码' }, async (req) => {
    await limitRate(ctx.db, `captcha:${req.ip}`, CAPTCHA_LIMIT, 60_000);
    const captcha = await issueCaptcha(ctx.db);
    return ok({ ...captcha, ...(ctx.config.demoCaptchaCode ? { demoCode: ctx.config.demoCaptchaCode } : {}) });
  });

  route(
    app,
    calls.publicKey,
    {
      tags,
      summary: '登录密码加密公钥（RSA-OAEP SHA-256 的 SPKI PEM；CRYPTO_SUITE=gm 时为 SM2 公钥 04…，密文 C1C3C2）',
    },
    async () => ok(ctx.secrets.password.publicKey),
  );

  route(app, calls.login, { tags, summary: '登录', operation: false }, async (req) => {
    await limitRate(ctx.db, `login:${req.ip}`, LOGIN_LIMIT, 60_000);
    return ok(await login(ctx, req.body, { ip: req.ip, browser: browserOf(req) }), '登录成功');
  });

  route(app, calls.info, { tags, summary: '当前用户信息' }, async (req) => {
    const { sessionId: _sid, ...user } = currentUser(req);
    return ok(user);
  });

  route(
    app,
    calls.logout,
    { tags, summary: '退出登录', operation: { module: '登录', action: '退出登录' } },
    async (req) => {
      await logout(ctx, actorOf(req));
      return ok(null, '退出成功');
    },
  );
}
