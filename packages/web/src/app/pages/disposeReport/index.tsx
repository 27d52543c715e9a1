import { DisposeReportTable } from '../../../features/reports/components/DisposeReportTable.tsx';

/** 处置报表 */
export default function DisposeReportPage() {
  return <DisposeReportTable />;
}
