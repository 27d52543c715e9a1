import { DisposalList } from '../../../features/disposal/components/DisposalList.tsx';
import { disposalStatusPath, type DisposalByStatus } from '../../../features/disposal/model/status-path.ts';
import { CaseRowActions } from '../../../features/archive/components/CaseRowActions.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';

/**
 * 市级联动处置: every district's disposal orders; 处置信息 opens the city's read-only detail.
 * `byStatus`: opened on one company status by the route disposal/{status} (pages/disposal/status.tsx).
 */
export default function DisposalCityPage({ byStatus }: { byStatus?: DisposalByStatus }) {
  return (
    <DisposalList
      scope="city"
      byStatus={byStatus}
      statusPath={disposalStatusPath}
      companyPath={(row) => companyDetailPath(row.companyName, row.creditCode)}
      detailPath={(row) => `/disposal/details/${row.id}`}
      renderCaseActions={(row) => (
        <CaseRowActions
          company={{
            riskCompanyId: row.riskCompanyId,
            companyName: row.companyName,
            poolStatus: row.poolStatus,
            level: row.level,
          }}
        />
      )}
    />
  );
}
