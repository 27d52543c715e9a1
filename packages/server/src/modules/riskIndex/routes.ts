import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { riskIndexBody, riskIndexQuery, riskIndexUpdateBody } from '@risk/shared/schemas/monitor-config';
import { idParam, idsBody, emptyEnvelope, envelope, wireTime, pageEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../app.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import {
  createRiskIndex,
  deleteRiskIndexes,
  findRiskIndex,
  listRiskIndexes,
  RISK_INDEX_MODULE,
  updateRiskIndex,
} from './service.ts';

const BASE = '/business/v1/riskIndex';
const tags = [RISK_INDEX_MODULE];
const op = (action: string) => ({ module: RISK_INDEX_MODULE, action });

const rowSchema = z.object({
  id: z.number(),
  year: z.number(),
  quarterly: z.number(),
  fissIndex: z.number(),
  fiseIndex: z.number(),
  esIndex: z.number(),
  eeIndex: z.number(),
  createTime: wireTime,
});

/** 风险指数: the quarterly satisfaction and status indices. Read by every signed-in user (dashboards). */
export async function riskIndexModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    BASE,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '风险指数列表（年份、季度筛选）',
        querystring: riskIndexQuery,
        response: { 200: pageEnvelope(rowSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await listRiskIndexes(db, req.query);
      return page(rows, total, req.query);
    },
  );
  app.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: '风险指数详情', params: idParam, response: { 200: envelope(rowSchema) } },
    },
    async (req) => ok(await findRiskIndex(db, req.params.id)),
  );
  app.post(
    BASE,
    {
      config: { access: 'riskIndex:add', operation: op('新增风险指数') },
      schema: {
        tags,
        summary: '新增风险指数（每个年份季度一条）',
        body: riskIndexBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (req) => ok({ id: await createRiskIndex(db, actorOf(req), req.body) }, MSG.added),
  );
  app.put(
    BASE,
    {
      config: { access: 'riskIndex:edit', operation: op('编辑风险指数') },
      schema: { tags, summary: '编辑风险指数', body: riskIndexUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      const { id, ...body } = req.body;
      await updateRiskIndex(db, actorOf(req), id, body);
      return ok(null, MSG.updated);
    },
  );
  app.delete(
    BASE,
    {
      config: { access: 'riskIndex:del', operation: op('删除风险指数') },
      schema: { tags, summary: '删除风险指数（ID 数组）', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteRiskIndexes(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
