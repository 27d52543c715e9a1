import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { at, createTime, updateTime } from './columns.ts';
import { riskCompany } from './pool.ts';

/**
 * 数据申请 (docs/first-document.md): a district asks the city for data on
 * a pool company of its district that the platform does not show it, and the city answers:
 * 同意 with the data it gives, or 不同意 with its reason.
 */
export const dataApply = pgTable(
  'risk_data_apply',
  {
    id: serial('id').primaryKey(),
    riskCompanyId: integer('risk_company_id')
      .notNull()
      .references(() => riskCompany.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    /** the applying district (the company's dispatch district when applied) */
    region: text('region').notNull(),
    /** which data, one of DATA_APPLY_CONTENTS */
    applyContent: text('apply_content').notNull(),
    applyReason: text('apply_reason').notNull(),
    /** 0 待答复, 1 已同意, 2 未同意 */
    status: smallint('status').notNull().default(0),
    replyContent: text('reply_content'),
    replyBy: text('reply_by'),
    replyTime: at('reply_time'),
    createBy: text('create_by').notNull(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    index('risk_data_apply_region_idx').on(t.region, t.createTime.desc(), t.id.desc()),
    index('risk_data_apply_company_idx').on(t.riskCompanyId),
    index('risk_data_apply_time_idx').on(t.createTime.desc(), t.id.desc()),
  ],
);
