import { useMutation } from '@tanstack/react-query';
import { profileCalls } from '@risk/shared/api/system';
import { api } from '../../../lib/http.ts';
import { encryptForWire } from '../../../lib/session.ts';

/** Both passwords travel encrypted like the login password. */
export async function updatePassword(oldPlain: string, newPlain: string) {
  const [oldPass, newPass] = await Promise.all([encryptForWire(oldPlain), encryptForWire(newPlain)]);
  return api.write(profileCalls.updatePassword, { body: { oldPass, newPass } });
}

export const useUpdatePassword = () =>
  useMutation({ mutationFn: (v: { oldPass: string; newPass: string }) => updatePassword(v.oldPass, v.newPass) });
