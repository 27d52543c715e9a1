import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createTime, updateTime } from './columns.ts';
import { riskCompany } from './pool.ts';
import { verificationOrder } from './verification.ts';

/**
 * The linked-disposal order of a case rated 三级 or above: the district records
 * interviews, layoffs and stability work, and service docking, then marks the disposal finished.
 */
export const disposalOrder = pgTable(
  'risk_disposal_order',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => verificationOrder.id, { onDelete: 'cascade' }),
    riskCompanyId: integer('risk_company_id')
      .notNull()
      .references(() => riskCompany.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    region: text('region').notNull(),
    registrationPlace: text('registration_place'),
    level: text('level').notNull(),
    /** 0 待处置 (no record yet), 1 处置中, 2 已办结 */
    status: smallint('status').notNull().default(0),
    /** the pool company's status (4 待存档, 6 待评价, 7 已评价 …), kept by triggers (drizzle/0010) for the list's status filter */
    poolStatus: smallint('pool_status').notNull().default(0),
    /** the pool company's 存档时间 and 评价时间, kept by triggers (drizzle/0028) so the list sorts by an index of its own */
    archiveTime: at('archive_time'),
    evaluateTime: at('evaluate_time'),
    /** kept counts of the records by type, for the cards and lists */
    talkNum: integer('talk_num').notNull().default(0),
    downsizingNum: integer('downsizing_num').notNull().default(0),
    serverNum: integer('server_num').notNull().default(0),
    finishTime: at('finish_time'),
    /** 派发处置 (POST riskDisposalForms, riskDisposalCounty:dispatchOrders): the departments the district sent it to */
    dispatchDepartments: text('dispatch_departments'),
    dispatchOpinion: text('dispatch_opinion'),
    dispatchTime: at('dispatch_time'),
    dispatchBy: text('dispatch_by'),
    /**
     * The verification order's deadline and 催办 count, kept by triggers (drizzle/0055) so the
     * disposal lists mark, filter and sort by 办理时限 from the disposal order's own indexes.
     */
    deadline: at('deadline'),
    urgeCount: integer('urge_count').notNull().default(0),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex('risk_disposal_order_order_uq').on(t.orderId),
    index('risk_disposal_order_company_idx').on(t.riskCompanyId),
    index('risk_disposal_order_region_idx').on(t.region, t.createTime.desc(), t.id.desc()),
    index('risk_disposal_order_time_idx').on(t.createTime.desc(), t.id.desc()),
    index('risk_disposal_order_pool_status_idx').on(t.poolStatus, t.createTime.desc(), t.id.desc()),
    index('risk_disposal_order_archive_idx').on(t.archiveTime.desc(), t.id.desc()),
    index('risk_disposal_order_region_archive_idx').on(t.region, t.archiveTime.desc(), t.id.desc()),
    index('risk_disposal_order_evaluate_idx').on(t.evaluateTime.desc(), t.id.desc()),
    index('risk_disposal_order_region_evaluate_idx').on(t.region, t.evaluateTime.desc(), t.id.desc()),
    index('risk_disposal_order_deadline_idx').on(t.deadline.desc().nullsFirst(), t.id.desc()),
    index('risk_disposal_order_region_deadline_idx').on(t.region, t.deadline.desc().nullsFirst(), t.id.desc()),
    // The early-warning tabs' 约谈/裁员/对接 filters probe an order's kept counts from the index alone.
    index('risk_disposal_order_record_counts_idx').on(t.orderId, t.talkNum, t.downsizingNum, t.serverNum),
  ],
);

/**
 * A dated disposal record: type talk (约谈: appointmentTime, localDepartment, cityDepartment,
 * departmentHead, phone, opinion), downsizing (裁员和维稳: layoffsTime, layoffsPerson,
 * allDepartment, opinion) or server (对接服务: policies, employmentServices, times).
 */
export const disposalInfo = pgTable(
  'risk_disposal_info',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    disposalId: integer('disposal_id')
      .notNull()
      .references(() => disposalOrder.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    recordDate: date('record_date').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createBy: text('create_by'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index('risk_disposal_info_disposal_idx').on(t.disposalId, t.type, t.recordDate.desc())],
);

/** Layoff statistics of a company (LayoffsStatisticsInfo): the layoff plan and the actual layoffs by date. */
export const layoffStatistics = pgTable(
  'risk_layoff_statistics',
  {
    id: serial('id').primaryKey(),
    riskCompanyId: integer('risk_company_id')
      .notNull()
      .references(() => riskCompany.id, { onDelete: 'cascade' }),
    statDate: date('stat_date').notNull(),
    /** people in the layoff plan */
    planNum: integer('plan_num').notNull(),
    /** people actually laid off by that date */
    actualNum: integer('actual_num').notNull(),
    /** of the laid off: with compensation per the standard, without, and otherwise settled */
    standardNum: integer('standard_num').notNull().default(0),
    noCompensationNum: integer('no_compensation_num').notNull().default(0),
    otherNum: integer('other_num').notNull().default(0),
    remark: text('remark'),
    createBy: text('create_by'),
    createTime: createTime(),
  },
  (t) => [index('risk_layoff_statistics_company_idx').on(t.riskCompanyId, t.statDate.desc())],
);
