import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createTime } from './columns.ts';
import { user } from './system.ts';

/** One row per login: tokens carry its id, so logout, kick-out and idle time revoke them on every instance. */
export const authSession = pgTable(
  'auth_session',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    browser: text('browser'),
    loginTime: createTime(),
    lastActive: at('last_active').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_session_user_idx').on(t.userId), index('auth_session_active_idx').on(t.expiresAt)],
);

/** Arithmetic captchas: single use (deleted when checked), two minutes to live. */
export const authCaptcha = pgTable('auth_captcha', {
  uuid: uuid('uuid').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** Fixed-window request counters per key (login and captcha per IP), shared by all instances. */
export const rateLimit = pgTable(
  'auth_rate_limit',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Secrets generated once and kept: the token signing key and the RSA key pair for login passwords. */
export const secret = pgTable('sys_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
