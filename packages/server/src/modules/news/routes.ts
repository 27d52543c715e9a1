import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { newsBody, newsQuery, newsUpdateBody } from '@risk/shared/schemas/content';
import { POOL_MSG } from '@risk/shared/schemas/pool';
import { envelope, fileAnswer } from '@risk/shared/wire';
import { importReport } from '@risk/shared/api/import';
import type { AppContext } from '../../context.ts';
import { actorOf, recordOperation } from '../../platform/audit/operation-log.ts';
import { readUpload } from '../../platform/excel/upload.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/excel/workbook.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
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

const BASE = '/business/v1/news';
const MODULE = '新闻';
const op = (action: string) => ({ module: MODULE, action });

const newsRow = z.object({
  id: z.number(),
  title: z.string(),
  status: z.number(),
  content: z.string().nullable(),
  link: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});

/** 新闻: list, add, edit, delete, Excel import with its template, export. */
export async function newsModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [MODULE];
  const { db } = ctx;

  crudRoutes(app, {
    base: BASE,
    module: MODULE,
    noun: '新闻',
    permission: 'news',
    row: newsRow,
    list: { summary: '新闻列表（标题、状态）', query: newsQuery, run: (query) => listNews(db, query) },
    get: { run: (id) => findNews(db, id) },
    add: { body: newsBody, run: (actor, body) => createNews(db, actor, body) },
    edit: { body: newsUpdateBody, run: (actor, body) => updateNews(db, actor, body.id, body) },
    remove: { run: (actor, ids) => deleteNews(db, actor, ids) },
  });

  r.get(
    `${BASE}/template`,
    {
      config: { access: 'news:upload' },
      schema: { tags, response: { 200: fileAnswer }, produces: [XLSX_CONTENT_TYPE], summary: '新闻导入模板' },
    },
    async (_req, reply) => sendXlsx(reply, '新闻导入模板.xlsx', newsTemplate()),
  );

  r.post(
    `${BASE}/importExcel`,
    {
      config: { access: 'news:upload', operation: op('导入新闻') },
      schema: {
        tags,
        response: { 200: envelope(importReport) },
        summary: '导入新闻（multipart 字段 file；全部成功或全部不写入）',
      },
    },
    async (req) => {
      const report = await importNews(db, actorOf(req), await readUpload(req));
      return ok(report, MSG.imported(report.created));
    },
  );

  r.get(
    `${BASE}/download`,
    {
      config: { access: 'news:downLoad' },
      schema: {
        tags,
        response: { 200: fileAnswer },
        produces: [XLSX_CONTENT_TYPE],
        summary: '导出新闻（与列表相同的筛选与排序）',
        querystring: newsQuery,
      },
    },
    async (req, reply) => {
      const rows = await allNews(db, req.query, MAX_NEWS_EXPORT);
      if (rows.length > MAX_NEWS_EXPORT) throw badRequest(POOL_MSG.exportTooLarge(MAX_NEWS_EXPORT));
      const { page: _p, size: _s, ...filters } = req.query;
      await recordOperation(db, actorOf(req), {
        module: MODULE,
        action: '导出新闻',
        newValue: { filters, rows: rows.length },
      });
      return sendXlsx(reply, '新闻.xlsx', await newsWorkbook(db, rows));
    },
  );
}
