import { timestamp } from 'drizzle-orm/pg-core';

export const createTime = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updateTime = () => timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
