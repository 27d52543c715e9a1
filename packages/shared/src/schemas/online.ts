import { z } from 'zod';

/** An active session on the online-users screen; `key` is the session id that a kick-out names. */
export interface OnlineSession {
  key: string;
  userName: string;
  nickName: string;
  dept: string | null;
  ip: string | null;
  browser: string | null;
  loginTime: string;
  lastActive: string;
}

/** Body of the kick-out: the session keys to end. */
export const sessionKeysBody = z
  .array(z.string().uuid('会话标识不正确'), { error: '请选择要强制退出的用户' })
  .min(1, '请选择要强制退出的用户');
