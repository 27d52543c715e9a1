import { RiskMonitorKeyList } from '../../../features/riskMonitorKey/components/RiskMonitorKeyList.tsx';

/** 监测关键词 */
export default function RiskMonitorKeyPage() {
  return <RiskMonitorKeyList />;
}
