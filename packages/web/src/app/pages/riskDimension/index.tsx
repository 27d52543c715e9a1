import { RiskDimensionList } from '../../../features/riskDimension/components/RiskDimensionList.tsx';

/** 风险维度 */
export default function RiskDimensionPage() {
  return <RiskDimensionList />;
}
