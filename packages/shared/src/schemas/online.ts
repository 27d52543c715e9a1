import { z } from 'zod';

/** Body of the kick-out: the session keys to end. */
export const sessionKeysBody = z
  .array(z.string().uuid('会话标识不正确'), { error: '请选择要强制退出的用户' })
  .min(1, '请选择要强制退出的用户');
