import { date, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { at, bytea, createTime, updateTime } from './columns.ts';

/**
 * The one file store of the platform: every upload's bytes live here, so
 * server instances keep nothing on disk and one database backup holds everything. `fileName`
 * is kept for downloads only; `owner` names the module whose record holds the file (null while
 * an upload waits for its form to be saved; such uploads are removed after a day).
 */
export const storedFile = pgTable(
  'sys_file',
  {
    id: text('id').primaryKey(),
    fileName: text('file_name').notNull(),
    /** FILE_KINDS key found from the content */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    owner: text('owner'),
    createUserId: integer('create_user_id'),
    createBy: text('create_by'),
    createTime: createTime(),
  },
  (t) => [index('sys_file_pending_idx').on(t.owner, t.createTime)],
);

/** 政策: several files each. */
export const policy = pgTable(
  'biz_policy',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** policy_type value */
    type: text('type').notNull(),
    uploadTime: at('upload_time').notNull().defaultNow(),
    createBy: text('create_by'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index('biz_policy_upload_idx').on(t.uploadTime.desc(), t.id.desc())],
);

export const policyFile = pgTable(
  'biz_policy_file',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => policy.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.fileId] })],
);

/** 新闻: status from news_status. */
export const news = pgTable(
  'biz_news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    status: smallint('status').notNull(),
    content: text('content'),
    link: text('link'),
    createBy: text('create_by'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index('biz_news_create_idx').on(t.createTime.desc(), t.id.desc())],
);

/** 区县报告 (riskDistrictReport): a district's uploaded report. */
export const districtReport = pgTable(
  'biz_district_report',
  {
    id: serial('id').primaryKey(),
    reportName: text('report_name').notNull(),
    region: text('region').notNull(),
    year: integer('year').notNull(),
    fileId: text('file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    createBy: text('create_by'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index('biz_district_report_region_idx').on(t.region, t.createTime.desc(), t.id.desc())],
);

/** 专报日报 (specialDaily): the city's daily and special reports, read by every district. */
export const specialDaily = pgTable(
  'biz_special_daily',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    uploadTime: at('upload_time').notNull().defaultNow(),
    fileId: text('file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    createBy: text('create_by'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index('biz_special_daily_upload_idx').on(t.uploadTime.desc(), t.id.desc())],
);

/** 风险报告: the research reports (PDF) listed for download. */
export const researchReport = pgTable('biz_research_report', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary'),
  publishDate: date('publish_date', { mode: 'string' }).notNull(),
  fileId: text('file_id')
    .notNull()
    .references(() => storedFile.id),
  sort: integer('sort').notNull().default(0),
  createTime: createTime(),
});
