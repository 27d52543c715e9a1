import type { Key } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userCalls } from '@risk/shared/api/system';
import { api, callKey } from '../../../lib/http.ts';
import { encryptForWire } from '../../../lib/session.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

export interface UserInput {
  username: string;
  nickName: string;
  gender: '男' | '女';
  phone?: string | null;
  email?: string | null;
  deptId: number;
  roleIds: number[];
  enabled: boolean;
  /** plain, for a new user only; encrypted before it leaves the browser */
  password?: string;
}

/** One user with the full phone number, for the edit form */
export const useUserDetail = (id: number | undefined) =>
  useQuery({
    queryKey: callKey(userCalls.detail, { params: { id: id ?? 0 } }),
    queryFn: () => api.read(userCalls.detail, { params: { id: id! } }),
    enabled: !!id,
  });

/** Adds a user (the initial password encrypted); with the id, edits it */
export const useSaveUser = () =>
  useListMutation(userCalls.create, async ({ id, input }: { id?: number; input: UserInput }) => {
    if (id) {
      const { password: _ignored, ...body } = input;
      return api.write(userCalls.update, { params: { id }, body });
    }
    return api.write(userCalls.create, {
      // left empty, the server refuses it with 请输入初始密码
      body: { ...input, password: input.password ? await encryptForWire(input.password) : '' },
    });
  });

export const useSetUserEnabled = () =>
  useListMutation(userCalls.setEnabled, ({ id, enabled }: { id: number; enabled: boolean }) =>
    api.write(userCalls.setEnabled, { params: { id }, body: { enabled } }),
  );

/** The new password travels encrypted */
export const useResetUserPassword = () =>
  useListMutation(userCalls.resetPassword, async ({ id, password }: { id: number; password: string }) =>
    api.write(userCalls.resetPassword, { params: { id }, body: { password: await encryptForWire(password) } }),
  );

export const useDeleteUsers = () =>
  useListMutation(userCalls.remove, (ids: Key[]) => api.write(userCalls.remove, { body: ids as number[] }));
