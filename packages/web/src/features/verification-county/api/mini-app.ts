import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationForm } from '@risk/shared/verification-form';
import { http, request } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { ORDERS_PATH, PUSH_APP_PATH, type MiniAppLink } from '@risk/shared/api/verification';

/** What the company filled in through the mini-app (the latest form of the order). */
export interface AppForm extends Omit<VerificationForm, 'level'> {
  id: number;
  fillAppStatus: number;
  createTime?: string;
}

/** GET /business/v1/pushApp/{orderId}: a one-time link for the company (the order goes to 核实中) */
export const usePushMiniApp = () =>
  useListMutation(ORDERS_PATH, (orderId: number) => request<MiniAppLink>('GET', `${PUSH_APP_PATH}/${orderId}`));

/** GET /business/v1/riskVerificationForms/{id}: the order with its latest mini-app form */
export const orderAppFormQuery = (orderId: number) =>
  queryOptions({
    queryKey: [ORDERS_PATH, 'detail', orderId],
    queryFn: async () =>
      appFormOf((await http.get<{ appForm: StoredAppForm | null }>(`${ORDERS_PATH}/${orderId}`)).appForm),
  });

/** The detail keeps the company's answers under `data` (null until the company submits). */
interface StoredAppForm {
  id: number;
  data: Omit<VerificationForm, 'level'> | null;
  fillAppStatus: number;
  createTime: string;
}

const appFormOf = (stored: StoredAppForm | null): AppForm | null =>
  stored?.data
    ? { ...stored.data, id: stored.id, fillAppStatus: stored.fillAppStatus, createTime: stored.createTime }
    : null;

export const useOrderAppForm = (orderId: number | undefined) =>
  useQuery({ ...orderAppFormQuery(orderId ?? 0), enabled: orderId !== undefined });

/** POST /sp/business/v1/riskVerificationInfo/review/{orderId}: 通过 (optionally adopted as the order's form) or 不通过 */
export const useAuditMiniApp = () =>
  useListMutation(
    ORDERS_PATH,
    ({ orderId, ...body }: { orderId: number; pass: boolean; opinion?: string; adopt?: boolean }) =>
      http.post(`/sp/business/v1/riskVerificationInfo/review/${orderId}`, body),
  );
