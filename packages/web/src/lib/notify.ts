import type { NotificationInstance } from 'antd/es/notification/interface';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * antd's notification and message APIs bound to the app's theme (set by the app shell through
 * `App.useApp()`), reachable from code outside React such as the HTTP layer.
 */
let notificationApi: NotificationInstance | undefined;
let messageApi: MessageInstance | undefined;

export function bindNotify(n: NotificationInstance, m: MessageInstance) {
  notificationApi = n;
  messageApi = m;
}

/** Durations: validation 2.5 s, errors 5 s. */
export const notify = {
  success: (description: string) => notificationApi?.success({ title: '操作成功', description, duration: 2.5 }),
  warning: (description: string, seconds = 5) =>
    notificationApi?.warning({ title: '操作失败', description, duration: seconds }),
  error: (description: string) => notificationApi?.error({ title: '操作失败', description, duration: 5 }),
  info: (description: string) => notificationApi?.info({ title: '温馨提示', description, duration: 2.5 }),
  message: (text: string, seconds = 2.5) => messageApi?.warning(text, seconds),
};
