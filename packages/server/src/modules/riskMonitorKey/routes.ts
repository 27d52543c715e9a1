import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { riskMonitorKeyBody, riskMonitorKeyQuery, riskMonitorKeyUpdateBody } from '@risk/shared/schemas/monitor-config';
import { wireTime } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import {
  createRiskMonitorKey,
  deleteRiskMonitorKeys,
  findRiskMonitorKey,
  listRiskMonitorKeys,
  RISK_MONITOR_KEY_MODULE,
  updateRiskMonitorKey,
} from './service.ts';

const BASE = '/business/v1/riskMonitorKey';

const rowSchema = z.object({
  id: z.number(),
  keyWord: z.string(),
  type: z.string(),
  region: z.string(),
  createTime: wireTime,
});

/** 监测关键词: the words the public-opinion monitor looks for. */
export async function riskMonitorKeyModule(scope: FastifyInstance, { db }: AppContext) {
  crudRoutes(scope, {
    base: BASE,
    module: RISK_MONITOR_KEY_MODULE,
    noun: '监测关键词',
    permission: 'riskMonitorKey',
    row: rowSchema,
    list: {
      summary: '监测关键词列表（区县用户只见本区）',
      query: riskMonitorKeyQuery,
      run: (query, req) => listRiskMonitorKeys(db, currentUser(req), query),
    },
    get: { run: (id, req) => findRiskMonitorKey(db, currentUser(req), id) },
    add: { body: riskMonitorKeyBody, run: (actor, body) => createRiskMonitorKey(db, actor, body) },
    edit: {
      body: riskMonitorKeyUpdateBody,
      run: (actor, { id, ...body }) => updateRiskMonitorKey(db, actor, id, body),
    },
    remove: { run: (actor, ids) => deleteRiskMonitorKeys(db, actor, ids) },
  });
}
