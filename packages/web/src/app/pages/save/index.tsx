import { SaveList } from '../../../features/archive/components/SaveList.tsx';
import { EvaluationHistoryDrawer } from '../../../features/pool/components/EvaluationHistoryDrawer.tsx';
import { ArchiveRecordTabs } from '../../../features/disposal/components/ArchiveRecordTabs.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';

/** 存档评价: the pool tabs 待存档 / 待评价; 评价历史 is the pool's drawer. */
export default function SavePage() {
  return (
    <SaveList
      companyPath={(row) => companyDetailPath(row.companyName, row.creditCode)}
      renderHistory={(company, onClose) => <EvaluationHistoryDrawer company={company} onClose={onClose} />}
      renderRecords={(company) => <ArchiveRecordTabs riskCompanyId={company.riskCompanyId} />}
    />
  );
}
