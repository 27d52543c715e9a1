import { MenuTable } from '../../../../features/system/components/MenuTable.tsx';

/** 菜单管理 */
export default function MenuManagementPage() {
  return <MenuTable />;
}
