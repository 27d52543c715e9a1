import { CityWorkList } from '../../../features/verification-city/components/CityWorkList.tsx';
import { OrderFormSummary } from '../../../features/verification-details/components/OrderFormSummary.tsx';
import { DataApplyView } from '../../../features/dataApply/components/DataApplyView.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';

/** 市级核实: the city's work list; the audit dialog shows the submitted form from the details feature. */
export default function VerificationCityPage() {
  return (
    <DataApplyView companyLink={(row) => companyDetailPath(row.companyName, row.creditCode)}>
      <CityWorkList
        detailPath={(row) => companyDetailPath(row.companyName, row.creditCode)}
        renderForm={(orderId) => <OrderFormSummary orderId={orderId} />}
      />
    </DataApplyView>
  );
}
