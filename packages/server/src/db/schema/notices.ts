import { bigserial, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';
import { user } from './system.ts';

/** Notices to users: created when a step of an order hands work to someone; status 0 unread, 1 read. */
export const notice = pgTable(
  'sys_notice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sendUserId: integer('send_user_id'),
    sendUser: text('send_user').notNull(),
    acceptUserId: integer('accept_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    noticeType: text('notice_type').notNull(),
    status: smallint('status').notNull().default(0),
    noticeBody: text('notice_body').notNull(),
    /** the client route the notice opens */
    link: text('link'),
    orderId: integer('order_id'),
    createTime: createTime(),
  },
  (t) => [index('sys_notice_accept_idx').on(t.acceptUserId, t.status, t.createTime.desc())],
);
