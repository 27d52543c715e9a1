import { useState } from 'react';
import type { PoolCompanyRow } from '@risk/shared/schemas/pool';
import { PoolList } from '../../../features/pool/components/PoolList.tsx';
import { RiskInfoFormModal, type RiskInfoCompany } from '../../../features/riskInfo/components/RiskInfoFormModal.tsx';
import { RegistryCompanyPicker } from '../../../features/companyDetail/components/RegistryCompanyPicker.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';
import { useNavRoutes } from '../../nav-routes.ts';

/** 风险企业库: the pool list, the risk-information form it opens and the registry search of its add form. */
export default function RiskCompanyPage() {
  const { pages } = useNavRoutes();
  const riskInfoPage = pages.find((p) => p.component === 'riskCompanyInfo/index');
  const [riskInfoFor, setRiskInfoFor] = useState<{ company?: RiskInfoCompany }>();

  return (
    <>
      <PoolList
        detailPath={(row) => companyDetailPath(row.companyName, row.creditCode)}
        riskInfoPath={riskInfoPage && ((row: PoolCompanyRow) => `${riskInfoPage.path}?creditCode=${row.creditCode}`)}
        onAddRiskInfo={(company) => setRiskInfoFor({ company: company && { id: company.id, companyName: company.companyName } })}
        renderPicker={(props) => <RegistryCompanyPicker {...props} />}
      />
      <RiskInfoFormModal open={!!riskInfoFor} company={riskInfoFor?.company} onClose={() => setRiskInfoFor(undefined)} />
    </>
  );
}
