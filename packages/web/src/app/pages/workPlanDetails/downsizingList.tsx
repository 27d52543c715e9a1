import { useRouteParams } from '../../use-route-params.ts';
import { WorkPlanOrders } from '../../../features/dashboard/components/WorkPlanDetails.tsx';

/** /workPlanDetails/downsizingList/:region/:level */
export default function WorkPlanDownsizingListPage() {
  const { region, level } = useRouteParams('/workPlanDetails/downsizingList/:region/:level');
  return <WorkPlanOrders kind="downsizingList" region={region} level={level} />;
}
