import { CityDashboard } from '../../../features/dashboard/components/CityDashboard.tsx';

/** 运维看板: the city dashboard's figures over every district */
export default function DevOpsDashboardPage() {
  return <CityDashboard title="运维看板" />;
}
