import { LoginLogTable } from '../../../../features/monitor/components/LoginLogTable.tsx';

/** 登录日志 */
export default function LoginLogPage() {
  return <LoginLogTable />;
}
