import { CityDashboard } from '../../../features/dashboard/components/CityDashboard.tsx';

/** 市级看板 */
export default function CityDashboardPage() {
  return <CityDashboard title="市级看板" />;
}
