import { OnlineTable } from '../../../../features/monitor/components/OnlineTable.tsx';

/** 在线用户 */
export default function OnlineUsersPage() {
  return <OnlineTable />;
}
