import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callKey } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { verificationCalls as calls, type AppAnswers, type AppReviewView } from '@risk/shared/api/verification';

/** What the company filled in through the mini-app (the latest form of the order), with when it did. */
export type AppForm = AppAnswers & { id: number; fillAppStatus: number; createTime?: string };

/** A one-time link for the company (the order goes to 核实中) */
export const usePushMiniApp = () =>
  useListMutation(calls.pushApp, (orderId: number) => api.write(calls.pushApp, { params: { orderId } }));

/** The order's latest mini-app answers */
export const orderAppFormQuery = (orderId: number) =>
  queryOptions({
    queryKey: callKey(calls.appReview, { params: { orderId } }),
    queryFn: async () => appFormOf(await api.read(calls.appReview, { params: { orderId } })),
  });

/** The company's answers (null until the company submits) with the time it submitted them. */
const appFormOf = ({ latest }: AppReviewView): AppForm | null =>
  latest?.form
    ? {
        ...latest.form,
        id: latest.id,
        fillAppStatus: latest.fillAppStatus,
        createTime: latest.submittedTime ?? latest.createTime,
      }
    : null;

export const useOrderAppForm = (orderId: number | undefined) =>
  useQuery({ ...orderAppFormQuery(orderId ?? 0), enabled: orderId !== undefined });

/** 通过 (optionally adopted as the order's form) or 不通过 */
export const useAuditMiniApp = () =>
  useListMutation(
    calls.auditApp,
    ({ orderId, ...body }: { orderId: number; pass: boolean; opinion?: string; adopt?: boolean }) =>
      api.write(calls.auditApp, { params: { orderId }, body }),
  );
