import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createTime, sealedText, updateTime } from './columns.ts';

/** The risk company pool: where every case starts. */
export const riskCompany = pgTable(
  'risk_company',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    /** normalised name (normalizeCompanyName) for search and matching */
    nameNorm: text('name_norm').notNull(),
    creditCode: text('credit_code').notNull(),
    /** business-registration district */
    registrationPlace: text('registration_place'),
    /** dispatch district: where the verification order goes */
    companyRegion: text('company_region'),
    /** district of the user who added the company, when a district user did */
    userAddRegion: text('user_add_region'),
    /** latest risk point (risk_dot value) and degree (0 低, 1 中, 2 高) */
    riskPoint: text('risk_point'),
    riskDegree: smallint('risk_degree'),
    riskDimensionName: text('risk_dimension_name'),
    /** comma-separated risk_category values, kept in step with the risk information */
    type: text('type'),
    status: smallint('status').notNull().default(0),
    infoStatus: smallint('info_status').notNull().default(0),
    isMatch: boolean('is_match').notNull().default(false),
    focus: boolean('focus').notNull().default(false),
    cityFocus: boolean('city_focus').notNull().default(false),
    specialFollow: boolean('special_follow').notNull().default(false),
    riskInfoCount: integer('risk_info_count').notNull().default(0),
    level: text('level').notNull().default('未定级'),
    legalPerson: text('legal_person'),
    legalPersonPhone: text('legal_person_phone'),
    /** the company's contact person and phone: personal data, SM4-sealed under CRYPTO_SUITE=gm */
    contacts: sealedText('risk_company', 'contacts'),
    contactsPhone: sealedText('risk_company', 'contacts_phone'),
    remark: text('remark'),
    includedTime: at('included_time').notNull().defaultNow(),
    pushTime: at('push_time'),
    dispatchTime: at('dispatch_time'),
    gradeTime: at('grade_time'),
    archiveTime: at('archive_time'),
    evaluateTime: at('evaluate_time'),
    createBy: text('create_by'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex('risk_company_credit_code_uq').on(t.creditCode),
    index('risk_company_status_included_idx').on(t.status, t.includedTime.desc(), t.id.desc()),
    index('risk_company_included_idx').on(t.includedTime.desc(), t.id.desc()),
    // District lists and filters read a district's newest companies first.
    index('risk_company_region_idx').on(t.companyRegion, t.includedTime.desc(), t.id.desc()),
    index('risk_company_registration_idx').on(t.registrationPlace, t.includedTime.desc(), t.id.desc()),
    // name_bigrams() (migration 0006) lets two-character fragments use the index; the district columns
    // sit in the same GIN (btree_gin, migration 0009), so a common word searched in one district
    // reads only that district's matches instead of intersecting two large bitmaps.
    index('risk_company_name_search_idx').using(
      'gin',
      t.companyRegion,
      t.registrationPlace,
      sql`name_bigrams(${t.nameNorm})`,
    ),
  ],
);

/**
 * Every suffix of every company's normalised name, one row per position, with the columns the pool
 * list filters and sorts by (migration 0056, kept by statement triggers on risk_company; no code
 * writes it). A name contains a fragment exactly when one of its suffixes starts with it, so the
 * search is a range of one B-tree read index-only: its count and its page's order need no company
 * row. `repeatLen` is the length of the name's longest repeated piece: a longer fragment occurs
 * once, and a shorter one is counted at its last occurrence only.
 */
export const riskCompanyNameSuffix = pgTable('risk_company_name_suffix', {
  /** the company's id (risk_company.id), under the same name so a search's matches read as the company's */
  id: integer('id').notNull(),
  /** collated "C" in the migration: code-point order, so a prefix is a range */
  suffix: text('suffix').notNull(),
  repeatLen: smallint('repeat_len').notNull(),
  registrationPlace: text('registration_place'),
  companyRegion: text('company_region'),
  type: text('type'),
  status: smallint('status').notNull(),
  isMatch: boolean('is_match').notNull(),
  focus: boolean('focus').notNull(),
  cityFocus: boolean('city_focus').notNull(),
  specialFollow: boolean('special_follow').notNull(),
  includedTime: at('included_time').notNull(),
  pushTime: at('push_time'),
  dispatchTime: at('dispatch_time'),
  gradeTime: at('grade_time'),
  createTime: at('create_time').notNull(),
});

/** Risk information rows: the signals that put a company in the pool. */
export const riskCompanyInfo = pgTable(
  'risk_company_info',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    riskCompanyId: integer('risk_company_id')
      .notNull()
      .references(() => riskCompany.id, { onDelete: 'cascade' }),
    /** risk_dot value */
    riskPoint: text('risk_point').notNull(),
    /** 0 低, 1 中, 2 高 */
    riskDegree: smallint('risk_degree').notNull(),
    /** risk_category value */
    category: text('category').notNull(),
    riskDimensionName: text('risk_dimension_name'),
    content: text('content').notNull(),
    source: text('source'),
    includedTime: at('included_time').notNull().defaultNow(),
    createBy: text('create_by'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    index('risk_company_info_company_idx').on(t.riskCompanyId, t.includedTime.desc()),
    index('risk_company_info_included_idx').on(t.includedTime.desc(), t.id.desc()),
    index('risk_company_info_point_idx').on(t.riskPoint, t.includedTime.desc()),
  ],
);

/** Attachments of risk information; the bytes live in the file store (sys_file, owner riskInfo). */
export const riskCompanyInfoFile = pgTable(
  'risk_company_info_file',
  {
    id: serial('id').primaryKey(),
    riskCompanyInfoId: bigint('risk_company_info_id', { mode: 'number' })
      .notNull()
      .references(() => riskCompanyInfo.id, { onDelete: 'cascade' }),
    riskCompanyId: integer('risk_company_id').notNull(),
    fileName: text('file_name').notNull(),
    /** the file store's id (sys_file.id; the column keeps its name from when files lived on disk) */
    fileId: text('stored_name').notNull(),
    size: integer('size').notNull(),
    createTime: createTime(),
  },
  (t) => [index('risk_company_info_file_company_idx').on(t.riskCompanyId)],
);

/** Evaluations of an archived case, kept as history (filled by the archive and evaluation workflow). */
export const riskCompanyEvaluation = pgTable(
  'risk_company_evaluation',
  {
    id: serial('id').primaryKey(),
    riskCompanyId: integer('risk_company_id')
      .notNull()
      .references(() => riskCompany.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    content: text('content').notNull(),
    evaluator: text('evaluator').notNull(),
    createTime: createTime(),
  },
  (t) => [index('risk_company_evaluation_company_idx').on(t.riskCompanyId, t.createTime.desc())],
);
