import { Card, Skeleton } from 'antd';
import { CompanyDetailView } from '../../../features/companyDetail/components/CompanyDetailView.tsx';
import { usePoolCompanyByCode } from '../../../features/pool/api/get-pool-company.ts';
import { UnmatchedCompanyCard } from '../../../features/pool/components/UnmatchedCompanyCard.tsx';
import { DataApplyPanel } from '../../../features/dataApply/components/DataApplyPanel.tsx';
import { useRouteParams } from '../../use-route-params.ts';

/**
 * 企业详情 (route riskCompanyDetail): /riskCompany/details/:companyName/:creditCode. A pool company
 * without matched registry data gets 同步工商数据 and what the platform knows, not a refused call.
 */
export default function RiskCompanyDetailPage() {
  const { companyName = '', creditCode = '' } = useRouteParams('/riskCompany/details/:companyName/:creditCode');
  const pool = usePoolCompanyByCode(creditCode);
  if (pool.isPending)
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (pool.data && !pool.data.isMatch) return <UnmatchedCompanyCard company={pool.data} />;
  return (
    <CompanyDetailView
      key={creditCode}
      companyName={companyName}
      creditCode={creditCode}
      renderExtra={(riskCompanyId) => <DataApplyPanel riskCompanyId={riskCompanyId} />}
    />
  );
}
