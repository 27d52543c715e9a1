import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { encryptForWire } from '../../../lib/session.ts';

/** Both passwords travel encrypted like the login password. */
export async function updatePassword(oldPlain: string, newPlain: string) {
  const [oldPass, newPass] = await Promise.all([encryptForWire(oldPlain), encryptForWire(newPlain)]);
  return http.post('/iams/v1/users/updatePass', { oldPass, newPass });
}

export const useUpdatePassword = () =>
  useMutation({ mutationFn: (v: { oldPass: string; newPass: string }) => updatePassword(v.oldPass, v.newPass) });
