import { useRouteParams } from '../../use-route-params.ts';
import { WorkPlanOrders } from '../../../features/dashboard/components/WorkPlanDetails.tsx';

/** /workPlanDetails/verifyRate/:region */
export default function WorkPlanVerifyRatePage() {
  const { region } = useRouteParams('/workPlanDetails/verifyRate/:region');
  return <WorkPlanOrders kind="verifyRate" region={region} />;
}
