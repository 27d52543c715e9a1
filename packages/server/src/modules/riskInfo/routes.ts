import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import { POOL_MSG } from '@risk/shared/schemas/pool';
import { creditCodeParam, riskInfoBody, riskInfoQuery, riskInfoUpdateBody } from '@risk/shared/schemas/riskInfo';
import { idParam, idsBody, envelope, pageEnvelope, emptyEnvelope, fileAnswer } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf, recordOperation } from '../../platform/audit/operation-log.ts';
import { readUpload } from '../../platform/excel/upload.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/excel/workbook.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { sendFile } from '../files/service.ts';
import { openAttachment } from './attachments.ts';
import {
  allRiskInfos,
  byCompanyId,
  byCreditCode,
  filesOfCompany,
  findRiskInfo,
  listRiskInfos,
  riskInfosOfCompany,
  riskInfoTotals,
} from './queries.ts';
import { createRiskInfo, deleteRiskInfos, updateRiskInfo } from './service.ts';
import { importRiskInfos, riskInfoDownload, riskInfoTemplate } from './spreadsheet.ts';
import { RISK_INFO_PATH, ATTACHMENT_PATH, riskInfoTotal, riskInfoRow, riskInfoFile } from '@risk/shared/api/riskInfo';
import { z } from 'zod';
import { importReport } from '@risk/shared/api/import';

const BASE = RISK_INFO_PATH;
const STORAGE = ATTACHMENT_PATH;
const MODULE = '风险信息';
const op = (action: string) => ({ module: MODULE, action });
/** An export beyond this many rows is refused (as the pool's): narrow the filters instead. */
const MAX_EXPORT_ROWS = 50_000;

export async function riskInfoModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['风险信息'];
  const { db } = ctx;

  r.get(
    `${BASE}/total`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(riskInfoTotal) },
        tags,
        summary: '统计卡片：风险信息总数与重点关注企业的风险信息数',
      },
    },
    async (req) => ok(await riskInfoTotals(db, currentUser(req))),
  );

  r.get(
    BASE,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: pageEnvelope(riskInfoRow) },
        tags,
        summary: '风险信息列表（区县用户只见本区企业）',
        querystring: riskInfoQuery,
      },
    },
    async (req) => {
      const { rows, total } = await listRiskInfos(db, currentUser(req), req.query);
      return page(rows, total, req.query);
    },
  );

  r.post(
    BASE,
    {
      config: { access: 'riskCompanyInfo:add', operation: op('新增风险信息') },
      schema: {
        response: { 200: envelope(z.object({ id: z.number().int() })) },
        tags,
        summary: '新增风险信息（企业须来自风险企业库）',
        body: riskInfoBody,
      },
    },
    async (req) => ok({ id: await createRiskInfo(ctx, actorOf(req), req.body) }, MSG.added),
  );

  r.put(
    BASE,
    {
      config: { access: 'riskCompanyInfo:edit', operation: op('编辑风险信息') },
      schema: { response: { 200: emptyEnvelope }, tags, summary: '编辑风险信息', body: riskInfoUpdateBody },
    },
    async (req) => {
      await updateRiskInfo(ctx, actorOf(req), req.body.id, req.body);
      return ok(null, MSG.updated);
    },
  );

  r.delete(
    BASE,
    {
      config: { access: ['riskCompanyInfo:del', 'riskCompany:delRiskInfo'], operation: op('删除风险信息') },
      schema: { response: { 200: emptyEnvelope }, tags, summary: '删除风险信息（ID 数组）', body: idsBody },
    },
    async (req) => {
      await deleteRiskInfos(ctx, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );

  r.get(
    `${BASE}/template`,
    {
      config: { access: 'riskCompanyInfo:upload' },
      schema: { response: { 200: fileAnswer }, produces: [XLSX_CONTENT_TYPE], tags, summary: '风险信息导入模板' },
    },
    async (_req, reply) => sendXlsx(reply, '风险信息导入模板.xlsx', riskInfoTemplate()),
  );

  r.post(
    `${BASE}/importExcel`,
    {
      config: { access: 'riskCompanyInfo:upload', operation: op('导入风险信息') },
      schema: {
        response: { 200: envelope(importReport) },
        tags,
        summary: '导入风险信息（multipart 字段 file；全部成功或全部不写入）',
      },
    },
    async (req) => {
      const report = await importRiskInfos(ctx, actorOf(req), await readUpload(req));
      return ok(report, MSG.imported(report.created));
    },
  );

  r.patch(
    `${BASE}/download`,
    {
      config: { access: 'riskCompanyInfo:downLoad', operation: op('导出风险信息') },
      schema: {
        response: { 200: fileAnswer },
        produces: [XLSX_CONTENT_TYPE],
        tags,
        summary: '导出（与列表相同的筛选与排序，区县只含本区）',
        querystring: riskInfoQuery,
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const rows = await allRiskInfos(db, actor.user, req.query, MAX_EXPORT_ROWS);
      if (rows.length > MAX_EXPORT_ROWS) throw badRequest(POOL_MSG.exportTooLarge(MAX_EXPORT_ROWS));
      const workbook = await riskInfoDownload(db, rows);
      const { page: _page, size: _size, ...filters } = req.query;
      await recordOperation(db, actor, {
        module: MODULE,
        action: '导出风险信息',
        newValue: { filters, rows: rows.length },
      });
      return sendXlsx(reply, '风险信息.xlsx', workbook);
    },
  );

  r.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: envelope(riskInfoRow) }, tags, summary: '风险信息详情', params: idParam },
    },
    async (req) => {
      const row = await findRiskInfo(db, currentUser(req), req.params.id);
      if (!row) throw notFound(MSG.notFound);
      return ok(row);
    },
  );

  r.get(
    `${BASE}/getByRiskCompanyId/:id`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.array(riskInfoRow)) },
        tags,
        summary: '某企业的全部风险信息',
        params: idParam,
      },
    },
    async (req) => ok(await riskInfosOfCompany(db, currentUser(req), byCompanyId(req.params.id))),
  );

  r.get(
    `${BASE}/getFileByRiskCompanyId/:id`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.array(riskInfoFile)) },
        tags,
        summary: '某企业风险信息的附件',
        params: idParam,
      },
    },
    async (req) => ok(await filesOfCompany(db, currentUser(req), req.params.id)),
  );

  r.get(
    `${BASE}/getByCreditCode/:creditCode`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.array(riskInfoRow)) },
        tags,
        summary: '按统一社会信用代码查询风险信息',
        params: creditCodeParam,
      },
    },
    async (req) => ok(await riskInfosOfCompany(db, currentUser(req), byCreditCode(req.params.creditCode))),
  );

  r.get(
    `${STORAGE}/:id`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: fileAnswer },
        produces: ['application/octet-stream'],
        tags,
        summary: '下载风险信息附件',
        params: idParam,
      },
    },
    async (req, reply) => {
      return sendFile(reply, await openAttachment(db, currentUser(req), req.params.id));
    },
  );
}
