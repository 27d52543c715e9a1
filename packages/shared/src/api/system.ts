import { z } from 'zod';
import { USER_LEVEL } from '../levels.ts';
import { MENU_TYPE } from '../pages.ts';
import { loginBody, profileBody, updatePasswordBody } from '../schemas/auth.ts';
import {
  HOLIDAY_KINDS,
  holidayBody,
  holidayCreateBody,
  holidayDayParam,
  holidayDaysBody,
  holidayYearQuery,
} from '../schemas/holidays.ts';
import { timeLimitsBody } from '../schemas/timeliness.ts';
import { sessionKeysBody } from '../schemas/online.ts';
import {
  deptBody,
  deptQuery,
  dictBody,
  dictDetailBody,
  dictDetailQuery,
  dictEnableBody,
  dictQuery,
  dictUpdateBody,
  loginLogQuery,
  menuBody,
  onlineQuery,
  operationLogQuery,
  resetPasswordBody,
  roleBody,
  roleQuery,
  userBody,
  userCreateBody,
  userEnableBody,
  userQuery,
} from '../schemas/system.ts';
import {
  emptyEnvelope,
  envelope,
  fileAnswer,
  idName,
  idParam,
  idsBody,
  numericCode,
  pageEnvelope,
  wireTime,
  XLSX_MEDIA_TYPE,
} from '../wire.ts';
import { callsOf } from './endpoint.ts';
import { importReport } from './import.ts';

const USER_LEVELS = [USER_LEVEL.OPS, USER_LEVEL.CITY, USER_LEVEL.DISTRICT] as const;

/**
 * The system administration contract (session, personal centre, users, roles, menus, departments,
 * dictionaries, logs, online users, holidays): the calls under /api/pres, the lists' sort whitelists
 * and the answer rows. The server's routes and `orderBy` whitelists and the web's features both read
 * them from here.
 */

// ---- session
const AUTH_PATH = '/iams/v1/auth';

export const captchaAnswer = z.object({
  img: z.string(),
  uuid: z.string(),
  /** Present only when the demonstration code is enabled (never in production). */
  demoCode: z.string().optional(),
});
export type CaptchaAnswer = z.infer<typeof captchaAnswer>;

const roleRef = z.object({ id: z.number().int(), name: z.string(), level: z.number().int() });

export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  gender: z.string().nullable(),
  avatarName: z.string().nullable(),
  level: numericCode(USER_LEVELS),
  /** district the user is tied to (department of a 区人社局), null for city and operations */
  region: z.string().nullable(),
  dept: idName.nullable(),
  roles: z.array(roleRef),
  permissions: z.array(z.string()),
  createTime: wireTime,
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginAnswer = z.object({ token: z.string(), user: sessionUser });
export type LoginAnswer = z.infer<typeof loginAnswer>;

// ---- users (the personal centre's calls are under the same path)
const USERS_PATH = '/iams/v1/users';
export const USER_SORT_FIELDS = ['id', 'username', 'createTime', 'updateTime'] as const;
export const USER_DEFAULT_SORT = 'createTime,DESC';

/** A user as the user list shows it (phone masked). */
export const userRow = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  gender: z.enum(['男', '女']),
  /** masked as 138****1234 in lists and downloads; complete in the single-user answer (for editing) */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  enabled: z.boolean(),
  /** locked by too many wrong passwords until a time still in the future */
  locked: z.boolean(),
  dept: idName.nullable(),
  roles: z.array(roleRef),
  createTime: wireTime,
});
export type UserRow = z.infer<typeof userRow>;

// ---- roles
const ROLES_PATH = '/iams/v1/roles';
export const ROLE_SORT_FIELDS = ['id', 'name', 'level', 'createTime', 'updateTime'] as const;
export const ROLE_DEFAULT_SORT = 'level,ASC';

export const roleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  level: numericCode(USER_LEVELS),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  createTime: wireTime,
  updateTime: wireTime,
});
export type RoleRow = z.infer<typeof roleRow>;
/** The single-role answer: the list row plus the menus it opens. */
export const roleDetail = roleRow.extend({ menuIds: z.array(z.number().int()) });
export type RoleDetail = z.infer<typeof roleDetail>;
/** An entry of `roleCalls.all`, for selects. */
export const roleOption = roleRef;
export type RoleOption = z.infer<typeof roleOption>;

// ---- menus
const MENUS_PATH = '/iams/v1/menus';

/** A menu row (directory 0, page 1, button 2) of the menu screen. */
export const menuRow = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  /** 0 directory, 1 page, 2 button */
  type: numericCode([MENU_TYPE.DIRECTORY, MENU_TYPE.PAGE, MENU_TYPE.BUTTON]),
  title: z.string(),
  name: z.string().nullable(),
  path: z.string().nullable(),
  component: z.string().nullable(),
  icon: z.string().nullable(),
  hidden: z.boolean(),
  sort: z.number().int(),
  permission: z.string().nullable(),
  createTime: wireTime,
});
export type MenuRow = z.infer<typeof menuRow>;
export type MenuNode = MenuRow & { children?: MenuNode[] };
export const menuNode: z.ZodType<MenuNode, unknown> = menuRow.extend({
  get children() {
    return z.array(menuNode).optional();
  },
});

/** A node of `menuCalls.build`, the shape the route builder of the web app reads. */
export interface MenuRoute {
  name: string;
  path: string;
  component: string;
  hidden: boolean;
  redirect?: string;
  alwaysShow?: boolean;
  meta: { title: string; icon: string | null; noCache: boolean; affix?: boolean };
  children?: MenuRoute[];
}
export const menuRoute: z.ZodType<MenuRoute> = z.object({
  name: z.string(),
  path: z.string(),
  component: z.string(),
  hidden: z.boolean(),
  redirect: z.string().optional(),
  alwaysShow: z.boolean().optional(),
  meta: z.object({
    title: z.string(),
    icon: z.string().nullable(),
    noCache: z.boolean(),
    affix: z.boolean().optional(),
  }),
  get children() {
    return z.array(menuRoute).optional();
  },
});

// ---- departments
const DEPTS_PATH = '/iams/v1/dept';

export const deptRow = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  name: z.string(),
  region: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  createTime: wireTime,
});
export type DeptRow = z.infer<typeof deptRow>;
/** A node of the department tree, with the number of its users. */
export type DeptNode = DeptRow & { userCount: number; children?: DeptNode[] };
export const deptNode: z.ZodType<DeptNode, unknown> = deptRow.extend({
  userCount: z.number().int(),
  get children() {
    return z.array(deptNode).optional();
  },
});
/** An enabled department for selects (`deptCalls.all`). */
export const deptOption = z.object({ id: z.number().int(), pid: z.number().int().nullable(), name: z.string() });
export type DeptOption = z.infer<typeof deptOption>;

// ---- dictionaries
const DICTS_PATH = '/iams/v1/dict';
export const DICT_SORT_FIELDS = ['createTime', 'name'] as const;
export const DICT_DEFAULT_SORT = 'createTime,DESC';
const DICT_DETAIL_PATH = '/iams/v1/dictDetail';
export const DICT_ITEM_SORT_FIELDS = ['sort', 'createTime'] as const;
export const DICT_ITEM_DEFAULT_SORT = 'sort,ASC';

export const dictEntity = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  createTime: wireTime,
});
/** One dictionary of the administration list, with the number of its items. */
export const dictRow = dictEntity.extend({ itemCount: z.number().int() });
export type DictRow = z.infer<typeof dictRow>;
/** One entry of a dictionary (`dictCalls.items`). */
export const dictItemRow = z.object({
  id: z.number().int(),
  dictId: z.number().int(),
  label: z.string(),
  value: z.string(),
  sort: z.number().int(),
  createTime: wireTime,
});
export type DictItemRow = z.infer<typeof dictItemRow>;
/** Every enabled dictionary with its items (`dictCalls.all`): what screens and exports label values with. */
export const dictWithItems = z.object({
  name: z.string(),
  description: z.string(),
  items: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type DictWithItems = z.infer<typeof dictWithItems>;

// ---- logs and sessions
const LOGS_PATH = '/iams/v1/logs';
export const LOG_SORT_FIELDS = ['createTime'] as const;
export const LOG_DEFAULT_SORT = 'createTime,DESC';
const ONLINE_PATH = `${AUTH_PATH}/online`;
export const ONLINE_SORT_FIELDS = ['loginTime', 'lastActive'] as const;
export const ONLINE_DEFAULT_SORT = 'loginTime,DESC';

export const operationLogRow = z.object({
  id: z.number().int(),
  username: z.string(),
  module: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  success: z.boolean(),
  message: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  createTime: wireTime,
});
export type OperationLogRow = z.infer<typeof operationLogRow>;

export const loginLogRow = z.object({
  id: z.number().int(),
  username: z.string(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  success: z.boolean(),
  reason: z.string().nullable(),
  createTime: wireTime,
});
export type LoginLogRow = z.infer<typeof loginLogRow>;

/** An active session on the online-users screen; `key` is the session id that a kick-out names. */
export const onlineSession = z.object({
  key: z.string(),
  userName: z.string(),
  nickName: z.string(),
  dept: z.string().nullable(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  loginTime: wireTime,
  lastActive: wireTime,
});
export type OnlineSession = z.infer<typeof onlineSession>;

// ---- holidays
const HOLIDAYS_PATH = '/iams/v1/holidays';
const TIME_LIMITS_PATH = '/iams/v1/timeLimits';
/** 办理时限设置 as read and saved (docs/timeliness.md). */
export const timeLimitSettingsRow = timeLimitsBody;
export const holidayRow = z.object({
  day: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
  name: z.string(),
});
export type HolidayRow = z.infer<typeof holidayRow>;

// ---- the calls

const xlsx = { answer: fileAnswer, produces: [XLSX_MEDIA_TYPE] } as const;

const auth = callsOf('session', AUTH_PATH);
/** Signing in and out: the captcha, the password's public key, login, the signed-in user, logout. */
export const sessionCalls = {
  captcha: auth.get('/code', { access: 'public', answer: envelope(captchaAnswer) }),
  /**
   * The key every password travels under (@risk/shared/password-cipher): the SPKI PEM of RSA-OAEP
   * (SHA-256), or under CRYPTO_SUITE=gm the SM2 point 04‖x‖y in hex
   */
  publicKey: auth.get('/publicKey', { access: 'public', answer: envelope(z.string()) }),
  login: auth.post('/login', { access: 'public', body: loginBody, answer: envelope(loginAnswer) }),
  info: auth.get('/info', { access: 'authenticated', answer: envelope(sessionUser) }),
  logout: auth.delete('/logout', { access: 'authenticated', answer: emptyEnvelope }),
};

const online = callsOf('online', ONLINE_PATH);
/** 在线用户: the active sessions, and ending them. */
export const onlineCalls = {
  list: online.get('', {
    access: 'online:list',
    query: onlineQuery,
    answer: pageEnvelope(onlineSession),
    sort: ONLINE_SORT_FIELDS,
    defaultSort: ONLINE_DEFAULT_SORT,
  }),
  kick: online.delete('', {
    access: 'online:kick',
    body: sessionKeysBody,
    answer: envelope(z.object({ kicked: z.number().int() })),
  }),
};

const users = callsOf('users', USERS_PATH);
/** 用户管理. */
export const userCalls = {
  list: users.get('', {
    access: 'user:list',
    query: userQuery,
    answer: pageEnvelope(userRow),
    sort: USER_SORT_FIELDS,
    defaultSort: USER_DEFAULT_SORT,
  }),
  template: users.get('/template', { access: 'user:upload', ...xlsx }),
  download: users.get('/download', { access: 'user:downLoad', query: userQuery, ...xlsx }),
  importExcel: users.post('/importExcel', { access: 'user:upload', multipart: true, answer: envelope(importReport) }),
  /** one user with the complete phone number, for editing */
  detail: users.get('/:id', { access: 'user:list', params: idParam, answer: envelope(userRow) }),
  create: users.post('', { access: 'user:add', body: userCreateBody, answer: envelope(userRow) }),
  update: users.put('/:id', { access: 'user:edit', params: idParam, body: userBody, answer: envelope(userRow) }),
  remove: users.delete('', { access: 'user:del', body: idsBody, answer: emptyEnvelope }),
  setEnabled: users.put('/:id/enabled', {
    access: 'user:edit',
    params: idParam,
    body: userEnableBody,
    answer: emptyEnvelope,
  }),
  resetPassword: users.put('/:id/resetPwd', {
    access: 'user:resetPwd',
    params: idParam,
    body: resetPasswordBody,
    answer: emptyEnvelope,
  }),
};

/** The avatar's file name: random, short, checked against traversal by the server. */
export const avatarNameParam = z.object({ name: z.string().max(64) });

const profile = callsOf('profile', USERS_PATH);
/** 个人中心: the signed-in user's own information, password and avatar. */
export const profileCalls = {
  update: profile.put('/center', { access: 'authenticated', body: profileBody, answer: envelope(sessionUser) }),
  updatePassword: profile.post('/updatePass', {
    access: 'authenticated',
    body: updatePasswordBody,
    answer: emptyEnvelope,
  }),
  updateAvatar: profile.post('/updateAvatar', {
    access: 'authenticated',
    multipart: true,
    answer: envelope(z.object({ avatarName: z.string() })),
  }),
  /** public: an <img> cannot send the Authorization header */
  avatar: profile.get('/avatar/:name', {
    access: 'public',
    params: avatarNameParam,
    answer: fileAnswer,
    produces: ['image/png', 'image/jpeg'],
  }),
};

const roles = callsOf('roles', ROLES_PATH);
/** 角色管理. */
export const roleCalls = {
  list: roles.get('', {
    access: 'roles:list',
    query: roleQuery,
    answer: pageEnvelope(roleRow),
    sort: ROLE_SORT_FIELDS,
    defaultSort: ROLE_DEFAULT_SORT,
  }),
  /** the user form picks roles from here, so whoever manages users may read it too */
  all: roles.get('/all', { access: ['roles:list', 'user:list'], answer: envelope(z.array(roleOption)) }),
  detail: roles.get('/:id', { access: 'roles:list', params: idParam, answer: envelope(roleDetail) }),
  create: roles.post('', { access: 'roles:add', body: roleBody, answer: envelope(roleDetail) }),
  update: roles.put('/:id', { access: 'roles:edit', params: idParam, body: roleBody, answer: envelope(roleDetail) }),
  remove: roles.delete('', { access: 'roles:del', body: idsBody, answer: emptyEnvelope }),
};

const menus = callsOf('menus', MENUS_PATH);
/** 菜单管理, and the signed-in user's menu. */
export const menuCalls = {
  build: menus.get('/build', { access: 'authenticated', answer: envelope(z.array(menuRoute)) }),
  /** every page path of the menu: tells a page the user may not open from an address that does not exist */
  paths: menus.get('/paths', { access: 'authenticated', answer: envelope(z.array(z.string())) }),
  /** the role screen assigns menus from this tree, so role viewers may read it too */
  tree: menus.get('/tree', { access: ['menu:list', 'roles:list'], answer: envelope(z.array(menuNode)) }),
  create: menus.post('', { access: 'menu:add', body: menuBody, answer: envelope(menuRow) }),
  update: menus.put('/:id', { access: 'menu:edit', params: idParam, body: menuBody, answer: envelope(menuRow) }),
  remove: menus.delete('', { access: 'menu:del', body: idsBody, answer: emptyEnvelope }),
};

const depts = callsOf('depts', DEPTS_PATH);
/** 部门管理. */
export const deptCalls = {
  tree: depts.get('', { access: 'dept:list', query: deptQuery, answer: envelope(z.array(deptNode)) }),
  all: depts.get('/all', { access: 'authenticated', answer: envelope(z.array(deptOption)) }),
  create: depts.post('', { access: 'dept:add', body: deptBody, answer: envelope(deptRow) }),
  update: depts.put('/:id', { access: 'dept:edit', params: idParam, body: deptBody, answer: envelope(deptRow) }),
  remove: depts.delete('', { access: 'dept:del', body: idsBody, answer: emptyEnvelope }),
};

// A dictionary and its items are one area: an item write refreshes the list's item counts and
// every dictionary the screens hold.
const dicts = callsOf('dicts', DICTS_PATH);
const dictItems = callsOf('dicts', DICT_DETAIL_PATH);
/** 字典管理 (dictionaries and their items), and the dictionaries every screen labels values with. */
export const dictCalls = {
  list: dicts.get('', {
    access: 'dict:list',
    query: dictQuery,
    answer: pageEnvelope(dictRow),
    sort: DICT_SORT_FIELDS,
    defaultSort: DICT_DEFAULT_SORT,
  }),
  all: dicts.get('/all', { access: 'authenticated', answer: envelope(z.array(dictWithItems)) }),
  create: dicts.post('', { access: 'dict:add', body: dictBody, answer: envelope(dictEntity) }),
  update: dicts.put('', { access: 'dict:edit', body: dictUpdateBody, answer: envelope(dictEntity) }),
  setEnabled: dicts.patch('/:id/enabled', {
    access: 'dict:edit',
    params: idParam,
    body: dictEnableBody,
    answer: envelope(dictEntity),
  }),
  remove: dicts.delete('', { access: 'dict:del', body: idsBody, answer: emptyEnvelope }),
  /** a dictionary's items, by its name */
  items: dictItems.get('', {
    access: 'authenticated',
    query: dictDetailQuery,
    answer: pageEnvelope(dictItemRow),
    sort: DICT_ITEM_SORT_FIELDS,
    defaultSort: DICT_ITEM_DEFAULT_SORT,
  }),
  createItem: dictItems.post('', { access: 'dict:add', body: dictDetailBody, answer: envelope(dictItemRow) }),
  updateItem: dictItems.put('/:id', {
    access: 'dict:edit',
    params: idParam,
    body: dictDetailBody,
    answer: envelope(dictItemRow),
  }),
  removeItems: dictItems.delete('', { access: 'dict:del', body: idsBody, answer: emptyEnvelope }),
};

const logs = callsOf('logs', LOGS_PATH);
/** 操作日志 and 登录日志: read-only, written by the platform. */
export const logCalls = {
  operations: logs.get('', {
    access: 'log:list',
    query: operationLogQuery,
    answer: pageEnvelope(operationLogRow),
    sort: LOG_SORT_FIELDS,
    defaultSort: LOG_DEFAULT_SORT,
  }),
  downloadOperations: logs.get('/download', { access: 'log:downLoad', query: operationLogQuery, ...xlsx }),
  logins: logs.get('/login', {
    access: 'log:loginList',
    query: loginLogQuery,
    answer: pageEnvelope(loginLogRow),
    sort: LOG_SORT_FIELDS,
    defaultSort: LOG_DEFAULT_SORT,
  }),
};

const holidays = callsOf('holidays', HOLIDAYS_PATH);
/** 节假日: the calendar behind working-day counts. */
export const holidayCalls = {
  list: holidays.get('', { access: 'holiday:list', query: holidayYearQuery, answer: envelope(z.array(holidayRow)) }),
  create: holidays.post('', { access: 'holiday:add', body: holidayCreateBody, answer: envelope(holidayRow) }),
  update: holidays.put('/:day', {
    access: 'holiday:edit',
    params: holidayDayParam,
    body: holidayBody,
    answer: envelope(holidayRow),
  }),
  remove: holidays.delete('', {
    access: 'holiday:del',
    body: holidayDaysBody,
    answer: envelope(z.object({ deleted: z.number().int() })),
  }),
};

const timeLimits = callsOf('timeLimits', TIME_LIMITS_PATH);
/** 办理时限设置: the step durations and the escalation threshold, an administrator's. */
export const timeLimitCalls = {
  get: timeLimits.get('', { access: 'timeLimit:list', answer: envelope(timeLimitSettingsRow) }),
  update: timeLimits.put('', {
    access: 'timeLimit:edit',
    body: timeLimitsBody,
    answer: envelope(timeLimitSettingsRow),
  }),
};
