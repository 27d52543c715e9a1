import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { riskIndexBody, riskIndexQuery, riskIndexUpdateBody } from '@risk/shared/schemas/monitor-config';
import { wireTime } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import {
  createRiskIndex,
  deleteRiskIndexes,
  findRiskIndex,
  listRiskIndexes,
  RISK_INDEX_MODULE,
  updateRiskIndex,
} from './service.ts';

const BASE = '/business/v1/riskIndex';

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
  crudRoutes(scope, {
    base: BASE,
    module: RISK_INDEX_MODULE,
    noun: '风险指数',
    permission: 'riskIndex',
    row: rowSchema,
    list: {
      summary: '风险指数列表（年份、季度筛选）',
      query: riskIndexQuery,
      run: (query) => listRiskIndexes(db, query),
    },
    get: { run: (id) => findRiskIndex(db, id) },
    add: {
      summary: '新增风险指数（每个年份季度一条）',
      body: riskIndexBody,
      run: (actor, body) => createRiskIndex(db, actor, body),
    },
    edit: { body: riskIndexUpdateBody, run: (actor, { id, ...body }) => updateRiskIndex(db, actor, id, body) },
    remove: { run: (actor, ids) => deleteRiskIndexes(db, actor, ids) },
  });
}
