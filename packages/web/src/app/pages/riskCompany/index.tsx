import { useState } from 'react';
import type { PoolCompanyRow } from '@risk/shared/api/pool';
import { EvaluationModal } from '../../../features/archive/components/EvaluationModal.tsx';
import { EVALUATE_CODES, evaluateRefusal, type CaseCompany } from '../../../features/archive/model/case-checks.ts';
import { PoolList } from '../../../features/pool/components/PoolList.tsx';
import { RiskInfoFormModal, type RiskInfoCompany } from '../../../features/riskInfo/components/RiskInfoFormModal.tsx';
import { RegistryCompanyPicker } from '../../../features/companyDetail/components/RegistryCompanyPicker.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';
import { notify } from '../../../lib/notify.ts';
import { useNavRoutes } from '../../nav-routes.ts';

/** 风险企业库: the pool list, the risk-information and evaluation forms it opens and the registry search of its add form. */
export default function RiskCompanyPage() {
  const { pages } = useNavRoutes();
  const riskInfoPage = pages.find((p) => p.component === 'riskCompanyInfo/index');
  const [riskInfoFor, setRiskInfoFor] = useState<{ company?: RiskInfoCompany }>();
  const [evaluating, setEvaluating] = useState<CaseCompany>();
  const openEvaluation = (row: PoolCompanyRow) => {
    const company: CaseCompany = {
      riskCompanyId: row.id,
      companyName: row.companyName,
      poolStatus: row.status,
      level: row.level,
    };
    const refusal = evaluateRefusal(company);
    if (refusal) notify.warning(refusal);
    else setEvaluating(company);
  };

  return (
    <>
      <PoolList
        detailPath={(row) => companyDetailPath(row.companyName, row.creditCode)}
        riskInfoPath={riskInfoPage && ((row: PoolCompanyRow) => `${riskInfoPage.path}?creditCode=${row.creditCode}`)}
        onAddRiskInfo={(company) =>
          setRiskInfoFor({ company: company && { id: company.id, companyName: company.companyName } })
        }
        evaluate={{ codes: EVALUATE_CODES, open: openEvaluation }}
        renderPicker={(props) => <RegistryCompanyPicker {...props} />}
      />
      <EvaluationModal company={evaluating} onClose={() => setEvaluating(undefined)} />
      <RiskInfoFormModal
        open={!!riskInfoFor}
        company={riskInfoFor?.company}
        onClose={() => setRiskInfoFor(undefined)}
      />
    </>
  );
}
