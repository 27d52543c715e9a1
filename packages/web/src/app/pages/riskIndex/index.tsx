import { RiskIndexList } from '../../../features/riskIndex/components/RiskIndexList.tsx';

/** 风险指数 */
export default function RiskIndexPage() {
  return <RiskIndexList />;
}
