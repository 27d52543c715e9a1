import { CountyList } from '../../../features/verification-county/components/CountyList.tsx';
import { DataApplyView } from '../../../features/dataApply/components/DataApplyView.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';

/** 区县核实: the district's verification work list; companies open their detail, orders their verification details. */
export default function VerificationCountyPage() {
  return (
    <DataApplyView companyLink={(row) => companyDetailPath(row.companyName, row.creditCode)}>
      <CountyList
        companyPath={(row) => companyDetailPath(row.companyName, row.creditCode)}
        detailsPath={(row) => `/verification/details/${row.id}`}
      />
    </DataApplyView>
  );
}
