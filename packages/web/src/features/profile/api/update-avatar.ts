import { useMutation } from '@tanstack/react-query';
import { profileCalls } from '@risk/shared/api/system';
import { api } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';
import { reloadUser } from '../../../lib/session.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg'];

export const updateAvatar = (file: File) => api.upload(profileCalls.updateAvatar, file);

export const useUpdateAvatar = () =>
  useMutation({
    mutationFn: updateAvatar,
    onSuccess: async (res) => {
      notify.success(res.message || '头像修改成功');
      await reloadUser();
    },
    // The upload call is silent, so its refusal is shown here.
    onError: (err) => notify.error(err.message),
  });
