import { bigint, date, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Read-model tables of the big screens (read-models/bigScreen), kept by statement triggers on the
 * domain tables in the writing transaction (their functions live in the migrations); no domain
 * module writes them.
 */

const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Risk information per district and day. */
export const bigScreenInfoDay = pgTable(
  'big_screen_info_day',
  { region: text('region').notNull(), day: date('day').notNull(), n: count('n') },
  (t) => [primaryKey({ name: 'big_screen_info_day_pkey', columns: [t.region, t.day] })],
);

/** Risk information per district and month. */
export const bigScreenInfoMonth = pgTable(
  'big_screen_info_month',
  { region: text('region').notNull(), month: date('month').notNull(), n: count('n') },
  (t) => [primaryKey({ name: 'big_screen_info_month_pkey', columns: [t.region, t.month] })],
);

/** Risk information per district, 风险类别, 风险点 and 风险程度. */
export const bigScreenInfoKind = pgTable(
  'big_screen_info_kind',
  {
    region: text('region').notNull(),
    category: text('category').notNull(),
    riskPoint: text('risk_point').notNull(),
    riskDegree: smallint('risk_degree').notNull(),
    n: count('n'),
  },
  (t) => [
    primaryKey({ name: 'big_screen_info_kind_pkey', columns: [t.region, t.category, t.riskPoint, t.riskDegree] }),
  ],
);

/** Orders per district and current grade. */
export const bigScreenOrderLevel = pgTable(
  'big_screen_order_level',
  { region: text('region').notNull(), level: text('level').notNull(), n: count('n') },
  (t) => [primaryKey({ name: 'big_screen_order_level_pkey', columns: [t.region, t.level] })],
);

/** Orders pushed and dispatched per district and month. */
export const bigScreenOrderMonth = pgTable(
  'big_screen_order_month',
  {
    region: text('region').notNull(),
    month: date('month').notNull(),
    pushed: count('pushed'),
    dispatched: count('dispatched'),
  },
  (t) => [primaryKey({ name: 'big_screen_order_month_pkey', columns: [t.region, t.month] })],
);

/** Disposal per district and day: orders created, people laid off, talks and services. */
export const bigScreenDisposalDay = pgTable(
  'big_screen_disposal_day',
  {
    region: text('region').notNull(),
    day: date('day').notNull(),
    created: count('created'),
    layoff: count('layoff'),
    talks: count('talks'),
    services: count('services'),
  },
  (t) => [primaryKey({ name: 'big_screen_disposal_day_pkey', columns: [t.region, t.day] })],
);

/**
 * Disposal orders per district (0026): all, finished and their seconds from rating to finish (numeric,
 * exact under adding and taking off), in progress, with 约谈/对接服务 records and the records' counts.
 */
export const bigScreenDisposalRegion = pgTable('big_screen_disposal_region', {
  region: text('region').primaryKey(),
  disposeNum: count('dispose_num'),
  finishedNum: count('finished_num'),
  finishSeconds: numeric('finish_seconds').notNull().default('0'),
  disposingNum: count('disposing_num'),
  interviewCompanies: count('interview_companies'),
  interviewTimes: count('interview_times'),
  serviceCompanies: count('service_companies'),
  serviceTimes: count('service_times'),
});
