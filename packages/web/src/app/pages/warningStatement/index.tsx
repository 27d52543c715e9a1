import { WarningStatementTable } from '../../../features/reports/components/WarningStatementTable.tsx';

/** 预警报表 */
export default function WarningStatementPage() {
  return <WarningStatementTable />;
}
