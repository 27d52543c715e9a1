/** GET /iams/v1/logs: the operation log (read only) */
export const OPERATION_LOGS_URL = '/iams/v1/logs';
/** GET /iams/v1/logs/login: sign-in attempts (read only) */
export const LOGIN_LOGS_URL = '/iams/v1/logs/login';

export interface OperationLogRow {
  id: number;
  username: string;
  module: string;
  action: string;
  target: string | null;
  ip: string | null;
  browser: string | null;
  success: boolean;
  message: string | null;
  oldValue: unknown;
  newValue: unknown;
  createTime: string;
}

export interface LoginLogRow {
  id: number;
  username: string;
  ip: string | null;
  browser: string | null;
  success: boolean;
  reason: string | null;
  createTime: string;
}
