import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';

/** The holiday calendar for working-day counts: official holidays and make-up working days. */
export const holiday = pgTable('sys_holiday', {
  day: date('day').primaryKey(),
  /** holiday (day off) or workday (make-up working day) */
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  createTime: createTime(),
});
