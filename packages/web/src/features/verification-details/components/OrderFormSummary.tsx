import { Skeleton } from 'antd';
import { useOrderDetail } from '../api/get-order-detail.ts';
import { VerificationFormView } from './VerificationFormView.tsx';

/** The submitted form of an order, loaded by id (the city's audit dialog shows it). */
export function OrderFormSummary({ orderId }: { orderId: number }) {
  const detail = useOrderDetail(orderId);
  if (detail.isLoading) return <Skeleton active />;
  return <VerificationFormView form={detail.data?.form ?? null} />;
}
