import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

export const ONLINE_URL = '/iams/v1/auth/online';

/** DELETE /iams/v1/auth/online with the session keys: those sessions end now */
export const useKickSessions = () => useListMutation(ONLINE_URL, (keys: string[]) => http.del(ONLINE_URL, keys));
