import { bigint, boolean, pgTable, primaryKey, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Counts kept by statement triggers in the writing transaction (the trigger functions live in their
 * migrations, named beside each table): lists and cards sum them instead of counting rows. No code
 * writes them; they are declared so queries name them and their columns through the ORM.
 */

const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** The pool's keys: district, status, registry match and the focus flags (fresh builders per table). */
const poolKeys = () => ({
  companyRegion: text('company_region').notNull(),
  status: smallint('status').notNull(),
  isMatch: boolean('is_match').notNull(),
  focus: boolean('focus').notNull(),
  cityFocus: boolean('city_focus').notNull(),
  specialFollow: boolean('special_follow').notNull(),
});
const poolKeyColumns = (t: Record<keyof ReturnType<typeof poolKeys>, AnyPgColumn>): [AnyPgColumn, ...AnyPgColumn[]] => [
  t.companyRegion,
  t.status,
  t.isMatch,
  t.focus,
  t.cityFocus,
  t.specialFollow,
];

/** Pool companies per district, status, registry match and focus flags, with their information (0002, 0003). */
export const riskCompanyStat = pgTable(
  'risk_company_stat',
  {
    ...poolKeys(),
    n: count('n'),
    infos: count('infos'),
  },
  (t) => [
    primaryKey({
      name: 'risk_company_stat_pkey',
      columns: poolKeyColumns(t),
    }),
  ],
);

/** The same keys per 风险类别 (0036). */
export const riskCompanyCategoryStat = pgTable(
  'risk_company_category_stat',
  {
    ...poolKeys(),
    category: text('category').notNull(),
    n: count('n'),
  },
  (t) => [
    primaryKey({
      name: 'risk_company_category_stat_pkey',
      columns: [...poolKeyColumns(t), t.category],
    }),
  ],
);

/** Pushed companies per name bigram key and match (0043): the name search's totals. */
export const riskCompanyNameStat = pgTable(
  'risk_company_name_stat',
  { nameKey: text('name_key').notNull(), isMatch: boolean('is_match').notNull(), n: count('n') },
  (t) => [primaryKey({ name: 'risk_company_name_stat_pkey', columns: [t.nameKey, t.isMatch] })],
);

/** Risk information per district, 维度, 风险点 and 风险程度 (0035). */
export const riskCompanyInfoStat = pgTable(
  'risk_company_info_stat',
  {
    region: text('region').notNull(),
    dimension: text('dimension').notNull(),
    riskPoint: text('risk_point').notNull(),
    riskDegree: smallint('risk_degree').notNull(),
    n: count('n'),
  },
  (t) => [
    primaryKey({ name: 'risk_company_info_stat_pkey', columns: [t.region, t.dimension, t.riskPoint, t.riskDegree] }),
  ],
);

/** Verification orders per district, status, mini-app push, grade and is_downsizing (0007, 0030). */
export const verificationOrderStat = pgTable(
  'risk_verification_order_stat',
  {
    region: text('region').notNull(),
    status: smallint('status').notNull(),
    isPushApp: boolean('is_push_app').notNull(),
    n: count('n'),
    level: text('level').notNull().default(''),
    isDownsizing: text('is_downsizing').notNull().default(''),
  },
  (t) => [
    primaryKey({
      name: 'risk_verification_order_stat_pkey',
      columns: [t.region, t.status, t.isPushApp, t.level, t.isDownsizing],
    }),
  ],
);

/** The orders with a disposal, also by what the disposal recorded (0037). */
export const verificationOrderRecordStat = pgTable(
  'risk_verification_order_record_stat',
  {
    region: text('region').notNull(),
    status: smallint('status').notNull(),
    isPushApp: boolean('is_push_app').notNull(),
    level: text('level').notNull(),
    isDownsizing: text('is_downsizing').notNull(),
    disposalRecords: text('disposal_records').notNull(),
    n: count('n'),
  },
  (t) => [
    primaryKey({
      name: 'risk_verification_order_record_stat_pkey',
      columns: [t.region, t.status, t.isPushApp, t.level, t.isDownsizing, t.disposalRecords],
    }),
  ],
);

/** Disposal orders per district, pool status, disposal status and grade, with their records' counts (0038). */
export const disposalOrderStat = pgTable(
  'risk_disposal_order_stat',
  {
    region: text('region').notNull(),
    poolStatus: smallint('pool_status').notNull(),
    status: smallint('status').notNull(),
    level: text('level').notNull(),
    n: count('n'),
    talked: count('talked'),
    talks: count('talks'),
    downsized: count('downsized'),
    served: count('served'),
    services: count('services'),
  },
  (t) => [primaryKey({ name: 'risk_disposal_order_stat_pkey', columns: [t.region, t.poolStatus, t.status, t.level] })],
);

/** Rows per table in slots (spread so concurrent writers do not queue on one row): large tables' totals (0028). */
export const tableRowCount = pgTable(
  'table_row_count',
  { tbl: text('tbl').notNull(), slot: smallint('slot').notNull(), n: count('n') },
  (t) => [primaryKey({ name: 'table_row_count_pkey', columns: [t.tbl, t.slot] })],
);
