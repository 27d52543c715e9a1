import { ResearchReportList } from '../../../features/researchReports/components/ResearchReportList.tsx';

/** 风险报告 */
export default function RiskReportPage() {
  return <ResearchReportList />;
}
