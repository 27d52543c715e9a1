import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALL_PERMISSION_CODES } from '@risk/shared/permissions';
import { orderIdQuery, orderListQuery } from '@risk/shared/schemas/verification';
import { idParam, envelope, pageEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok, page } from '../../../platform/http/envelope.ts';
import { auditHistory, listOrders, orderDetail, VERIFICATION_AUDIT_ACTIONS } from './queries.ts';
import { cityBadges, countyBadges, orderStatistics } from './statistics.ts';
import {
  ORDERS_PATH,
  orderRow,
  cityBadges as cityBadgesSchema,
  countyBadges as countyBadgesSchema,
  orderStatistics as orderStatisticsSchema,
  orderAuditRow,
  orderDetail as orderDetailSchema,
} from '@risk/shared/api/verification';
import { z } from 'zod';

const BASE = ORDERS_PATH;
const tags = ['核实工单'];
const codesOf = (module: string) => ALL_PERMISSION_CODES.filter((c) => c.startsWith(`${module}:`));
/** Holding any action of the city or the county verification lists opens the lists and details. */
const CITY = codesOf('riskVerificationCity');
const COUNTY = codesOf('riskVerificationCounty');
const EITHER = [...CITY, ...COUNTY];

/** The read side of the verification workflow: work lists, details, badges, statistics tables, trails. */
export async function verificationListsModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    BASE,
    {
      config: { access: EITHER },
      schema: {
        response: { 200: pageEnvelope(orderRow) },
        tags,
        summary: '核实工单列表（市级/区县页签；区县只见本区）',
        querystring: orderListQuery,
      },
    },
    async (req) => {
      const { rows, total } = await listOrders(db, currentUser(req), req.query);
      return page(rows, total, req.query);
    },
  );
  app.get(
    `${BASE}/statics`,
    {
      config: { access: CITY },
      schema: { response: { 200: envelope(cityBadgesSchema) }, tags, summary: '市级页签角标' },
    },
    async (req) => ok(await cityBadges(db, currentUser(req))),
  );
  app.get(
    `${BASE}/statics/county`,
    {
      config: { access: COUNTY },
      schema: { response: { 200: envelope(countyBadgesSchema) }, tags, summary: '区县页签角标（本区）' },
    },
    async (req) => ok(await countyBadges(db, currentUser(req))),
  );
  app.get(
    `${BASE}/statics/city`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(orderStatisticsSchema) },
        tags,
        summary: '核实统计：区县表与市级表（区县只见本区）',
      },
    },
    async (req) => ok(await orderStatistics(db, currentUser(req))),
  );
  app.get(
    `${BASE}/auditHistory`,
    {
      config: { access: EITHER },
      schema: {
        response: { 200: envelope(z.array(orderAuditRow)) },
        tags,
        summary: '工单流转记录',
        querystring: orderIdQuery,
      },
    },
    async (req) => ok(await auditHistory(db, currentUser(req), req.query.orderId)),
  );
  app.get(
    `${BASE}/verificationInfo/auditHistory`,
    {
      config: { access: EITHER },
      schema: {
        response: { 200: envelope(z.array(orderAuditRow)) },
        tags,
        summary: '核实情况审核记录（市级审核、小程序审核）',
        querystring: orderIdQuery,
      },
    },
    async (req) => ok(await auditHistory(db, currentUser(req), req.query.orderId, VERIFICATION_AUDIT_ACTIONS)),
  );
  app.get(
    `${BASE}/:id`,
    {
      config: { access: EITHER },
      schema: {
        response: { 200: envelope(orderDetailSchema) },
        tags,
        summary: '工单详情：工单、核实情况、最新小程序填报、关联企业',
        params: idParam,
      },
    },
    async (req) => ok(await orderDetail(db, currentUser(req), req.params.id)),
  );
}
