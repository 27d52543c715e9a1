import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { verificationCalls as calls } from '@risk/shared/api/verification';

/** The district takes the order (0 → 1) */
export const useTakeOrder = () =>
  useListMutation(calls.take, (id: number) => api.write(calls.take, { params: { id } }));

/** The district sends the order back to the city (0 → 3) */
export const useRefuseOrder = () =>
  useListMutation(calls.refuse, ({ id, reason }: { id: number; reason: string }) =>
    api.write(calls.refuse, { params: { id }, body: { reason } }),
  );

/** Admin only, a taken order back to the city */
export const useBackOrder = () =>
  useListMutation(calls.backOrder, ({ id, reason }: { id: number; reason: string }) =>
    api.write(calls.backOrder, { params: { id }, body: { reason } }),
  );
