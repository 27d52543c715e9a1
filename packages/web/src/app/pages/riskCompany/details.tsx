import { CompanyDetailView } from '../../../features/companyDetail/components/CompanyDetailView.tsx';
import { DataApplyPanel } from '../../../features/dataApply/components/DataApplyPanel.tsx';
import { useRouteParams } from '../../use-route-params.ts';

/** 企业详情 (route riskCompanyDetail): /riskCompany/details/:companyName/:creditCode */
export default function RiskCompanyDetailPage() {
  const { companyName = '', creditCode = '' } = useRouteParams('/riskCompany/details/:companyName/:creditCode');
  return (
    <CompanyDetailView
      key={creditCode}
      companyName={companyName}
      creditCode={creditCode}
      renderExtra={(riskCompanyId) => <DataApplyPanel riskCompanyId={riskCompanyId} />}
    />
  );
}
