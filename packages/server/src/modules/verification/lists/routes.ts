import type { FastifyInstance } from 'fastify';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok, page } from '../../../platform/http/envelope.ts';
import { route } from '../../../platform/http/route.ts';
import { auditHistory, listOrders, orderDetail, VERIFICATION_AUDIT_ACTIONS } from './queries.ts';

const tags = ['核实工单'];

/** The read side of the verification workflow: work lists, details, trails (the badges and 核实统计 are read-models/statistics). */
export async function verificationListsModule(app: FastifyInstance, { db }: AppContext) {
  route(app, calls.list, { tags, summary: '核实工单列表（市级/区县页签；区县只见本区）' }, async (req) => {
    const { rows, total } = await listOrders(db, currentUser(req), req.query);
    return page(rows, total, req.query);
  });
  route(app, calls.auditHistory, { tags, summary: '工单流转记录' }, async (req) =>
    ok(await auditHistory(db, currentUser(req), req.query.orderId)),
  );
  route(app, calls.reviewHistory, { tags, summary: '核实情况审核记录（市级审核、小程序审核）' }, async (req) =>
    ok(await auditHistory(db, currentUser(req), req.query.orderId, VERIFICATION_AUDIT_ACTIONS)),
  );
  route(app, calls.detail, { tags, summary: '工单详情：工单、核实情况、最新小程序填报、关联企业' }, async (req) =>
    ok(await orderDetail(db, currentUser(req), req.params.id)),
  );
}
