import type { FastifyInstance } from 'fastify';
import { POOL_MSG } from '@risk/shared/schemas/pool';
import { newsCalls as calls } from '@risk/shared/api/content';
import type { AppContext } from '../../context.ts';
import { actorOf, recordOperation } from '../../platform/audit/operation-log.ts';
import { sendXlsx } from '../../platform/excel/workbook.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { spreadsheetImport } from '../../platform/jobs/imports.ts';
import { recordRoutes } from '../documents/service.ts';
import {
  allNews,
  createNews,
  deleteNews,
  findNews,
  importNews,
  listNews,
  MAX_NEWS_EXPORT,
  newsTemplate,
  newsWorkbook,
  updateNews,
} from './service.ts';

const MODULE = '新闻';
const tags = [MODULE];
const IMPORT_KIND = 'import:news';

/** 新闻: list, add, edit, delete, Excel import with its template, export. */
export async function newsModule(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  recordRoutes(app, calls, {
    module: MODULE,
    noun: '新闻',
    list: { summary: '新闻列表（标题、状态）', run: (req) => listNews(db, req.query) },
    detail: { run: (req) => findNews(db, req.params.id) },
    add: { run: (actor, req) => createNews(db, actor, req.body) },
    edit: { run: (actor, req) => updateNews(db, actor, req.body.id, req.body) },
    remove: { run: (actor, ids) => deleteNews(db, actor, ids) },
  });

  route(app, calls.template, { tags, summary: '新闻导入模板' }, async (_req, reply) =>
    sendXlsx(reply, '新闻导入模板.xlsx', newsTemplate()),
  );

  spreadsheetImport(app, ctx.jobs, calls.importExcel, {
    kind: IMPORT_KIND,
    subject: '新闻',
    tags,
    link: '/content/news',
    operation: { module: MODULE, action: '导入新闻' },
    importFile: (buffer, actor, work) => importNews(db, actor, buffer, work),
  });

  route(app, calls.download, { tags, summary: '导出新闻（与列表相同的筛选与排序）' }, async (req, reply) => {
    const rows = await allNews(db, req.query, MAX_NEWS_EXPORT);
    if (rows.length > MAX_NEWS_EXPORT) throw badRequest(POOL_MSG.exportTooLarge(MAX_NEWS_EXPORT));
    const { page: _p, size: _s, ...filters } = req.query;
    await recordOperation(db, actorOf(req), {
      module: MODULE,
      action: '导出新闻',
      newValue: { filters, rows: rows.length },
    });
    return sendXlsx(reply, '新闻.xlsx', await newsWorkbook(db, rows));
  });
}
