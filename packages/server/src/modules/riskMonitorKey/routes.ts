import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { riskMonitorKeyBody, riskMonitorKeyQuery, riskMonitorKeyUpdateBody } from '@risk/shared/schemas/monitor-config';
import { idParam, idsBody, emptyEnvelope, envelope, wireTime, pageEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../app.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import {
  createRiskMonitorKey,
  deleteRiskMonitorKeys,
  findRiskMonitorKey,
  listRiskMonitorKeys,
  RISK_MONITOR_KEY_MODULE,
  updateRiskMonitorKey,
} from './service.ts';

const BASE = '/business/v1/riskMonitorKey';
const tags = [RISK_MONITOR_KEY_MODULE];
const op = (action: string) => ({ module: RISK_MONITOR_KEY_MODULE, action });

const rowSchema = z.object({
  id: z.number(),
  keyWord: z.string(),
  type: z.string(),
  region: z.string(),
  createTime: wireTime,
});

/** 监测关键词: the words the public-opinion monitor looks for. */
export async function riskMonitorKeyModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    BASE,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '监测关键词列表（区县用户只见本区）',
        querystring: riskMonitorKeyQuery,
        response: { 200: pageEnvelope(rowSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await listRiskMonitorKeys(db, currentUser(req), req.query);
      return page(rows, total, req.query);
    },
  );
  app.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: '监测关键词详情', params: idParam, response: { 200: envelope(rowSchema) } },
    },
    async (req) => ok(await findRiskMonitorKey(db, currentUser(req), req.params.id)),
  );
  app.post(
    BASE,
    {
      config: { access: 'riskMonitorKey:add', operation: op('新增监测关键词') },
      schema: {
        tags,
        summary: '新增监测关键词',
        body: riskMonitorKeyBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (req) => ok({ id: await createRiskMonitorKey(db, actorOf(req), req.body) }, MSG.added),
  );
  app.put(
    BASE,
    {
      config: { access: 'riskMonitorKey:edit', operation: op('编辑监测关键词') },
      schema: { tags, summary: '编辑监测关键词', body: riskMonitorKeyUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      const { id, ...body } = req.body;
      await updateRiskMonitorKey(db, actorOf(req), id, body);
      return ok(null, MSG.updated);
    },
  );
  app.delete(
    BASE,
    {
      config: { access: 'riskMonitorKey:del', operation: op('删除监测关键词') },
      schema: { tags, summary: '删除监测关键词（ID 数组）', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteRiskMonitorKeys(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
