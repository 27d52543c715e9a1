import type { Key } from 'react';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { encryptForWire } from '../../../lib/session.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { USERS_PATH, type UserRow } from '@risk/shared/api/system';

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

/** GET /iams/v1/users/{id}: one user with the full phone number, for the edit form */
export const useUserDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [USERS_PATH, 'detail', id],
    queryFn: () => http.get<UserRow>(`${USERS_PATH}/${id}`),
    enabled: !!id,
  });

/** POST /iams/v1/users, PUT /iams/v1/users/{id} */
export const useSaveUser = () =>
  useListMutation(USERS_PATH, async ({ id, input }: { id?: number; input: UserInput }) => {
    if (id) {
      const { password: _ignored, ...body } = input;
      return http.put(`${USERS_PATH}/${id}`, body);
    }
    return http.post(USERS_PATH, {
      ...input,
      password: input.password ? await encryptForWire(input.password) : undefined,
    });
  });

/** PUT /iams/v1/users/{id}/enabled */
export const useSetUserEnabled = () =>
  useListMutation(USERS_PATH, ({ id, enabled }: { id: number; enabled: boolean }) =>
    http.put(`${USERS_PATH}/${id}/enabled`, { enabled }),
  );

/** PUT /iams/v1/users/{id}/resetPwd with the new password encrypted */
export const useResetUserPassword = () =>
  useListMutation(USERS_PATH, async ({ id, password }: { id: number; password: string }) =>
    http.put(`${USERS_PATH}/${id}/resetPwd`, { password: await encryptForWire(password) }),
  );

/** DELETE /iams/v1/users with the ids */
export const useDeleteUsers = () => useListMutation(USERS_PATH, (ids: Key[]) => http.del(USERS_PATH, ids));
