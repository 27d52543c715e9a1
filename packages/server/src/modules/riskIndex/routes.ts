import type { FastifyInstance } from 'fastify';
import { riskIndexCalls as calls } from '@risk/shared/api/content';
import type { AppContext } from '../../context.ts';
import { recordRoutes } from '../documents/service.ts';
import {
  createRiskIndex,
  deleteRiskIndexes,
  findRiskIndex,
  listRiskIndexes,
  RISK_INDEX_MODULE,
  updateRiskIndex,
} from './service.ts';

/** 风险指数: the quarterly satisfaction and status indices. Read by every signed-in user (dashboards). */
export async function riskIndexModule(app: FastifyInstance, { db }: AppContext) {
  recordRoutes(app, calls, {
    module: RISK_INDEX_MODULE,
    noun: '风险指数',
    list: { summary: '风险指数列表（年份、季度筛选）', run: (req) => listRiskIndexes(db, req.query) },
    detail: { run: (req) => findRiskIndex(db, req.params.id) },
    add: { summary: '新增风险指数（每个年份季度一条）', run: (actor, req) => createRiskIndex(db, actor, req.body) },
    edit: {
      run: (actor, req) => {
        const { id, ...body } = req.body;
        return updateRiskIndex(db, actor, id, body);
      },
    },
    remove: { run: (actor, ids) => deleteRiskIndexes(db, actor, ids) },
  });
}
