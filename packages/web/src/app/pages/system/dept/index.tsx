import { DeptTable } from '../../../../features/system/components/DeptTable.tsx';

/** 部门管理 */
export default function DeptManagementPage() {
  return <DeptTable />;
}
