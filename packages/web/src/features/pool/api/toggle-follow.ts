import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { poolCalls } from '@risk/shared/api/pool';

/** Key focus (the server picks focus or cityFocus by level) */
export const useToggleFocus = () =>
  useListMutation(poolCalls.follow, (id: number) => api.write(poolCalls.follow, { params: { id } }));

/** Special follow (operations) */
export const useToggleSpecialFollow = () =>
  useListMutation(poolCalls.specialFollow, (id: number) => api.write(poolCalls.specialFollow, { params: { id } }));
