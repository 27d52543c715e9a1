import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import { POOL_MSG, poolCreateBody, poolIdsBody, poolPhoneQuery, poolQuery } from '@risk/shared/schemas/pool';
import { idParam, idsBody, envelope, pageEnvelope, fileAnswer } from '@risk/shared/wire';
import type { AppContext } from '../../app.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf, recordOperation } from '../../platform/audit/operation-log.ts';
import { readUpload } from '../../platform/excel/upload.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/excel/workbook.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { allPool, listPool, poolRow, poolTotals } from './queries.ts';
import {
  createCompany,
  deleteCompanies,
  evaluationHistory,
  matchCompanies,
  POOL_MODULE,
  revealPhone,
  toggleFocus,
  toggleSpecialFollow,
} from './service.ts';
import { importCompanies, poolDownload, poolTemplate } from './spreadsheet.ts';
import {
  RISK_COMPANY_PATH,
  poolCompanyRow,
  poolTotals as poolTotalsSchema,
  matchingResult,
  toggleAnswer,
  evaluationRecord,
} from '@risk/shared/api/pool';
import { z } from 'zod';
import { importReport } from '@risk/shared/api/import';

const BASE = RISK_COMPANY_PATH;
const op = (action: string) => ({ module: POOL_MODULE, action });
/** An export beyond this many rows is refused: narrow the filters instead. */
const MAX_EXPORT_ROWS = 50_000;

export async function poolModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['风险企业库'];

  r.get(
    BASE,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: pageEnvelope(poolCompanyRow) },
        tags,
        summary: '风险企业库列表（区县只见本区；市、区县预置状态筛选；电话脱敏）',
        querystring: poolQuery,
      },
    },
    async (req) => {
      const user = currentUser(req);
      const { rows, total } = await listPool(ctx.db, user, req.query);
      return page(rows, total, req.query);
    },
  );

  r.get(
    `${BASE}/total`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(poolTotalsSchema) },
        tags,
        summary: '统计卡片：总数、已匹配、未匹配、重点关注、特别关注',
      },
    },
    async (req) => ok(await poolTotals(ctx.db, currentUser(req))),
  );

  r.get(
    `${BASE}/template`,
    {
      config: { access: 'riskCompany:upload' },
      schema: { response: { 200: fileAnswer }, produces: [XLSX_CONTENT_TYPE], tags, summary: '企业导入模板' },
    },
    async (_req, reply) => sendXlsx(reply, '风险企业导入模板.xlsx', poolTemplate()),
  );

  r.post(
    `${BASE}/importExcel`,
    {
      config: { access: 'riskCompany:upload', operation: op('导入企业') },
      schema: {
        response: { 200: envelope(importReport) },
        tags,
        summary: '导入企业（multipart 字段 file；全部成功或全部不写入）',
      },
    },
    async (req) => {
      const report = await importCompanies(ctx.db, actorOf(req), await readUpload(req));
      return ok(report, MSG.imported(report.created));
    },
  );

  r.patch(
    `${BASE}/download`,
    {
      config: { access: 'riskCompany:downLoad', operation: op('导出企业') },
      schema: {
        response: { 200: fileAnswer },
        produces: [XLSX_CONTENT_TYPE],
        tags,
        summary: '导出（与列表相同的筛选，电话脱敏）',
        querystring: poolQuery,
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const rows = await allPool(ctx.db, actor.user, req.query, MAX_EXPORT_ROWS);
      if (rows.length > MAX_EXPORT_ROWS) throw badRequest(POOL_MSG.exportTooLarge(MAX_EXPORT_ROWS));
      const { page: _page, size: _size, ...filters } = req.query;
      await recordOperation(ctx.db, actor, {
        module: POOL_MODULE,
        action: '导出企业',
        newValue: { filters, rows: rows.length },
      });
      return sendXlsx(reply, '风险企业库.xlsx', await poolDownload(ctx.db, rows));
    },
  );

  r.patch(
    `${BASE}/matchingData`,
    {
      config: { access: 'riskCompany:matching', operation: op('同步工商数据') },
      schema: { response: { 200: envelope(matchingResult) }, tags, summary: '批量同步工商数据', body: poolIdsBody },
    },
    async (req) => {
      const result = await matchCompanies(ctx.db, actorOf(req), req.body.ids);
      return ok(result, `同步完成：匹配 ${result.matched} 家，未匹配 ${result.unmatched} 家`);
    },
  );

  r.patch(
    `${BASE}/matchingData/:id`,
    {
      config: { access: 'riskCompany:matching', operation: op('同步工商数据') },
      schema: { response: { 200: envelope(matchingResult) }, tags, summary: '同步一家企业的工商数据', params: idParam },
    },
    async (req) => {
      const result = await matchCompanies(ctx.db, actorOf(req), [req.params.id]);
      return ok(result, result.matched ? '同步成功，已匹配工商数据' : '未找到该企业的工商数据');
    },
  );

  r.patch(
    `${BASE}/follow/:id`,
    {
      config: { access: 'riskCompany:follow', operation: op('重点关注') },
      schema: {
        response: { 200: envelope(toggleAnswer) },
        tags,
        summary: '重点关注/取消（市级为 cityFocus，运维为 focus）',
        params: idParam,
      },
    },
    async (req) => {
      const value = await toggleFocus(ctx.db, actorOf(req), req.params.id);
      return ok({ value }, value ? '已设为重点关注' : '已取消重点关注');
    },
  );

  r.patch(
    `${BASE}/specialFollow/:id`,
    {
      config: { access: 'riskCompany:specialFollowWeb', operation: op('特别关注') },
      schema: { response: { 200: envelope(toggleAnswer) }, tags, summary: '特别关注/取消', params: idParam },
    },
    async (req) => {
      const value = await toggleSpecialFollow(ctx.db, actorOf(req), req.params.id);
      return ok({ value }, value ? '已设为特别关注' : '已取消特别关注');
    },
  );

  r.get(
    `${BASE}/evaluationHistory/:id`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.array(evaluationRecord)) },
        tags,
        summary: '历史评价（最新在前）',
        params: idParam,
      },
    },
    async (req) => ok(await evaluationHistory(ctx.db, currentUser(req), req.params.id)),
  );

  r.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: envelope(poolCompanyRow) }, tags, summary: '企业详情（电话脱敏）', params: idParam },
    },
    async (req) => {
      return ok(await poolRow(ctx.db, currentUser(req), req.params.id));
    },
  );

  r.get(
    `${BASE}/:id/phone`,
    {
      config: { access: 'riskCompany:viewPhone' },
      schema: {
        response: { 200: envelope(z.string().nullable()) },
        tags,
        summary: '查看完整电话（记入操作日志）',
        params: idParam,
        querystring: poolPhoneQuery,
      },
    },
    async (req) => ok(await revealPhone(ctx.db, actorOf(req), req.params.id, req.query.field)),
  );

  r.post(
    BASE,
    {
      config: { access: 'riskCompany:add', operation: op('新增企业') },
      schema: {
        response: { 200: envelope(poolCompanyRow) },
        tags,
        summary: '新增企业（须为工商库中的企业）',
        body: poolCreateBody,
      },
    },
    async (req) => {
      const created = await createCompany(ctx.db, actorOf(req), req.body);
      return ok(await poolRow(ctx.db, currentUser(req), created.id), MSG.added);
    },
  );

  r.delete(
    BASE,
    {
      config: { access: 'riskCompany:del', operation: op('删除企业') },
      schema: {
        response: { 200: envelope(z.object({ deleted: z.number().int() })) },
        tags,
        summary: '删除企业（ID 数组；仅未推送）',
        body: idsBody,
      },
    },
    async (req) => {
      const n = await deleteCompanies(ctx.db, actorOf(req), req.body);
      return ok({ deleted: n }, MSG.deleted);
    },
  );
}
