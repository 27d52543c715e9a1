import { MonthlyReport } from '../../../features/dashboard/components/MonthlyReport.tsx';

/** 月度监测 */
export default function MonthlyMonitorPage() {
  return <MonthlyReport />;
}
