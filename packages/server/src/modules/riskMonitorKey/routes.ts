import type { FastifyInstance } from 'fastify';
import { riskMonitorKeyCalls as calls } from '@risk/shared/api/content';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { recordRoutes } from '../documents/service.ts';
import {
  createRiskMonitorKey,
  deleteRiskMonitorKeys,
  findRiskMonitorKey,
  listRiskMonitorKeys,
  RISK_MONITOR_KEY_MODULE,
  updateRiskMonitorKey,
} from './service.ts';

/** 监测关键词: the words the public-opinion monitor looks for. */
export async function riskMonitorKeyModule(app: FastifyInstance, { db }: AppContext) {
  recordRoutes(app, calls, {
    module: RISK_MONITOR_KEY_MODULE,
    noun: '监测关键词',
    list: {
      summary: '监测关键词列表（区县用户只见本区）',
      run: (req) => listRiskMonitorKeys(db, currentUser(req), req.query),
    },
    detail: { run: (req) => findRiskMonitorKey(db, currentUser(req), req.params.id) },
    add: { run: (actor, req) => createRiskMonitorKey(db, actor, req.body) },
    edit: {
      run: (actor, req) => {
        const { id, ...body } = req.body;
        return updateRiskMonitorKey(db, actor, id, body);
      },
    },
    remove: { run: (actor, ids) => deleteRiskMonitorKeys(db, actor, ids) },
  });
}
