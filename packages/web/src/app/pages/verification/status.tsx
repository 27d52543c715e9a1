import { Result } from 'antd';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@risk/shared/verification';
import { PendingOrderList } from '../../../features/verification-city/components/PendingOrderList.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';
import { useRouteParams } from '../../use-route-params.ts';

/** 待调查派单 (hidden): /verification/verification/:status, the city's orders of one status. */
export default function VerificationStatusPage() {
  const raw = useRouteParams('/verification/verification/:status').status;
  const status = Number(raw);
  if (raw === undefined || !Number.isInteger(status) || !Object.hasOwn(ORDER_STATUS_LABEL, status))
    return <Result status="404" title="工单状态不存在" />;
  return (
    <PendingOrderList
      key={status}
      status={status as OrderStatus}
      detailPath={(row) => companyDetailPath(row.companyName, row.creditCode)}
    />
  );
}
