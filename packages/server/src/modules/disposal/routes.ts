import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import {
  disposalDispatchBody,
  disposalIdParam,
  disposalListQuery,
  disposalRecordBody,
  disposalRecordUpdateBody,
} from '@risk/shared/schemas/disposal';
import { idParam, idsBody, envelope, pageEnvelope, emptyEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { disposalRow, disposalStatics, listDisposals } from './queries.ts';
import {
  addRecord,
  deleteRecords,
  dispatchDisposal,
  DISPOSAL_MODULE,
  recordsOf,
  updateRecord,
  visibleDisposal,
} from './service.ts';
import { DISPOSAL_RECORD_TYPE_NAMES } from '@risk/shared/disposal';
import { hasPermission } from '@risk/shared/permissions';
import {
  DISPOSAL_PATH,
  RECORDS_PATH,
  disposalRow as disposalRowSchema,
  disposalStatics as disposalStaticsSchema,
  disposalDetail,
  disposalRecords,
  type DisposalRecords,
} from '@risk/shared/api/disposal';
import { z } from 'zod';

const FORMS = DISPOSAL_PATH;
const INFOS = RECORDS_PATH;
const op = (action: string) => ({ module: DISPOSAL_MODULE, action });
/** Any of the record tabs' codes lets a request in; the service checks the code of the record's own type. */
const RECORD_CODES = ['riskDisposalCounty:talk', 'riskDisposalCounty:downsizing', 'riskDisposalCounty:server'] as const;
/** The record tabs of 存档评价 (save:talk, save:downsizing, save:server) read a type's records; the district's codes too. */
const READ_CODES = [...RECORD_CODES, 'save:talk', 'save:downsizing', 'save:server'] as const;

export async function disposalModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['联动处置'];

  r.get(
    FORMS,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: pageEnvelope(disposalRowSchema) },
        tags,
        summary: '联动处置列表（区县只见本区；状态为企业库状态 4/6/7）',
        querystring: disposalListQuery,
      },
    },
    async (req) => {
      const { rows, total } = await listDisposals(ctx.db, currentUser(req), req.query);
      return page(rows, total, req.query);
    },
  );

  r.get(
    `${FORMS}/statics`,
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: envelope(disposalStaticsSchema) }, tags, summary: '市级联动处置统计卡片' },
    },
    async (req) => ok(await disposalStatics(ctx.db, currentUser(req))),
  );

  r.get(
    `${FORMS}/statics/county`,
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: envelope(disposalStaticsSchema) }, tags, summary: '区县联动处置统计卡片（本区）' },
    },
    async (req) => ok(await disposalStatics(ctx.db, currentUser(req))),
  );

  r.get(
    `${FORMS}/:id`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(disposalDetail) },
        tags,
        summary: '联动处置详情与按类型分组的处置记录',
        params: idParam,
      },
    },
    async (req) => {
      const disposal = await visibleDisposal(ctx.db, currentUser(req), req.params.id);
      return ok({
        ...(await disposalRow(ctx.db, disposal.id)),
        records: (await recordsOf(ctx.db, disposal.id)) as DisposalRecords,
      });
    },
  );

  r.post(
    FORMS,
    {
      config: { access: 'riskDisposalCounty:dispatchOrders', operation: op('派发处置') },
      schema: {
        response: { 200: envelope(disposalRowSchema) },
        tags,
        summary: '派发处置：区县将联动处置工单派发给承办部门（办结前可重新派发）',
        body: disposalDispatchBody,
      },
    },
    async (req) => {
      const sent = await dispatchDisposal(ctx.db, actorOf(req), req.body);
      return ok(await disposalRow(ctx.db, sent.id), '派发成功');
    },
  );

  r.get(
    `${INFOS}/:disposalId`,
    {
      config: { access: [...READ_CODES] },
      schema: {
        response: { 200: envelope(disposalRecords) },
        tags,
        summary: '处置记录（按类型分组；只含用户持有 约谈/裁员和维稳/对接服务 权限的类型）',
        params: disposalIdParam,
      },
    },
    async (req) => {
      const user = currentUser(req);
      const disposal = await visibleDisposal(ctx.db, user, req.params.disposalId);
      const records = (await recordsOf(ctx.db, disposal.id)) as DisposalRecords;
      for (const type of DISPOSAL_RECORD_TYPE_NAMES)
        if (!hasPermission(user, [`riskDisposalCounty:${type}`, `save:${type}`])) records[type] = [];
      return ok(records);
    },
  );

  r.post(
    INFOS,
    {
      config: { access: [...RECORD_CODES], operation: op('新增处置记录') },
      schema: {
        response: { 200: envelope(z.object({ id: z.number().int() })) },
        tags,
        summary: '新增处置记录（约谈/裁员和维稳/对接服务）',
        body: disposalRecordBody,
      },
    },
    async (req) => {
      const created = await addRecord(ctx.db, actorOf(req), req.body);
      return ok({ id: created.id }, MSG.added);
    },
  );

  r.put(
    `${INFOS}/:id`,
    {
      config: { access: [...RECORD_CODES], operation: op('修改处置记录') },
      schema: {
        response: { 200: emptyEnvelope },
        tags,
        summary: '修改处置记录（按记录自身的类型校验）',
        params: idParam,
        body: disposalRecordUpdateBody,
      },
    },
    async (req) => {
      await updateRecord(ctx.db, actorOf(req), req.params.id, req.body);
      return ok(null, MSG.updated);
    },
  );

  r.delete(
    INFOS,
    {
      config: { access: [...RECORD_CODES], operation: op('删除处置记录') },
      schema: {
        response: { 200: envelope(z.object({ deleted: z.number().int() })) },
        tags,
        summary: '删除处置记录（ID 数组）',
        body: idsBody,
      },
    },
    async (req) => {
      const n = await deleteRecords(ctx.db, actorOf(req), req.body);
      return ok({ deleted: n }, MSG.deleted);
    },
  );
}
