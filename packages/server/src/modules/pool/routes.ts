import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { POOL_MSG } from '@risk/shared/schemas/pool';
import { poolCalls as calls } from '@risk/shared/api/pool';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf, recordOperation } from '../../platform/audit/operation-log.ts';
import { sendXlsx } from '../../platform/excel/workbook.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { spreadsheetImport } from '../../platform/jobs/imports.ts';
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

const op = (action: string) => ({ module: POOL_MODULE, action });
const tags = ['风险企业库'];
/** An export beyond this many rows is refused: narrow the filters instead. */
const MAX_EXPORT_ROWS = 50_000;

export async function poolModule(app: FastifyInstance, { db, jobs }: AppContext) {
  route(
    app,
    calls.list,
    { tags, summary: '风险企业库列表（区县只见本区；市、区县预置状态筛选；电话脱敏）' },
    async (req) => {
      const { rows, total } = await listPool(db, currentUser(req), req.query);
      return page(rows, total, req.query);
    },
  );

  route(app, calls.total, { tags, summary: '统计卡片：总数、已匹配、未匹配、重点关注、特别关注' }, async (req) =>
    ok(await poolTotals(db, currentUser(req))),
  );

  route(app, calls.template, { tags, summary: '企业导入模板' }, async (_req, reply) =>
    sendXlsx(reply, '风险企业导入模板.xlsx', poolTemplate()),
  );

  spreadsheetImport(app, jobs, calls.importExcel, {
    kind: 'import:pool',
    subject: '企业',
    tags,
    link: '/risk/riskCompany',
    operation: op('导入企业'),
    importFile: (buffer, actor, work) => importCompanies(db, actor, buffer, work),
  });

  route(
    app,
    calls.download,
    { tags, summary: '导出（与列表相同的筛选，电话脱敏）', operation: op('导出企业') },
    async (req, reply) => {
      const actor = actorOf(req);
      const rows = await allPool(db, actor.user, req.query, MAX_EXPORT_ROWS);
      if (rows.length > MAX_EXPORT_ROWS) throw badRequest(POOL_MSG.exportTooLarge(MAX_EXPORT_ROWS));
      const { page: _page, size: _size, ...filters } = req.query;
      await recordOperation(db, actor, {
        module: POOL_MODULE,
        action: '导出企业',
        newValue: { filters, rows: rows.length },
      });
      return sendXlsx(reply, '风险企业库.xlsx', await poolDownload(db, rows));
    },
  );

  route(app, calls.matchMany, { tags, summary: '批量同步工商数据', operation: op('同步工商数据') }, async (req) => {
    const result = await matchCompanies(db, actorOf(req), req.body.ids);
    return ok(result, `同步完成：匹配 ${result.matched} 家，未匹配 ${result.unmatched} 家`);
  });

  route(
    app,
    calls.matchOne,
    { tags, summary: '同步一家企业的工商数据', operation: op('同步工商数据') },
    async (req) => {
      const result = await matchCompanies(db, actorOf(req), [req.params.id]);
      return ok(result, result.matched ? '同步成功，已匹配工商数据' : '未找到该企业的工商数据');
    },
  );

  route(
    app,
    calls.follow,
    { tags, summary: '重点关注/取消（市级为 cityFocus，运维为 focus）', operation: op('重点关注') },
    async (req) => {
      const value = await toggleFocus(db, actorOf(req), req.params.id);
      return ok({ value }, value ? '已设为重点关注' : '已取消重点关注');
    },
  );

  route(app, calls.specialFollow, { tags, summary: '特别关注/取消', operation: op('特别关注') }, async (req) => {
    const value = await toggleSpecialFollow(db, actorOf(req), req.params.id);
    return ok({ value }, value ? '已设为特别关注' : '已取消特别关注');
  });

  route(app, calls.evaluationHistory, { tags, summary: '历史评价（最新在前）' }, async (req) =>
    ok(await evaluationHistory(db, currentUser(req), req.params.id)),
  );

  route(app, calls.detail, { tags, summary: '企业详情（电话脱敏）' }, async (req) =>
    ok(await poolRow(db, currentUser(req), req.params.id)),
  );

  route(app, calls.phone, { tags, summary: '查看完整电话（记入操作日志）' }, async (req) =>
    ok(await revealPhone(db, actorOf(req), req.params.id, req.query.field)),
  );

  route(
    app,
    calls.create,
    { tags, summary: '新增企业（须为工商库中的企业）', operation: op('新增企业') },
    async (req) => {
      const created = await createCompany(db, actorOf(req), req.body);
      return ok(await poolRow(db, currentUser(req), created.id), MSG.added);
    },
  );

  route(app, calls.remove, { tags, summary: '删除企业（ID 数组；仅未推送）', operation: op('删除企业') }, async (req) =>
    ok({ deleted: await deleteCompanies(db, actorOf(req), req.body) }, MSG.deleted),
  );
}
