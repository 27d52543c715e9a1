/** User levels: the level of a user's first role decides what a user is (operations, city, district). */
export const USER_LEVEL = {
  OPS: 1,
  CITY: 2,
  DISTRICT: 3,
} as const;

export type UserLevel = (typeof USER_LEVEL)[keyof typeof USER_LEVEL];

export const USER_LEVEL_LABEL: Record<UserLevel, string> = {
  1: '运维',
  2: '市人社局',
  3: '区人社局',
};

/** The username that passes every permission check. */
export const ADMIN_USERNAME = 'admin';

/** Whether the user is the admin account: the one rule every admin exception on server and web asks. */
export const isAdmin = (user: { username: string } | null | undefined): boolean => user?.username === ADMIN_USERNAME;
