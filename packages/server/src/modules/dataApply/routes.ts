import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DATA_APPLY_PATH,
  dataApplyBody,
  dataApplyQuery,
  dataApplyReplyBody,
  dataApplyRow,
} from '@risk/shared/schemas/dataApply';
import { envelope, idParam, pageEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { appliesOfCompany, applyById, applyForData, DATA_APPLY_MODULE, listApplies, replyToApply } from './service.ts';

const BASE = DATA_APPLY_PATH;
const op = (action: string) => ({ module: DATA_APPLY_MODULE, action });

/** 数据申请: the three reads the spec lists, and the district's application and the city's answer. */
export async function dataApplyModule(scope: FastifyInstance, { db }: AppContext) {
  const r = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['数据申请'];

  r.get(
    BASE,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: pageEnvelope(dataApplyRow) },
        tags,
        summary: '数据申请列表（区县只见本区；新申请在前）',
        querystring: dataApplyQuery,
      },
    },
    async (req) => {
      const { rows, total } = await listApplies(db, currentUser(req), req.query);
      return page(rows, total, req.query);
    },
  );
  r.get(
    `${BASE}/dataApply/:id`,
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: envelope(dataApplyRow) }, tags, summary: '一条数据申请及其答复', params: idParam },
    },
    async (req) => ok(await applyById(db, currentUser(req), req.params.id)),
  );
  r.get(
    `${BASE}/getByRiskCompanyId/:id`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.array(dataApplyRow)) },
        tags,
        summary: '一家风险企业的数据申请（新申请在前）',
        params: idParam,
      },
    },
    async (req) => ok(await appliesOfCompany(db, currentUser(req), req.params.id)),
  );
  r.post(
    BASE,
    {
      config: { access: 'dataApply:apply', operation: op('申请数据') },
      schema: { response: { 200: envelope(dataApplyRow) }, tags, summary: '区县申请企业数据', body: dataApplyBody },
    },
    async (req) => ok(await applyForData(db, actorOf(req), req.body), '申请已提交，请等待市级答复'),
  );
  r.put(
    `${BASE}/:id/reply`,
    {
      config: { access: 'dataApply:reply', operation: op('答复数据申请') },
      schema: {
        response: { 200: envelope(dataApplyRow) },
        tags,
        summary: '市级答复数据申请（同意或不同意，只答复一次）',
        params: idParam,
        body: dataApplyReplyBody,
      },
    },
    async (req) => ok(await replyToApply(db, actorOf(req), req.params.id, req.body), '答复成功'),
  );
}
