import { RiskInfoList } from '../../../features/riskInfo/components/RiskInfoList.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';

/** 风险信息 */
export default function RiskCompanyInfoPage() {
  return <RiskInfoList detailPath={(row) => companyDetailPath(row.companyName, row.creditCode)} />;
}
