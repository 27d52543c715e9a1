import { StatisticsTables } from '../../../features/verification-statistics/components/StatisticsTables.tsx';
import { useNavRoutes } from '../../nav-routes.ts';

/** 核实统计: links into 市级核实 for users who have that page. */
export default function VerificationStatisticsPage() {
  const { pages } = useNavRoutes();
  const cityPage = pages.find((p) => p.component === 'verification/city');
  return <StatisticsTables listPath={cityPage && ((filters) => `${cityPage.path}?${new URLSearchParams(filters)}`)} />;
}
