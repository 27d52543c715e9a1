import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { evaluationBody } from '@risk/shared/disposal';
import { idParam, envelope, emptyEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../app.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok } from '../../platform/http/envelope.ts';
import { disposalIdOfCompany } from '../disposal/service.ts';
import { archiveCompany, evaluateCompany, POOL_MODULE } from './service.ts';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';
import { z } from 'zod';

const BASE = RISK_COMPANY_PATH;

/** 存档 and 评价 of a pool company (spec doc 1 §4), and the way from a company to its disposal order. */
export async function poolArchiveModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['存档评价'];

  r.post(
    `${BASE}/archive/:id`,
    {
      config: { access: ['riskCompany:save', 'save:save'], operation: { module: POOL_MODULE, action: '存档' } },
      schema: {
        response: { 200: emptyEnvelope },
        tags,
        summary: '存档（待存档且已定级；工单已存档）',
        params: idParam,
      },
    },
    async (req) => {
      await archiveCompany(ctx.db, actorOf(req), req.params.id);
      return ok(null, '存档成功');
    },
  );

  r.post(
    `${BASE}/evaluation`,
    {
      config: { access: ['riskCompany:evaluate', 'save:evaluate'], operation: { module: POOL_MODULE, action: '评价' } },
      schema: { response: { 200: emptyEnvelope }, tags, summary: '评价（待评价；记入历史评价）', body: evaluationBody },
    },
    async (req) => {
      await evaluateCompany(ctx.db, actorOf(req), req.body);
      return ok(null, '评价成功');
    },
  );

  r.get(
    `${BASE}/getDisposeId/:id`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.number().int().nullable()) },
        tags,
        summary: '企业的联动处置工单 ID（无则 null）',
        params: idParam,
      },
    },
    async (req) => ok(await disposalIdOfCompany(ctx.db, currentUser(req), req.params.id)),
  );
}
