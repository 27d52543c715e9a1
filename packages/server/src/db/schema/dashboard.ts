import {
  bigint,
  date,
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
import { at, createTime } from './columns.ts';

/**
 * Read-model tables of the dashboards and reports (module `dashboard`). Built whole once
 * (read-models/dashboard/materialise.ts), then kept by statement triggers on the domain tables in the
 * writing transaction (migration 0025); no domain module writes them.
 */

/** Working-day index: `wd` = working days from the first day up to and including `day` (shared isWorkingDay). */
export const dashCalendar = pgTable('dash_calendar', {
  day: date('day').primaryKey(),
  wd: integer('wd').notNull(),
});

/**
 * One row per district and Beijing calendar day: what happened that day, each figure on the day of
 * its own event (company included, risk information included, order pushed, order rated, disposal
 * created or finished, layoff record dated, company archived or evaluated, layoff report filed).
 */
export const dashRegionDay = pgTable(
  'dash_region_day',
  {
    region: text('region').notNull(),
    day: date('day').notNull(),
    /** pool companies included, and of them added by district users (区级上报) */
    companyNum: integer('company_num').notNull().default(0),
    zoneAddNum: integer('zone_add_num').notNull().default(0),
    /** of them, now in the pool's monitored statuses 已推送…待存档 (在监测) */
    monitoringNum: integer('monitoring_num').notNull().default(0),
    /** risk information rows included (条) */
    riskInfoNum: integer('risk_info_num').notNull().default(0),
    /** orders pushed (平台推送), by push day */
    pushNum: integer('push_num').notNull().default(0),
    /** of the orders pushed that day: dispatched to the district (should accept), accepted, submitted … */
    shouldNum: integer('should_num').notNull().default(0),
    receivedNum: integer('received_num').notNull().default(0),
    feedbackNum: integer('feedback_num').notNull().default(0),
    approvedNum: integer('approved_num').notNull().default(0),
    layoffsNum: integer('layoffs_num').notNull().default(0),
    /** of those layoff orders, the people their verification forms report (核实裁员人数) */
    verifiedDownNum: integer('verified_down_num').notNull().default(0),
    aboveLevel3Total: integer('above_level3_total').notNull().default(0),
    guideNum: integer('guide_num').notNull().default(0),
    /** working days from dispatch to feedback, summed over the submitted orders with both times */
    differenceTime: integer('difference_time').notNull().default(0),
    submitTotal: integer('submit_total').notNull().default(0),
    /** of the orders pushed that day, now 已派单 (待接单), 已接单/核实中 (待核实), returned by the city's review (退回) */
    waitOrdersNum: integer('wait_orders_num').notNull().default(0),
    waitVerifyNum: integer('wait_verify_num').notNull().default(0),
    returnedNum: integer('returned_num').notNull().default(0),
    /** orders rated that day (grade day) by level: 家 of the warning ring */
    level1Num: integer('level1_num').notNull().default(0),
    level2Num: integer('level2_num').notNull().default(0),
    level3Num: integer('level3_num').notNull().default(0),
    belowLevel3Num: integer('below_level3_num').notNull().default(0),
    /** disposal orders created that day and what was recorded on them */
    disposeCompNum: integer('dispose_comp_num').notNull().default(0),
    unPending: integer('un_pending').notNull().default(0),
    interviewNum: integer('interview_num').notNull().default(0),
    allInterviewNum: integer('all_interview_num').notNull().default(0),
    stabilityNum: integer('stability_num').notNull().default(0),
    dockNum: integer('dock_num').notNull().default(0),
    allDockNum: integer('all_dock_num').notNull().default(0),
    disposalFinishedNum: integer('disposal_finished_num').notNull().default(0),
    /** working days from disposal creation to finish, summed over the finished disposals */
    disposalDays: integer('disposal_days').notNull().default(0),
    /** people laid off according to the 裁员和维稳 records dated that day (人) */
    layoffPerson: integer('layoff_person').notNull().default(0),
    /** layoff plan and actual people of each company's latest layoff statistics, on its date */
    planDownNum: integer('plan_down_num').notNull().default(0),
    actualDownNum: integer('actual_down_num').notNull().default(0),
    archivedNum: integer('archived_num').notNull().default(0),
    evaluatedNum: integer('evaluated_num').notNull().default(0),
    /** layoff reports filed */
    submitLaffNum: integer('submit_laff_num').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.region, t.day] }), index('dash_region_day_day_idx').on(t.day, t.region)],
);

/** Risk information per district, month (`day` = its first day; the charts read whole years) and risk category. */
export const dashRegionCategory = pgTable(
  'dash_region_category',
  {
    region: text('region').notNull(),
    day: date('day').notNull(),
    category: text('category').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.day, t.category] })],
);

/** Pool companies per district, inclusion month (`day` = its first day) and registry industry (领域分布). */
export const dashRegionIndustry = pgTable(
  'dash_region_industry',
  {
    region: text('region').notNull(),
    day: date('day').notNull(),
    industry: text('industry').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.day, t.industry] })],
);

/**
 * Each pool company's latest layoff statistics as counted in dash_region_day (plan_down_num,
 * actual_down_num): the triggers take the kept figures off and add the new latest ones when a
 * company's statistics or district change (migration 0025, read-models/dashboard/materialise.ts).
 */
export const dashLayoffLatest = pgTable('dash_layoff_latest', {
  riskCompanyId: integer('risk_company_id').primaryKey(),
  region: text('region'),
  statDate: date('stat_date').notNull(),
  planNum: integer('plan_num').notNull(),
  actualNum: integer('actual_num').notNull(),
});

/**
 * The build state of the materialised tables: version −1 asks for a whole rebuild (never built, or
 * the holiday calendar changed); `defs` is the hash of the trigger functions the rows are kept by.
 */
export const dashRefresh = pgTable('dash_refresh', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  builtAt: at('built_at').notNull(),
  defs: text('defs').notNull().default(''),
});

/** A published month of the monthly report (月度监测): the three tables as they were, never changed afterwards. */
export const monthReportSnapshot = pgTable(
  'month_report_snapshot',
  {
    id: serial('id').primaryKey(),
    /** yyyy-MM */
    month: text('month').notNull(),
    tableOne: jsonb('table_one').notNull(),
    tableTwo: jsonb('table_two').notNull(),
    tableThree: jsonb('table_three').notNull(),
    createBy: text('create_by').notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('month_report_snapshot_month_uq').on(t.month)],
);

/** Risk information per company and 风险类别 (0025): the focus tabs' categories without reading every information row. */
export const dashCompanyCategory = pgTable(
  'dash_company_category',
  {
    riskCompanyId: integer('risk_company_id').notNull(),
    category: text('category').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'dash_company_category_pkey', columns: [t.riskCompanyId, t.category] })],
);
