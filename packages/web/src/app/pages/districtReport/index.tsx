import { DistrictReportList } from '../../../features/districtReports/components/DistrictReportList.tsx';

/** 区县报告 */
export default function DistrictReportPage() {
  return <DistrictReportList />;
}
