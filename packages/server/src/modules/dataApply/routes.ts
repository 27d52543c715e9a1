import type { FastifyInstance } from 'fastify';
import { dataApplyCalls as calls } from '@risk/shared/api/dataApply';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { appliesOfCompany, applyById, applyForData, DATA_APPLY_MODULE, listApplies, replyToApply } from './service.ts';

const op = (action: string) => ({ module: DATA_APPLY_MODULE, action });
const tags = ['数据申请'];

/** 数据申请: the three reads the spec lists, and the district's application and the city's answer. */
export async function dataApplyModule(app: FastifyInstance, { db }: AppContext) {
  route(app, calls.list, { tags, summary: '数据申请列表（区县只见本区；新申请在前）' }, async (req) => {
    const { rows, total } = await listApplies(db, currentUser(req), req.query);
    return page(rows, total, req.query);
  });
  route(app, calls.detail, { tags, summary: '一条数据申请及其答复' }, async (req) =>
    ok(await applyById(db, currentUser(req), req.params.id)),
  );
  route(app, calls.ofCompany, { tags, summary: '一家风险企业的数据申请（新申请在前）' }, async (req) =>
    ok(await appliesOfCompany(db, currentUser(req), req.params.id)),
  );
  route(app, calls.apply, { tags, summary: '区县申请企业数据', operation: op('申请数据') }, async (req) =>
    ok(await applyForData(db, actorOf(req), req.body), '申请已提交，请等待市级答复'),
  );
  route(
    app,
    calls.reply,
    { tags, summary: '市级答复数据申请（同意或不同意，只答复一次）', operation: op('答复数据申请') },
    async (req) => ok(await replyToApply(db, actorOf(req), req.params.id, req.body), '答复成功'),
  );
}
