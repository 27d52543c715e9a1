import { RoleTable } from '../../../../features/system/components/RoleTable.tsx';

/** 角色管理 */
export default function RoleManagementPage() {
  return <RoleTable />;
}
