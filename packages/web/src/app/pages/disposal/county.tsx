import { DisposalList } from '../../../features/disposal/components/DisposalList.tsx';
import { disposalStatusPath, type DisposalByStatus } from '../../../features/disposal/model/status-path.ts';
import { DisposalDelayButton } from '../../../features/disposal/components/DisposalDelayButton.tsx';
import { CaseRowActions } from '../../../features/archive/components/CaseRowActions.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';

/**
 * 区县联动处置: the district's own disposal orders; 处置信息 opens the detail where it records and finishes.
 * `byStatus`: opened on one company status by the route disposal/{status} (pages/disposal/status.tsx).
 */
export default function DisposalCountyPage({ byStatus }: { byStatus?: DisposalByStatus }) {
  return (
    <DisposalList
      scope="county"
      byStatus={byStatus}
      statusPath={disposalStatusPath}
      companyPath={(row) => companyDetailPath(row.companyName, row.creditCode)}
      detailPath={(row) => `/disposal/countyDetails/${row.id}`}
      renderCaseActions={(row) => (
        <>
          <DisposalDelayButton row={row} />
          <CaseRowActions
            company={{
              riskCompanyId: row.riskCompanyId,
              companyName: row.companyName,
              poolStatus: row.poolStatus,
              level: row.level,
            }}
          />
        </>
      )}
    />
  );
}
