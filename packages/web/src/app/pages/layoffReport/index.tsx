import { LayoffReportList } from '../../../features/reports/components/LayoffReportList.tsx';

/** 裁员报告 */
export default function LayoffReportPage() {
  return <LayoffReportList />;
}
