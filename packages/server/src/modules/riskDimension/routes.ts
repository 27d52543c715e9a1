import type { FastifyInstance } from 'fastify';
import { riskDimensionCalls as calls } from '@risk/shared/api/content';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { recordRoutes } from '../documents/service.ts';
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

const tags = [RISK_DIMENSION_MODULE];

/** 风险维度. Read by every signed-in user: risk information offers the enabled ones. */
export async function riskDimensionModule(app: FastifyInstance, { db }: AppContext) {
  recordRoutes(app, calls, {
    module: RISK_DIMENSION_MODULE,
    noun: '风险维度',
    list: { summary: '风险维度列表（名称、类型、状态筛选）', run: (req) => listRiskDimensions(db, req.query) },
    detail: { summary: '风险维度详情（含配置）', run: (req) => findRiskDimension(db, req.params.id) },
    add: { summary: '新增风险维度（新建为禁用）', run: (actor, req) => createRiskDimension(db, actor, req.body) },
    edit: {
      summary: '编辑风险维度与其配置',
      run: (actor, req) => {
        const { id, ...body } = req.body;
        return updateRiskDimension(db, actor, id, body);
      },
    },
    remove: { run: (actor, ids) => deleteRiskDimensions(db, actor, ids) },
  });

  route(app, calls.enabled, { tags, summary: '已启用的风险维度名称（风险信息的风险维度选项）' }, async () =>
    ok(await enabledDimensionNames(db)),
  );
  route(
    app,
    calls.toggle,
    {
      tags,
      summary: '启用或禁用风险维度（切换）',
      operation: { module: RISK_DIMENSION_MODULE, action: '启用/禁用风险维度' },
    },
    async (req) => {
      const status = await toggleRiskDimension(db, actorOf(req), req.params.id);
      return ok({ status }, status ? '启用成功' : '禁用成功');
    },
  );
}
