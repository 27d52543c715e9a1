import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { at, createTime, updateTime } from './columns.ts';
import { riskCompany } from './pool.ts';

/**
 * The verification order (spec doc 1 §3): created with status 10 when the pool pushes a company
 * to the city; the verification workflow carries it through the statuses of DESIGN.md.
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
    level: text('level').notNull().default('未定级'),
    pushTime: at('push_time').notNull().defaultNow(),
    dispatchTime: at('dispatch_time'),
    ordersTime: at('orders_time'),
    createBy: text('create_by'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index('risk_verification_order_company_idx').on(t.riskCompanyId), index('risk_verification_order_status_idx').on(t.status, t.pushTime.desc())],
);
