import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CITY_TABS } from '@risk/shared/order-machine';
import { at, createTime, logChainColumns, sealedJson, sealedText, updateTime } from './columns.ts';
import { riskCompany } from './pool.ts';

/**
 * The verification order: created with status 10 when the pool pushes a company
 * to the city; the order machine (`@risk/shared/order-machine`) carries it through its statuses.
 */
export const verificationOrder = pgTable(
  'risk_verification_order',
  {
    id: serial('id').primaryKey(),
    riskCompanyId: integer('risk_company_id')
      .notNull()
      .references(() => riskCompany.id),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    /** dispatch district */
    region: text('region').notNull(),
    registrationPlace: text('registration_place'),
    riskPoint: text('risk_point'),
    status: smallint('status').notNull(),
    /** warning level set by the city: 一级 … 三级以下, 未定级 until rated */
    level: text('level').notNull().default('未定级'),
    refusedReason: text('refused_reason'),
    /** the city's explanation when it returns a verification (审核退回) */
    auditExplain: text('audit_explain'),
    /** from the submitted form: '0' / '1' */
    isDownsizing: text('is_downsizing'),
    /** whether the risk is defused ('0' / '1'), set with the rating */
    isDefuse: text('is_defuse'),
    isPushApp: boolean('is_push_app').notNull().default(false),
    fillAppStatus: smallint('fill_app_status').notNull().default(0),
    pushTime: at('push_time').notNull().defaultNow(),
    dispatchTime: at('dispatch_time'),
    ordersTime: at('orders_time'),
    /** when the district submitted the verification (feedback) */
    verificationTime: at('verification_time'),
    gradeTime: at('grade_time'),
    createBy: text('create_by'),
    createTime: createTime(),
    updateTime: updateTime(),
    /**
     * The company's normalised name and inclusion time, copied by triggers whatever code changes either
     * (migration 0034): the lists filter by them, and through the join a filter read every order of the tab.
     */
    companyNameNorm: text('company_name_norm'),
    includedTime: at('included_time'),
    /**
     * What the order's linked disposal has recorded, copied by triggers on the disposal order (migration
     * 0037): null without a disposal, else one '1'/'0' per record type (talk, downsizing, server: has
     * records of it or not). The key of the counts kept of the orders with a disposal, so the early-warning
     * tabs' 已约谈 … filters count from them instead of reading every order of the grade with its disposal.
     */
    disposalRecords: text('disposal_records'),
    /**
     * The verification form's 裁员人数 (risk_verification_info.down_num), copied by triggers whatever code
     * writes the form (migration 0045): null without a form. The dashboards' day rows sum it over the
     * layoff orders (风险报表's 核实裁员人数), and the order's own transition rows carry it, so a deleted or
     * moved order takes its people along.
     */
    formDownNum: integer('form_down_num'),
    /**
     * The current step's deadline (docs/timeliness.md): set in the transaction of each step change from
     * the time limits and the holiday calendar; null where no clock runs (with the city, rated, closed).
     */
    deadline: at('deadline'),
    /** 催办 of the order so far (risk_order_urge), kept so the lists and counts need not join */
    urgeCount: integer('urge_count').notNull().default(0),
  },
  (t) => [
    index('risk_verification_order_company_idx').on(t.riskCompanyId),
    index('risk_verification_order_included_idx').on(t.includedTime.desc(), t.id.desc()),
    // 纳入时间 sorts (the company's time, kept on the order by 0034's triggers): a city tab of one status
    // reads its orders in order; a district reads its own, the status riding along so a one-status tab
    // (待接单) skips none (migration 0047)
    index('risk_verification_order_status_included_idx').on(t.status, t.includedTime.desc(), t.id.desc()),
    index('risk_verification_order_region_included_idx').on(t.region, t.includedTime.desc(), t.id.desc(), t.status),
    // as the pool's name search (btree_gin, migration 0009): a district's matches without the others'
    index('risk_verification_order_name_search_idx').using('gin', t.region, sql`name_bigrams(${t.companyNameNorm})`),
    index('risk_verification_order_status_idx').on(t.status, t.pushTime.desc(), t.id.desc()),
    index('risk_verification_order_region_idx').on(t.region, t.status, t.dispatchTime.desc(), t.id.desc()),
    // A district tab of many statuses (countyAll) reads its newest dispatches in order and skips the
    // few other statuses, instead of sorting every order of the district.
    index('risk_verification_order_region_dispatch_idx').on(t.region, t.dispatchTime.desc(), t.id.desc()),
    // The city's early-warning tabs: one level's rated orders, newest dispatch first; the status and
    // is_downsizing (the tabs' default filter) ride along, so a tab's count with a disposal filter
    // (已约谈 …) reads the grade from the index alone (migration 0032: 9.9 → 1.4 ms).
    index('risk_verification_order_level_dispatch_idx').on(
      t.level,
      t.dispatchTime.desc(),
      t.id.desc(),
      t.status,
      t.isDownsizing,
    ),
    index('risk_verification_order_push_idx').on(t.pushTime.desc(), t.id.desc()),
    // 办理时限 (docs/timeliness.md): the deadline sort (most urgent first, orders without a clock last,
    // this index read backwards) and the 已超期 / 即将到期 filters, city-wide and within a district
    index('risk_verification_order_deadline_idx').on(t.deadline.desc().nullsFirst(), t.id.desc()),
    index('risk_verification_order_region_deadline_idx').on(t.region, t.deadline.desc().nullsFirst(), t.id.desc()),
    // CityAll (and the city's list without a tab) shows six statuses newest push first; the newest
    // pushes are mostly awaiting dispatch, so walking the push index skipped a backlog that grows with
    // the data (1,250 orders at --scale 300000). This index holds only the tab's orders.
    index('risk_verification_order_city_all_push_idx')
      .on(t.pushTime.desc(), t.id.desc())
      .where(sql.raw(`status in (${CITY_TABS.CityAll.join(', ')})`)),
  ],
);

/** The columns that name an order and its company, grade and place in the flow: the start of every list's selection. */
export const orderIdentity = {
  id: verificationOrder.id,
  riskCompanyId: verificationOrder.riskCompanyId,
  companyName: verificationOrder.companyName,
  creditCode: verificationOrder.creditCode,
  region: verificationOrder.region,
  status: verificationOrder.status,
  level: verificationOrder.level,
};

/** The verification form of an order, filled by the district or adopted from the mini-app. */
export const verificationInfo = pgTable(
  'risk_verification_info',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => verificationOrder.id, { onDelete: 'cascade' }),
    isDownsizing: text('is_downsizing').notNull(),
    workersNum: integer('workers_num').notNull(),
    downNum: integer('down_num').notNull(),
    isLayoffplan: text('is_layoffplan').notNull(),
    compensateType: text('compensate_type'),
    compensate: text('compensate'),
    isDownmoney: text('is_downmoney').notNull(),
    isBackpay: text('is_backpay').notNull(),
    isLacksocial: text('is_lacksocial').notNull(),
    otherReason: text('other_reason'),
    /** suggested by the system from the answers (suggestLevel) */
    systemLevel: text('system_level').notNull(),
    /** suggested by the district */
    level: text('level').notNull(),
    /** personal data, SM4-sealed under CRYPTO_SUITE=gm */
    contacts: sealedText('risk_verification_info', 'contacts').notNull(),
    contactsTel: sealedText('risk_verification_info', 'contacts_tel').notNull(),
    /** county (filled by district staff) or app (adopted from the mini-app) */
    source: text('source').notNull().default('county'),
    insertTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex('risk_verification_info_order_uq').on(t.orderId)],
);

/** One-time mini-app links: the company fills the form on the H5 page without an account. */
export const miniAppForm = pgTable(
  'risk_mini_app_form',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => verificationOrder.id, { onDelete: 'cascade' }),
    /** random, unguessable; the link is /sp/fill/{token} */
    token: text('token').notNull(),
    /** the company's answers; its contact and phone SM4-sealed under CRYPTO_SUITE=gm */
    data: sealedJson<Record<string, unknown>>('risk_mini_app_form', 'data', ['contacts', 'contactsTel']),
    fillAppStatus: smallint('fill_app_status').notNull().default(0),
    submittedTime: at('submitted_time'),
    auditTime: at('audit_time'),
    auditBy: text('audit_by'),
    auditOpinion: text('audit_opinion'),
    expiresAt: at('expires_at').notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('risk_mini_app_form_token_uq').on(t.token), index('risk_mini_app_form_order_idx').on(t.orderId)],
);

/** The audit trail of an order: every transition with who, when, from, to and payload. */
export const orderAudit = pgTable(
  'risk_order_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign key: the trail outlives its order (a withdrawn push deletes the order, not its history).
    orderId: integer('order_id').notNull(),
    action: text('action').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    payload: jsonb('payload'),
    createTime: createTime(),
    ...logChainColumns(),
  },
  (t) => [
    index('risk_order_audit_order_idx').on(t.orderId, t.createTime),
    uniqueIndex('risk_order_audit_chain_uq').on(t.chainSeq),
  ],
);

/** Companies a district links to an order (添加关联企业). */
export const orderRelatedCompany = pgTable(
  'risk_order_related_company',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => verificationOrder.id, { onDelete: 'cascade' }),
    riskCompanyId: integer('risk_company_id')
      .notNull()
      .references(() => riskCompany.id, { onDelete: 'cascade' }),
    createBy: text('create_by'),
    createTime: createTime(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.riskCompanyId] })],
);
