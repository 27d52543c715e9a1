import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createTime, logChainColumns, updateTime } from './columns.ts';

export const dept = pgTable('sys_dept', {
  id: serial('id').primaryKey(),
  pid: integer('pid'),
  name: text('name').notNull(),
  /** The district (global_regoin value) of a 区人社局; null for city and operations departments. */
  region: text('region'),
  sort: integer('sort').notNull().default(999),
  enabled: boolean('enabled').notNull().default(true),
  createTime: createTime(),
});

export const role = pgTable('sys_role', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  level: smallint('level').notNull(),
  description: text('description'),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createTime: createTime(),
  updateTime: updateTime(),
});

export const menu = pgTable(
  'sys_menu',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid'),
    /** 0 directory, 1 page, 2 button */
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    name: text('name'),
    path: text('path'),
    component: text('component'),
    icon: text('icon'),
    hidden: boolean('hidden').notNull().default(false),
    sort: integer('sort').notNull().default(999),
    permission: text('permission'),
    createTime: createTime(),
  },
  (t) => [index('sys_menu_pid_idx').on(t.pid)],
);

export const roleMenu = pgTable(
  'sys_roles_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menu.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const user = pgTable(
  'sys_user',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    nickName: text('nick_name').notNull(),
    gender: text('gender').notNull().default('男'),
    phone: text('phone'),
    email: text('email'),
    deptId: integer('dept_id').references(() => dept.id),
    avatarName: text('avatar_name'),
    passwordHash: text('password_hash').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    pwdResetTime: at('pwd_reset_time'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex('sys_user_username_uq').on(t.username)],
);

export const userRole = pgTable(
  'sys_users_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => role.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const dict = pgTable('sys_dict', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createTime: createTime(),
});

export const dictDetail = pgTable(
  'sys_dict_detail',
  {
    id: serial('id').primaryKey(),
    dictId: integer('dict_id')
      .notNull()
      .references(() => dict.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(999),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('sys_dict_detail_value_uq').on(t.dictId, t.value)],
);

/**
 * The head of the two tamper-evident log chains (migration 0020): one row, locked at commit by the
 * transaction that appends to a chain, holding each chain's last sequence number and hash.
 */
export const logChain = pgTable('sys_log_chain', {
  id: smallint('id').primaryKey(),
  opSeq: bigint('op_seq', { mode: 'number' }).notNull().default(0),
  opHash: text('op_hash').notNull().default(''),
  auditSeq: bigint('audit_seq', { mode: 'number' }).notNull().default(0),
  auditHash: text('audit_hash').notNull().default(''),
});

/**
 * The SM3-HMAC seals of the log chains under CRYPTO_SUITE=gm (migration 0052): one row per sealed log
 * row, mac = SM3-HMAC(key, previous mac | chain_seq | content) with a key kept outside the database
 * (platform/audit/log-seal.ts). Append-only like the logs.
 */
export const logSeal = pgTable(
  'sys_log_seal',
  {
    chainTable: text('chain_table').notNull(),
    chainSeq: bigint('chain_seq', { mode: 'number' }).notNull(),
    mac: text('mac').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainTable, t.chainSeq] })],
);

/** Operation log: every write of every domain records who, what, target, result and the old and new values. */
export const operationLog = pgTable(
  'sys_operation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    username: text('username').notNull(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    ip: text('ip'),
    browser: text('browser'),
    success: boolean('success').notNull(),
    message: text('message'),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    createTime: createTime(),
    ...logChainColumns(),
  },
  (t) => [
    index('sys_operation_log_time_idx').on(t.createTime),
    uniqueIndex('sys_operation_log_chain_uq').on(t.chainSeq),
    index('sys_operation_log_user_idx').on(t.username, t.createTime),
  ],
);

export const loginLog = pgTable(
  'sys_login_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    ip: text('ip'),
    browser: text('browser'),
    success: boolean('success').notNull(),
    reason: text('reason'),
    createTime: createTime(),
  },
  // sys_login_log_time_id_idx (drizzle/0022) serves the time filter and the sort; a plain
  // create_time index beside it led the generic plan of a date range to sort (drizzle/0028).
);

/**
 * Release data already delivered to this database (`menu:…`, `button:…`, `dict:…`, `dictItem:…`):
 * the start-up sync inserts an item of the seed once, and never again after an administrator
 * deleted it.
 */
export const releaseItem = pgTable('sys_release_item', {
  key: text('key').primaryKey(),
  createTime: createTime(),
});
