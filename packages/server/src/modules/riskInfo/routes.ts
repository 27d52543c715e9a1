import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { POOL_MSG } from '@risk/shared/schemas/pool';
import { riskInfoCalls as calls } from '@risk/shared/api/riskInfo';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf, recordOperation } from '../../platform/audit/operation-log.ts';
import { sendXlsx } from '../../platform/excel/workbook.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { spreadsheetImport } from '../../platform/jobs/imports.ts';
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

const MODULE = '风险信息';
const op = (action: string) => ({ module: MODULE, action });
const tags = ['风险信息'];
/** An export beyond this many rows is refused (as the pool's): narrow the filters instead. */
const MAX_EXPORT_ROWS = 50_000;

export async function riskInfoModule(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  route(app, calls.total, { tags, summary: '统计卡片：风险信息总数与重点关注企业的风险信息数' }, async (req) =>
    ok(await riskInfoTotals(db, currentUser(req))),
  );

  route(app, calls.list, { tags, summary: '风险信息列表（区县用户只见本区企业）' }, async (req) => {
    const { rows, total } = await listRiskInfos(db, currentUser(req), req.query);
    return page(rows, total, req.query);
  });

  route(
    app,
    calls.create,
    { tags, summary: '新增风险信息（企业须来自风险企业库）', operation: op('新增风险信息') },
    async (req) => ok({ id: await createRiskInfo(ctx, actorOf(req), req.body) }, MSG.added),
  );

  route(app, calls.update, { tags, summary: '编辑风险信息', operation: op('编辑风险信息') }, async (req) => {
    await updateRiskInfo(ctx, actorOf(req), req.body.id, req.body);
    return ok(null, MSG.updated);
  });

  route(app, calls.remove, { tags, summary: '删除风险信息（ID 数组）', operation: op('删除风险信息') }, async (req) => {
    await deleteRiskInfos(ctx, actorOf(req), req.body);
    return ok(null, MSG.deleted);
  });

  route(app, calls.template, { tags, summary: '风险信息导入模板' }, async (_req, reply) =>
    sendXlsx(reply, '风险信息导入模板.xlsx', riskInfoTemplate()),
  );

  spreadsheetImport(app, ctx.jobs, calls.importExcel, {
    kind: 'import:riskInfo',
    subject: '风险信息',
    tags,
    link: '/risk/riskCompanyInfo',
    operation: op('导入风险信息'),
    importFile: (buffer, actor, work) => importRiskInfos(ctx, actor, buffer, work),
  });

  route(
    app,
    calls.download,
    { tags, summary: '导出（与列表相同的筛选与排序，区县只含本区）', operation: op('导出风险信息') },
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

  route(app, calls.detail, { tags, summary: '风险信息详情' }, async (req) => {
    const row = await findRiskInfo(db, currentUser(req), req.params.id);
    if (!row) throw notFound(MSG.notFound);
    return ok(row);
  });

  route(app, calls.ofCompany, { tags, summary: '某企业的全部风险信息' }, async (req) =>
    ok(await riskInfosOfCompany(db, currentUser(req), byCompanyId(req.params.id))),
  );

  route(app, calls.filesOfCompany, { tags, summary: '某企业风险信息的附件' }, async (req) =>
    ok(await filesOfCompany(db, currentUser(req), req.params.id)),
  );

  route(app, calls.ofCreditCode, { tags, summary: '按统一社会信用代码查询风险信息' }, async (req) =>
    ok(await riskInfosOfCompany(db, currentUser(req), byCreditCode(req.params.creditCode))),
  );

  route(app, calls.attachment, { tags, summary: '下载风险信息附件' }, async (req, reply) =>
    sendFile(reply, await openAttachment(db, currentUser(req), req.params.id)),
  );
}
