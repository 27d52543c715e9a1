import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profileBody } from '@risk/shared/schemas/auth';
import { profileCalls } from '@risk/shared/api/system';
import { api } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';
import { reloadUser } from '../../../lib/session.ts';

export type ProfileInput = z.input<typeof profileBody>;

export const updateProfile = (body: ProfileInput) => api.write(profileCalls.update, { body });

export const useUpdateProfile = () =>
  useMutation({
    mutationFn: updateProfile,
    onSuccess: async (res) => {
      notify.success(res.message || '修改成功');
      await reloadUser();
    },
  });
