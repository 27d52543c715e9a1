import { NEWS_SORT_FIELDS, type NewsRow } from '@risk/shared/api/content';
import { eq, inArray } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import type { ImportReport } from '@risk/shared/api/import';
import { NEWS_IMPORT_HEADERS, newsBody, type NewsBody, type NewsQuery } from '@risk/shared/schemas/content';
import type { Db, DbOrTx } from '../../db/client.ts';
import { news } from '../../db/schema/content.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { ImportCheck } from '../../platform/excel/import-report.ts';
import { importStreamed } from '../../platform/excel/import-stream.ts';
import type { ImportWork } from '../../platform/jobs/imports.ts';
import { beijingTime, buildWorkbook, type SheetColumn } from '../../platform/excel/workbook.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { allOf, offsetOf, orderBy, textContains, type SortColumns } from '../../platform/http/query.ts';
import { dictBook } from '../dicts/service.ts';
import { countRows } from '../../db/row-count.ts';

const MODULE = '新闻';
export const NEWS_MSG = { status: '状态不在字典“新闻状态”（news_status）中' } as const;
/** An export beyond this many rows is refused: narrow the filters instead. */
export const MAX_NEWS_EXPORT = 50_000;

type NewsRecord = typeof news.$inferSelect;
const toRow = (n: NewsRecord): NewsRow => ({
  id: n.id,
  title: n.title,
  status: n.status,
  content: n.content,
  link: n.link,
  createBy: n.createBy,
  createTime: n.createTime.toISOString(),
});

const whereOf = (q: NewsQuery) =>
  allOf(
    q.title ? textContains(news.title, q.title) : undefined,
    q.status === undefined ? undefined : eq(news.status, q.status),
  );
const orderOf = (q: NewsQuery) =>
  orderBy(
    q.sort,
    { createTime: news.createTime, title: news.title, status: news.status } satisfies SortColumns<
      typeof NEWS_SORT_FIELDS
    >,
    'createTime,DESC',
    news.id,
  );

export async function listNews(db: DbOrTx, q: NewsQuery) {
  const where = whereOf(q);
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(...orderOf(q))
    .limit(q.size)
    .offset(offsetOf(q));
  const n = await countRows(db, news, where);
  return { rows: rows.map(toRow), total: n };
}

export async function allNews(db: DbOrTx, q: NewsQuery, limit: number) {
  const rows = await db
    .select()
    .from(news)
    .where(whereOf(q))
    .orderBy(...orderOf(q))
    .limit(limit + 1);
  return rows.map(toRow);
}

export async function findNews(db: DbOrTx, id: number): Promise<NewsRow> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw notFound(MSG.notFound);
  return toRow(row);
}

/** The news_status dictionary with numeric values, as news stores its status. */
async function statusBook(db: DbOrTx) {
  const book = await dictBook(db, 'news_status');
  return {
    valueOf: (t: string) => {
      const v = book.valueOf(t);
      return v === undefined ? undefined : Number(v);
    },
    labelOf: (v: number) => book.labelOf(v),
  };
}

async function checkStatus(db: DbOrTx, status: number) {
  if ((await statusBook(db)).labelOf(status) === undefined) throw badRequest(NEWS_MSG.status);
}

export async function createNews(db: Db, actor: Actor, body: NewsBody) {
  return db.transaction(async (tx) => {
    await checkStatus(tx, body.status);
    const [row] = await tx
      .insert(news)
      .values({ ...body, createBy: actor.user.username })
      .returning();
    await recordOperation(tx, actor, { module: MODULE, action: '新增新闻', target: body.title, newValue: body });
    return row.id;
  });
}

export async function updateNews(db: Db, actor: Actor, id: number, body: NewsBody) {
  await db.transaction(async (tx) => {
    const [old] = await tx.select().from(news).where(eq(news.id, id)).for('update');
    if (!old) throw notFound(MSG.notFound);
    await checkStatus(tx, body.status);
    await tx
      .update(news)
      .set({ ...body, updateTime: new Date() })
      .where(eq(news.id, id));
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '编辑新闻',
      target: body.title,
      oldValue: old,
      newValue: body,
    });
  });
}

export async function deleteNews(db: Db, actor: Actor, ids: number[]) {
  await db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await tx.delete(news).where(inArray(news.id, unique)).returning();
    if (rows.length !== unique.length) throw notFound(MSG.notFound);
    await recordOperation(tx, actor, {
      module: MODULE,
      action: '删除新闻',
      target: rows.map((r) => r.title).join('、'),
      oldValue: rows,
    });
  });
}

const KEYS = ['title', 'status', 'link', 'content'] as const;
type Key = (typeof KEYS)[number];
const WIDTHS: Record<Key, number> = { title: 40, status: 12, link: 40, content: 60 };
const COLUMNS: SheetColumn<Key>[] = KEYS.map((key, i) => ({ key, header: NEWS_IMPORT_HEADERS[i], width: WIDTHS[key] }));
const HEADER = Object.fromEntries(COLUMNS.map((c) => [c.key, c.header])) as Record<Key, string>;

export const newsTemplate = () => buildWorkbook(COLUMNS, [], '新闻导入');

/** 批量导入: all rows or none, read and written a batch at a time; the status may be typed as its label (已发布) or its value. */
export async function importNews(db: Db, actor: Actor, buffer: Buffer, work: ImportWork): Promise<ImportReport> {
  const book = await statusBook(db);
  const check = new ImportCheck(NEWS_IMPORT_HEADERS);
  const createBy = actor.user.username;
  return importStreamed(db, {
    buffer,
    work,
    columns: COLUMNS,
    check,
    table: news,
    accept: ({ row, values }) => {
      // the form's schema checks the text; the status is a dictionary label or value, looked up here
      const text = check.refuseBySchema(row, newsBody.omit({ status: true }), values, HEADER);
      const status = values.status ? book.valueOf(values.status) : undefined;
      if (!values.status) check.refuse(row, HEADER.status, `状态${MSG.required}`);
      else if (status === undefined) check.refuse(row, HEADER.status, NEWS_MSG.status);
      return text && status !== undefined ? { ...text, status, createBy } : undefined;
    },
    write: async (tx, batch) => {
      await tx.insert(news).values(batch);
    },
    finish: async (tx, created) => {
      await recordOperation(tx, actor, {
        module: MODULE,
        action: '导入新闻',
        target: `${created} 条新闻`,
        newValue: { rows: created },
      });
      return { created, refused: [] };
    },
  });
}

const EXPORT_COLUMNS: SheetColumn[] = [
  { header: '标题', key: 'title', width: 40 },
  { header: '状态', key: 'status', width: 12 },
  { header: '链接', key: 'link', width: 40 },
  { header: '内容', key: 'content', width: 60 },
  { header: '创建人', key: 'createBy' },
  { header: '创建时间', key: 'createTime', width: 22 },
];

/** The export: the list's rows with the status label; text that looks like a formula is neutralised by buildWorkbook. */
export async function newsWorkbook(db: DbOrTx, rows: NewsRow[]) {
  const book = await statusBook(db);
  return buildWorkbook(
    EXPORT_COLUMNS,
    rows.map((r) => ({
      ...r,
      status: book.labelOf(r.status) ?? String(r.status),
      createTime: beijingTime(r.createTime),
    })),
    '新闻',
  );
}
