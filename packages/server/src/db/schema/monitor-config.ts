import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createTime, sealedText, updateTime } from './columns.ts';

/**
 * 风险指数: the quarterly satisfaction and status indices of the bureau's survey,
 * one row per year and quarter; the dashboards' satisfaction line reads them.
 */
export const riskIndex = pgTable(
  'risk_index',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    /** 1–4 (第一季度…第四季度) */
    quarterly: smallint('quarterly').notNull(),
    /** 家庭收入状况指数 */
    fissIndex: doublePrecision('fiss_index').notNull(),
    /** 就业状况指数 */
    fiseIndex: doublePrecision('fise_index').notNull(),
    /** 家庭收入满意度指数 */
    esIndex: doublePrecision('es_index').notNull(),
    /** 就业满意度指数 */
    eeIndex: doublePrecision('ee_index').notNull(),
    createBy: text('create_by'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex('risk_index_period_uq').on(t.year, t.quarterly)],
);

/** 风险维度: a named dimension of risk information with its form configuration; enabled ones are offered to risk information. */
export const riskDimension = pgTable(
  'risk_dimension',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** dictionary riskDimension_type */
    type: text('type').notNull(),
    /** true 启用, false 禁用 */
    status: boolean('status').notNull().default(false),
    createBy: text('create_by'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex('risk_dimension_name_uq').on(t.name), index('risk_dimension_create_idx').on(t.createTime.desc())],
);

/** The configuration rows of a dimension, in the order they were entered. */
export const riskDimensionConfig = pgTable(
  'risk_dimension_config',
  {
    id: serial('id').primaryKey(),
    dimensionId: integer('dimension_id')
      .notNull()
      .references(() => riskDimension.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    /** letters only, unique within the dimension */
    keyWorth: text('key_worth').notNull(),
    /** input type: input, number, select, date */
    type: text('type').notNull(),
    displayName: text('display_name').notNull(),
    defaultValue: text('default_value'),
  },
  (t) => [uniqueIndex('risk_dimension_config_key_uq').on(t.dimensionId, t.keyWorth)],
);

/** 监测关键词: words the public-opinion monitor looks for, by type and region. */
export const riskMonitorKey = pgTable(
  'risk_monitor_key',
  {
    id: serial('id').primaryKey(),
    keyWord: text('key_word').notNull(),
    /** dictionary riskMonitorKey_type */
    type: text('type').notNull(),
    /** dictionary key_word_regoin: 北京市 or a district */
    region: text('region').notNull(),
    createBy: text('create_by'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex('risk_monitor_key_word_uq').on(t.keyWord, t.region),
    index('risk_monitor_key_create_idx').on(t.createTime.desc()),
  ],
);

/**
 * 社保数据: one company's social-security figures of one month, imported from the social-insurance
 * agency's Excel; re-importing a company's month replaces it. The latest month of a company is the
 * source of the pending-dispatch 社保变化 column and of the company detail.
 */
export const socialSecurity = pgTable(
  'social_security',
  {
    id: serial('id').primaryKey(),
    creditCode: text('credit_code').notNull(),
    companyName: text('company_name').notNull(),
    /** the company's district (global_regoin) */
    region: text('region').notNull(),
    legalPerson: text('legal_person'),
    legalPersonPhone: text('legal_person_phone'),
    relationManner: text('relation_manner'),
    relationPerson: text('relation_person'),
    payPerson: text('pay_person'),
    payPersonPhone: text('pay_person_phone'),
    /** yyyy-MM */
    month: text('month').notNull(),
    /** 当月参保人数 */
    currentMonth: integer('current_month').notNull(),
    /**
     * 近N个月减员人数 for N = 1 … 12 (SOCIAL_MONTHS in @risk/shared/social-months): twelve named columns,
     * as the spec names the record's fields and the list sorts by 1 and 3 months through their own
     * indexes. Null on rows imported before the twelve months were (migration 0048); march was always
     * imported.
     */
    january: integer('january'),
    february: integer('february'),
    march: integer('march').notNull(),
    april: integer('april'),
    may: integer('may'),
    june: integer('june'),
    july: integer('july'),
    august: integer('august'),
    september: integer('september'),
    october: integer('october'),
    november: integer('november'),
    december: integer('december'),
    createBy: text('create_by'),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('social_security_company_month_uq').on(t.creditCode, t.month),
    index('social_security_month_idx').on(t.month.desc(), t.id.desc()),
    index('social_security_region_idx').on(t.region, t.month.desc()),
  ],
);

/** 小程序用户: a company's account on the mini-app H5 page; registered by the company, audited by its district. */
export const miniAppUser = pgTable(
  'mini_app_user',
  {
    id: serial('id').primaryKey(),
    /** the login name: the contact's mobile number; SM4-sealed under CRYPTO_SUITE=gm, found by account_index */
    account: sealedText('mini_app_user', 'account', { index: 'account_index' }).notNull(),
    /** gm: the account's blind index (SM3-HMAC of the number), what sign-in, registration and the list search match */
    accountIndex: text('account_index'),
    passwordHash: text('password_hash').notNull(),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    region: text('region').notNull(),
    contactName: sealedText('mini_app_user', 'contact_name').notNull(),
    /** MINI_APP_USER_STATUS: 0 待审核, 1 审核通过, 2 审核不通过 */
    status: smallint('status').notNull().default(0),
    auditBy: text('audit_by'),
    auditTime: at('audit_time'),
    /** the reason of 审核不通过, shown to the company on the H5 page */
    auditExplain: text('audit_explain'),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('mini_app_user_account_uq').on(t.account),
    uniqueIndex('mini_app_user_account_index_uq').on(t.accountIndex),
    index('mini_app_user_region_idx').on(t.region, t.createTime.desc()),
    index('mini_app_user_credit_idx').on(t.creditCode),
  ],
);

/** A signed-in mini-app session: the hash of a random token the H5 page keeps; deleted with its account. */
export const miniAppSession = pgTable(
  'mini_app_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => miniAppUser.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    createTime: createTime(),
  },
  (t) => [index('mini_app_session_user_idx').on(t.userId), index('mini_app_session_expiry_idx').on(t.expiresAt)],
);
