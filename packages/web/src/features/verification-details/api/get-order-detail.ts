import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderRow } from '@risk/shared/api/verification';
import type { VerificationForm } from '@risk/shared/verification-form';
import { http } from '../../../lib/http.ts';
import { ORDERS_PATH } from '@risk/shared/api/verification';

/** The stored verification form of an order (risk_verification_info). */
export type VerificationInfo = VerificationForm & {
  id: number;
  orderId: number;
  systemLevel: string;
  /** 'county' when the district filled it, 'app' when taken over from the mini-app */
  source: string;
  insertTime: string;
  updateTime: string | null;
};

export interface OrderDetail {
  order: OrderRow;
  form: VerificationInfo | null;
  appForm: {
    fillAppStatus: number;
    submittedTime: string | null;
    auditTime: string | null;
    auditOpinion: string | null;
  } | null;
  related: { riskCompanyId: number; companyName: string; creditCode: string; status: number }[];
}

/** GET /{id}: the order, its form, the latest mini-app form and the related companies. */
export const orderDetailQuery = (id: number) =>
  queryOptions({ queryKey: [ORDERS_PATH, 'detail', id], queryFn: () => http.get<OrderDetail>(`${ORDERS_PATH}/${id}`) });

export const useOrderDetail = (id: number) => useQuery({ ...orderDetailQuery(id), enabled: id > 0 });
