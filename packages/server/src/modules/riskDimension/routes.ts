import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { riskDimensionBody, riskDimensionQuery, riskDimensionUpdateBody } from '@risk/shared/schemas/monitor-config';
import { idParam, idsBody, emptyEnvelope, envelope, wireTime, pageEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../app.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import {
  createRiskDimension,
  deleteRiskDimensions,
  enabledDimensionNames,
  findRiskDimension,
  listRiskDimensions,
  RISK_DIMENSION_MODULE,
  toggleRiskDimension,
  updateRiskDimension,
} from './service.ts';

const BASE = '/business/v1/riskDimension';
const tags = [RISK_DIMENSION_MODULE];
const op = (action: string) => ({ module: RISK_DIMENSION_MODULE, action });

const rowSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  status: z.boolean(),
  createTime: wireTime,
  configs: z.array(
    z.object({ keyWorth: z.string(), type: z.string(), displayName: z.string(), defaultValue: z.string().nullable() }),
  ),
});

/** 风险维度. Read by every signed-in user: risk information offers the enabled ones. */
export async function riskDimensionModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    BASE,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '风险维度列表（名称、类型、状态筛选）',
        querystring: riskDimensionQuery,
        response: { 200: pageEnvelope(rowSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await listRiskDimensions(db, req.query);
      return page(rows, total, req.query);
    },
  );
  app.get(
    `${BASE}/enabled`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '已启用的风险维度名称（风险信息的风险维度选项）',
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async () => ok(await enabledDimensionNames(db)),
  );
  app.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: '风险维度详情（含配置）', params: idParam, response: { 200: envelope(rowSchema) } },
    },
    async (req) => ok(await findRiskDimension(db, req.params.id)),
  );
  app.post(
    BASE,
    {
      config: { access: 'riskDimension:add', operation: op('新增风险维度') },
      schema: {
        tags,
        summary: '新增风险维度（新建为禁用）',
        body: riskDimensionBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (req) => ok({ id: await createRiskDimension(db, actorOf(req), req.body) }, MSG.added),
  );
  app.put(
    BASE,
    {
      config: { access: 'riskDimension:edit', operation: op('编辑风险维度') },
      schema: {
        tags,
        summary: '编辑风险维度与其配置',
        body: riskDimensionUpdateBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      const { id, ...body } = req.body;
      await updateRiskDimension(db, actorOf(req), id, body);
      return ok(null, MSG.updated);
    },
  );
  app.patch(
    `${BASE}/follow/:id`,
    {
      config: { access: 'riskDimension:startUsing', operation: op('启用/禁用风险维度') },
      schema: {
        tags,
        summary: '启用或禁用风险维度（切换）',
        params: idParam,
        response: { 200: envelope(z.object({ status: z.boolean() })) },
      },
    },
    async (req) => {
      const status = await toggleRiskDimension(db, actorOf(req), req.params.id);
      return ok({ status }, status ? '启用成功' : '禁用成功');
    },
  );
  app.delete(
    BASE,
    {
      config: { access: 'riskDimension:del', operation: op('删除风险维度') },
      schema: { tags, summary: '删除风险维度（ID 数组）', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteRiskDimensions(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
