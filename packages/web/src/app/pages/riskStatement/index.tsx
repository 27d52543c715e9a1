import { RegionStatementTable } from '../../../features/dashboard/components/RegionStatementTable.tsx';

/** 风险报表 */
export default function RiskStatementPage() {
  return <RegionStatementTable />;
}
