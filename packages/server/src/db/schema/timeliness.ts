import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * 延期: the district holding a step asks the city for more working days; the city approves (the
 * order's deadline moves) or refuses. The partial unique index lets an order have one pending request.
 */
export const orderDelay = pgTable(
  'risk_order_delay',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => verificationOrder.id, { onDelete: 'cascade' }),
    /** the step clock asked for (take, verify, dispose) */
    step: text('step').notNull(),
    days: integer('days').notNull(),
    reason: text('reason').notNull(),
    /** pending, approved or refused (@risk/shared/schemas/timeliness DELAY_STATES) */
    state: text('state').notNull().default('pending'),
    requesterId: integer('requester_id'),
    requesterName: text('requester_name').notNull(),
    requestTime: at('request_time').notNull().defaultNow(),
    deadlineBefore: at('deadline_before'),
    deadlineAfter: at('deadline_after'),
    deciderId: integer('decider_id'),
    deciderName: text('decider_name'),
    decideTime: at('decide_time'),
    opinion: text('opinion'),
  },
  (t) => [
    uniqueIndex('risk_order_delay_pending_uq')
      .on(t.orderId)
      .where(sql`${t.state} = 'pending'`),
    index('risk_order_delay_order_idx').on(t.orderId, t.requestTime.desc()),
    // the city's 延期申请 list: one state, by request or decision time either way (read backwards ascending)
    index('risk_order_delay_state_idx').on(t.state, t.requestTime.desc(), t.id.desc()),
    index('risk_order_delay_state_decided_idx').on(t.state, t.decideTime.desc(), t.id.desc()),
    check('risk_order_delay_state_ck', sql`${t.state} in ('pending', 'approved', 'refused')`),
  ],
);
