import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBody } from '@risk/shared/schemas/auth';
import type { AppContext } from '../../app.ts';
import { ok } from '../../platform/http/envelope.ts';
import { browserOf } from '../../platform/http/client-info.ts';
import { limitRate } from '../../platform/http/rate-limit.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { issueCaptcha } from './captcha.ts';
import { login, logout } from './service.ts';

/** Per IP: captchas 30 a minute, login attempts 20 a minute. */
const CAPTCHA_LIMIT = 30;
const LOGIN_LIMIT = 20;

export async function sessionModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['会话'];

  r.get(
    '/iams/v1/auth/code',
    { config: { access: 'public' }, schema: { tags, summary: '获取算术验证码' } },
    async (req) => {
      await limitRate(ctx.db, `captcha:${req.ip}`, CAPTCHA_LIMIT, 60_000);
      const captcha = await issueCaptcha(ctx.db);
      return ok({ ...captcha, ...(ctx.config.demoCaptchaCode ? { demoCode: ctx.config.demoCaptchaCode } : {}) });
    },
  );

  r.get(
    '/iams/v1/auth/publicKey',
    { config: { access: 'public' }, schema: { tags, summary: '登录密码加密公钥 (SPKI PEM, RSA-OAEP SHA-256)' } },
    async () => ok(ctx.secrets.rsaPublicPem),
  );

  r.post(
    '/iams/v1/auth/login',
    { config: { access: 'public', operation: false }, schema: { tags, summary: '登录', body: loginBody } },
    async (req) => {
      await limitRate(ctx.db, `login:${req.ip}`, LOGIN_LIMIT, 60_000);
      return ok(await login(ctx, req.body, { ip: req.ip, browser: browserOf(req) }), '登录成功');
    },
  );

  r.get(
    '/iams/v1/auth/info',
    { config: { access: 'authenticated' }, schema: { tags, summary: '当前用户信息' } },
    async (req) => {
      const { sessionId: _sid, ...user } = currentUser(req);
      return ok(user);
    },
  );

  r.delete(
    '/iams/v1/auth/logout',
    {
      config: { access: 'authenticated', operation: { module: '登录', action: '退出登录' } },
      schema: { tags, summary: '退出登录' },
    },
    async (req) => {
      await logout(ctx, actorOf(req));
      return ok(null, '退出成功');
    },
  );
}
