import { useRouteParams } from '../../use-route-params.ts';
import { DisposalRateDetails } from '../../../features/dashboard/components/WorkPlanDetails.tsx';

/** /workPlanDetails/disposalRate/:region */
export default function WorkPlanDisposalRatePage() {
  const { region } = useRouteParams('/workPlanDetails/disposalRate/:region');
  return <DisposalRateDetails region={region} />;
}
