import { z } from 'zod';
import { HOLIDAY_KINDS } from '../schemas/holidays.ts';
import { USER_LEVEL } from '../levels.ts';
import { MENU_TYPE } from '../pages.ts';
import { idName, numericCode, wireTime } from '../wire.ts';

const USER_LEVELS = [USER_LEVEL.OPS, USER_LEVEL.CITY, USER_LEVEL.DISTRICT] as const;

/**
 * The system administration contract: paths under /api/pres, sort whitelists and
 * default sorts of the lists, and the answer rows. The server's routes and `orderBy` whitelists and
 * the web's features both read them from here.
 */

// ---- session
export const AUTH_PATH = '/iams/v1/auth';
export const CAPTCHA_PATH = `${AUTH_PATH}/code`;
export const PUBLIC_KEY_PATH = `${AUTH_PATH}/publicKey`;
export const LOGIN_PATH = `${AUTH_PATH}/login`;
export const SESSION_INFO_PATH = `${AUTH_PATH}/info`;
export const LOGOUT_PATH = `${AUTH_PATH}/logout`;

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

// ---- personal centre
export const PROFILE_PATH = '/iams/v1/users/center';
export const UPDATE_PASSWORD_PATH = '/iams/v1/users/updatePass';
export const UPDATE_AVATAR_PATH = '/iams/v1/users/updateAvatar';
export const AVATAR_PATH = '/iams/v1/users/avatar';

// ---- users
export const USERS_PATH = '/iams/v1/users';
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
export const ROLES_PATH = '/iams/v1/roles';
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
/** An entry of GET /iams/v1/roles/all, for selects. */
export const roleOption = roleRef;
export type RoleOption = z.infer<typeof roleOption>;

// ---- menus
export const MENUS_PATH = '/iams/v1/menus';

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

/** A node of `GET /iams/v1/menus/build`, the shape the route builder of the web app reads. */
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
export const DEPTS_PATH = '/iams/v1/dept';

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
/** An enabled department for selects (`/dept/all`). */
export const deptOption = z.object({ id: z.number().int(), pid: z.number().int().nullable(), name: z.string() });
export type DeptOption = z.infer<typeof deptOption>;

// ---- dictionaries
export const DICTS_PATH = '/iams/v1/dict';
export const DICTS_ALL_PATH = `${DICTS_PATH}/all`;
export const DICT_SORT_FIELDS = ['createTime', 'name'] as const;
export const DICT_DEFAULT_SORT = 'createTime,DESC';
export const DICT_DETAIL_PATH = '/iams/v1/dictDetail';
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
/** One entry of a dictionary (GET /iams/v1/dictDetail). */
export const dictItemRow = z.object({
  id: z.number().int(),
  dictId: z.number().int(),
  label: z.string(),
  value: z.string(),
  sort: z.number().int(),
  createTime: wireTime,
});
export type DictItemRow = z.infer<typeof dictItemRow>;
/** Every enabled dictionary with its items (`/dict/all`): what screens and exports label values with. */
export const dictWithItems = z.object({
  name: z.string(),
  description: z.string(),
  items: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type DictWithItems = z.infer<typeof dictWithItems>;

// ---- logs and sessions
export const OPERATION_LOGS_PATH = '/iams/v1/logs';
export const LOGIN_LOGS_PATH = '/iams/v1/logs/login';
export const LOG_SORT_FIELDS = ['createTime'] as const;
export const LOG_DEFAULT_SORT = 'createTime,DESC';
export const ONLINE_PATH = `${AUTH_PATH}/online`;
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
export const HOLIDAYS_PATH = '/iams/v1/holidays';
export const holidayRow = z.object({
  day: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
  name: z.string(),
});
export type HolidayRow = z.infer<typeof holidayRow>;
