import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderRow } from '@risk/shared/schemas/verification';
import type { VerificationForm } from '@risk/shared/verification-form';
import { http } from '../../../lib/http.ts';

/** The verification orders; keyed under this URL so the order actions refresh the detail too. */
export const ORDERS_URL = '/business/v1/riskVerificationForms';

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
  queryOptions({ queryKey: [ORDERS_URL, 'detail', id], queryFn: () => http.get<OrderDetail>(`${ORDERS_URL}/${id}`) });

export const useOrderDetail = (id: number) => useQuery({ ...orderDetailQuery(id), enabled: id > 0 });
