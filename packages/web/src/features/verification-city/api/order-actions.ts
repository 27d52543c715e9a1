import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import type { WarningLevel } from '@risk/shared/verification';
import { ORDERS_PATH } from '@risk/shared/api/verification';

/** POST /dispatch {ids}: sends the orders to their districts (all or nothing). */
export const useDispatchOrders = () =>
  useListMutation(ORDERS_PATH, (ids: number[]) => http.post(`${ORDERS_PATH}/dispatch`, { ids }));

/** PUT /{id}/region {region}: the district an undispatched order goes to. */
export const useEditOrderRegion = () =>
  useListMutation(ORDERS_PATH, ({ id, region }: { id: number; region: string }) =>
    http.put(`${ORDERS_PATH}/${id}/region`, { region }),
  );

/** POST /noDelivery {ids}: 暂不派单. */
export const useNoDelivery = () =>
  useListMutation(ORDERS_PATH, (ids: number[]) => http.post(`${ORDERS_PATH}/noDelivery`, { ids }));

/** POST /reCallNoDelivery {ids}: back to 新建. */
export const useReCallNoDelivery = () =>
  useListMutation(ORDERS_PATH, (ids: number[]) => http.post(`${ORDERS_PATH}/reCallNoDelivery`, { ids }));

/** POST /{id}/revoked: takes a dispatched order back before the district takes it. */
export const useRevokeOrder = () =>
  useListMutation(ORDERS_PATH, (id: number) => http.post(`${ORDERS_PATH}/${id}/revoked`));

/** POST /{id}/review {pass, auditExplain}: the city's audit of a submitted verification. */
export const useReviewOrder = () =>
  useListMutation(ORDERS_PATH, ({ id, pass, auditExplain }: { id: number; pass: boolean; auditExplain?: string }) =>
    http.post(`${ORDERS_PATH}/${id}/review`, { pass, auditExplain }),
  );

/** POST /{id}/rating {level, isDefuse}: 预警定级. */
export const useRateOrder = () =>
  useListMutation(
    ORDERS_PATH,
    ({ id, level, isDefuse }: { id: number; level: Exclude<WarningLevel, '未定级'>; isDefuse?: '0' | '1' }) =>
      http.post(`${ORDERS_PATH}/${id}/rating`, { level, isDefuse }),
  );
