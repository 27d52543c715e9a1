import { useRouteParams } from '../../use-route-params.ts';
import { WorkPlanOrders } from '../../../features/dashboard/components/WorkPlanDetails.tsx';

/** /workPlanDetails/earlyWarningList/:region */
export default function WorkPlanEarlyWarningListPage() {
  const { region } = useRouteParams('/workPlanDetails/earlyWarningList/:region');
  return <WorkPlanOrders kind="earlyWarningList" region={region} />;
}
