import { DistrictDashboard } from '../../../features/dashboard/components/DistrictDashboard.tsx';

/** 区县看板 */
export default function DistrictDashboardPage() {
  return <DistrictDashboard />;
}
