import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import type { WarningLevel } from '@risk/shared/verification';
import { verificationCalls as calls } from '@risk/shared/api/verification';

/** Sends the orders to their districts (all or nothing). */
export const useDispatchOrders = () =>
  useListMutation(calls.dispatch, (ids: number[]) => api.write(calls.dispatch, { body: { ids } }));

/** The district an undispatched order goes to. */
export const useEditOrderRegion = () =>
  useListMutation(calls.region, ({ id, region }: { id: number; region: string }) =>
    api.write(calls.region, { params: { id }, body: { region } }),
  );

/** 暂不派单. */
export const useNoDelivery = () =>
  useListMutation(calls.noDelivery, (ids: number[]) => api.write(calls.noDelivery, { body: { ids } }));

/** Back to 新建. */
export const useReCallNoDelivery = () =>
  useListMutation(calls.reCallNoDelivery, (ids: number[]) => api.write(calls.reCallNoDelivery, { body: { ids } }));

/** Takes a dispatched order back before the district takes it. */
export const useRevokeOrder = () =>
  useListMutation(calls.revoke, (id: number) => api.write(calls.revoke, { params: { id } }));

/** The city's audit of a submitted verification. */
export const useReviewOrder = () =>
  useListMutation(calls.review, ({ id, pass, auditExplain }: { id: number; pass: boolean; auditExplain?: string }) =>
    api.write(calls.review, { params: { id }, body: { pass, auditExplain } }),
  );

/** 预警定级. */
export const useRateOrder = () =>
  useListMutation(
    calls.rate,
    ({ id, level, isDefuse }: { id: number; level: Exclude<WarningLevel, '未定级'>; isDefuse?: '0' | '1' }) =>
      api.write(calls.rate, { params: { id }, body: { level, isDefuse } }),
  );
