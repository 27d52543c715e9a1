import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { newsBody, newsQuery, newsUpdateBody } from '@risk/shared/schemas/content';
import { POOL_MSG } from '@risk/shared/schemas/pool';
import { idParam, idsBody, envelope, emptyEnvelope, pageEnvelope, fileAnswer } from '@risk/shared/wire';
import { importReport } from '@risk/shared/api/import';
import type { AppContext } from '../../app.ts';
import { actorOf, recordOperation } from '../../platform/audit/operation-log.ts';
import { readUpload } from '../../platform/excel/upload.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/excel/workbook.ts';
import { ok, page } from '../../platform/http/envelope.ts';
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
  const tags = ['新闻'];
  const { db } = ctx;

  r.get(
    BASE,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '新闻列表（标题、状态）',
        querystring: newsQuery,
        response: { 200: pageEnvelope(newsRow) },
      },
    },
    async (req) => {
      const { rows, total } = await listNews(db, req.query);
      return page(rows, total, req.query);
    },
  );

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

  r.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: '新闻详情', params: idParam, response: { 200: envelope(newsRow) } },
    },
    async (req) => ok(await findNews(db, req.params.id)),
  );

  r.post(
    BASE,
    {
      config: { access: 'news:add', operation: op('新增新闻') },
      schema: {
        tags,
        summary: '新增新闻',
        body: newsBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (req) => ok({ id: await createNews(db, actorOf(req), req.body) }, MSG.added),
  );

  r.put(
    BASE,
    {
      config: { access: 'news:edit', operation: op('编辑新闻') },
      schema: { tags, summary: '编辑新闻', body: newsUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateNews(db, actorOf(req), req.body.id, req.body);
      return ok(null, MSG.updated);
    },
  );

  r.delete(
    BASE,
    {
      config: { access: 'news:del', operation: op('删除新闻') },
      schema: { tags, summary: '删除新闻（ID 数组）', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteNews(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
