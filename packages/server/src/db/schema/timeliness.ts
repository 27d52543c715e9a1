import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createTime, updateTime } from './columns.ts';
import { verificationOrder } from './verification.ts';

/** 办理时限: each step clock's duration in working days (docs/timeliness.md), edited by an administrator. */
export const timeLimit = pgTable('risk_time_limit', {
  /** take, verify or dispose (@risk/shared/timeliness STEP_CLOCKS) */
  step: text('step').primaryKey(),
  days: integer('days').notNull(),
  updateTime: updateTime(),
});

/** 催办: the city urging the district that holds an order's step. */
export const orderUrge = pgTable(
  'risk_order_urge',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => verificationOrder.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    content: text('content').notNull(),
    /** the step's deadline when the city urged */
    deadline: at('deadline'),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    createTime: createTime(),
  },
  (t) => [index('risk_order_urge_order_idx').on(t.orderId, t.createTime.desc())],
);
