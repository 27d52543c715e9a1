import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBody } from '@risk/shared/schemas/auth';
import type { AppContext } from '../../context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { browserOf } from '../../platform/http/client-info.ts';
import { limitRate } from '../../platform/http/rate-limit.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { issueCaptcha } from './captcha.ts';
import { login, logout } from './service.ts';
import { envelope, emptyEnvelope } from '@risk/shared/wire';
import {
  CAPTCHA_PATH,
  PUBLIC_KEY_PATH,
  LOGIN_PATH,
  SESSION_INFO_PATH,
  LOGOUT_PATH,
  captchaAnswer,
  loginAnswer,
  sessionUser,
} from '@risk/shared/api/system';
import { z } from 'zod';

/** Per IP: captchas 30 a minute, login attempts 20 a minute. */
const CAPTCHA_LIMIT = 30;
const LOGIN_LIMIT = 20;

export async function sessionModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['会话'];

  r.get(
    CAPTCHA_PATH,
    {
      config: { access: 'public' },
      schema: { response: { 200: envelope(captchaAnswer) }, tags, summary: '获取算术验证码' },
    },
    async (req) => {
      await limitRate(ctx.db, `captcha:${req.ip}`, CAPTCHA_LIMIT, 60_000);
      const captcha = await issueCaptcha(ctx.db);
      return ok({ ...captcha, ...(ctx.config.demoCaptchaCode ? { demoCode: ctx.config.demoCaptchaCode } : {}) });
    },
  );

  r.get(
    PUBLIC_KEY_PATH,
    {
      config: { access: 'public' },
      schema: {
        response: { 200: envelope(z.string()) },
        tags,
        summary: '登录密码加密公钥 (SPKI PEM, RSA-OAEP SHA-256)',
      },
    },
    async () => ok(ctx.secrets.rsaPublicPem),
  );

  r.post(
    LOGIN_PATH,
    {
      config: { access: 'public', operation: false },
      schema: { response: { 200: envelope(loginAnswer) }, tags, summary: '登录', body: loginBody },
    },
    async (req) => {
      await limitRate(ctx.db, `login:${req.ip}`, LOGIN_LIMIT, 60_000);
      return ok(await login(ctx, req.body, { ip: req.ip, browser: browserOf(req) }), '登录成功');
    },
  );

  r.get(
    SESSION_INFO_PATH,
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: envelope(sessionUser) }, tags, summary: '当前用户信息' },
    },
    async (req) => {
      const { sessionId: _sid, ...user } = currentUser(req);
      return ok(user);
    },
  );

  r.delete(
    LOGOUT_PATH,
    {
      config: { access: 'authenticated', operation: { module: '登录', action: '退出登录' } },
      schema: { response: { 200: emptyEnvelope }, tags, summary: '退出登录' },
    },
    async (req) => {
      await logout(ctx, actorOf(req));
      return ok(null, '退出成功');
    },
  );
}
