import { onlineCalls } from '@risk/shared/api/system';
import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** Ends the sessions of these keys now */
export const useKickSessions = () =>
  useListMutation(onlineCalls.kick, (keys: string[]) => api.write(onlineCalls.kick, { body: keys }));
