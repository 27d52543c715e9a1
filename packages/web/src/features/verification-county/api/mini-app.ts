import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationForm } from '@risk/shared/verification-form';
import { http, request } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import {
  APP_PATH,
  ORDERS_PATH,
  PUSH_APP_PATH,
  type AppReviewView,
  type MiniAppLink,
} from '@risk/shared/api/verification';

/** What the company filled in through the mini-app (the latest form of the order). */
export interface AppForm extends Omit<VerificationForm, 'level'> {
  id: number;
  fillAppStatus: number;
  createTime?: string;
}

/** GET /business/v1/pushApp/{orderId}: a one-time link for the company (the order goes to 核实中) */
export const usePushMiniApp = () =>
  useListMutation(ORDERS_PATH, (orderId: number) => request<MiniAppLink>('GET', `${PUSH_APP_PATH}/${orderId}`));

/** GET /sp/business/v1/riskVerificationInfo/review/{orderId}: the order's latest mini-app answers */
export const orderAppFormQuery = (orderId: number) =>
  queryOptions({
    queryKey: [ORDERS_PATH, 'appReview', orderId],
    queryFn: async () => appFormOf(await http.get<AppReviewView>(`${APP_PATH}/review/${orderId}`)),
  });

/** The company's answers (null until the company submits) with the time it submitted them. */
const appFormOf = ({ latest }: AppReviewView): AppForm | null =>
  latest?.form
    ? {
        ...(latest.form as Omit<VerificationForm, 'level'>),
        id: latest.id,
        fillAppStatus: latest.fillAppStatus,
        createTime: latest.submittedTime ?? latest.createTime,
      }
    : null;

export const useOrderAppForm = (orderId: number | undefined) =>
  useQuery({ ...orderAppFormQuery(orderId ?? 0), enabled: orderId !== undefined });

/** POST /sp/business/v1/riskVerificationInfo/review/{orderId}: 通过 (optionally adopted as the order's form) or 不通过 */
export const useAuditMiniApp = () =>
  useListMutation(
    ORDERS_PATH,
    ({ orderId, ...body }: { orderId: number; pass: boolean; opinion?: string; adopt?: boolean }) =>
      http.post(`${APP_PATH}/review/${orderId}`, body),
  );
