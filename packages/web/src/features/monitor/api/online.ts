import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { ONLINE_PATH } from '@risk/shared/api/system';

/** DELETE /iams/v1/auth/online with the session keys: those sessions end now */
export const useKickSessions = () => useListMutation(ONLINE_PATH, (keys: string[]) => http.del(ONLINE_PATH, keys));
