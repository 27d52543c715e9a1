import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { riskDimensionBody, riskDimensionQuery, riskDimensionUpdateBody } from '@risk/shared/schemas/monitor-config';
import { idParam, envelope, wireTime } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import { ok } from '../../platform/http/envelope.ts';
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
  crudRoutes(scope, {
    base: BASE,
    module: RISK_DIMENSION_MODULE,
    noun: '风险维度',
    permission: 'riskDimension',
    row: rowSchema,
    list: {
      summary: '风险维度列表（名称、类型、状态筛选）',
      query: riskDimensionQuery,
      run: (query) => listRiskDimensions(db, query),
    },
    get: { summary: '风险维度详情（含配置）', run: (id) => findRiskDimension(db, id) },
    add: {
      summary: '新增风险维度（新建为禁用）',
      body: riskDimensionBody,
      run: (actor, body) => createRiskDimension(db, actor, body),
    },
    edit: {
      summary: '编辑风险维度与其配置',
      body: riskDimensionUpdateBody,
      run: (actor, { id, ...body }) => updateRiskDimension(db, actor, id, body),
    },
    remove: { run: (actor, ids) => deleteRiskDimensions(db, actor, ids) },
  });

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
}
