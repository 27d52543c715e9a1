import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { ORDERS_PATH } from '@risk/shared/api/verification';

/** POST /{id}/orderd: the district takes the order (0 → 1) */
export const useTakeOrder = () =>
  useListMutation(ORDERS_PATH, (id: number) => http.post(`${ORDERS_PATH}/${id}/orderd`));

/** POST /{id}/refused {reason}: the district sends the order back to the city (0 → 3) */
export const useRefuseOrder = () =>
  useListMutation(ORDERS_PATH, ({ id, reason }: { id: number; reason: string }) =>
    http.post(`${ORDERS_PATH}/${id}/refused`, { reason }),
  );

/** POST /{id}/backOrder {reason}: admin only, a taken order back to the city */
export const useBackOrder = () =>
  useListMutation(ORDERS_PATH, ({ id, reason }: { id: number; reason: string }) =>
    http.post(`${ORDERS_PATH}/${id}/backOrder`, { reason }),
  );
