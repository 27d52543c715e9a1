import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import type { WarningLevel } from '@risk/shared/verification';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { poolCalls } from '@risk/shared/api/pool';
import type { CreateOrderBody } from '@risk/shared/schemas/verification';

/** Sends the orders to their districts (all or nothing). */
export const useDispatchOrders = () =>
  useListMutation(calls.dispatch, (ids: number[]) => api.write(calls.dispatch, { body: { ids } }));

/** 新建工单 of a pool company (保存), or 保存并派单 with `send`; the pool's lists refresh too. */
export const useCreateOrder = () =>
  useListMutation(calls.create, (body: CreateOrderBody) => api.write(calls.create, { body }), [poolCalls.list]);

/** The district an undispatched order goes to. */
export const useEditOrderRegion = () =>
  useListMutation(calls.update, ({ id, region }: { id: number; region: string }) =>
    api.write(calls.update, { params: { id }, body: { region } }),
  );

/** 删除: the orders leave the workflow before the district takes them; their companies are 未推送 again. */
export const useRemoveOrders = () =>
  useListMutation(calls.remove, (ids: number[]) => api.write(calls.remove, { body: { ids } }), [poolCalls.list]);

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
