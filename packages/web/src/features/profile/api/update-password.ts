import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { encryptForWire } from '../../../lib/session.ts';
import { UPDATE_PASSWORD_PATH } from '@risk/shared/api/system';

/** Both passwords travel encrypted like the login password. */
export async function updatePassword(oldPlain: string, newPlain: string) {
  const [oldPass, newPass] = await Promise.all([encryptForWire(oldPlain), encryptForWire(newPlain)]);
  return http.post(UPDATE_PASSWORD_PATH, { oldPass, newPass });
}

export const useUpdatePassword = () =>
  useMutation({ mutationFn: (v: { oldPass: string; newPass: string }) => updatePassword(v.oldPass, v.newPass) });
