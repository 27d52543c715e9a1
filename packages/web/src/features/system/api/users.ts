import type { Key } from 'react';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { encryptForWire } from '../../../lib/session.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

export const USERS_URL = '/iams/v1/users';

export interface UserRow {
  id: number;
  username: string;
  nickName: string;
  gender: '男' | '女';
  /** masked in the list, full in the detail */
  phone: string | null;
  email: string | null;
  enabled: boolean;
  locked: boolean;
  dept: { id: number; name: string } | null;
  roles: { id: number; name: string; level: number }[];
  createTime: string;
}

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
    queryKey: [USERS_URL, 'detail', id],
    queryFn: () => http.get<UserRow>(`${USERS_URL}/${id}`),
    enabled: !!id,
  });

/** POST /iams/v1/users, PUT /iams/v1/users/{id} */
export const useSaveUser = () =>
  useListMutation(USERS_URL, async ({ id, input }: { id?: number; input: UserInput }) => {
    if (id) {
      const { password: _ignored, ...body } = input;
      return http.put(`${USERS_URL}/${id}`, body);
    }
    return http.post(USERS_URL, {
      ...input,
      password: input.password ? await encryptForWire(input.password) : undefined,
    });
  });

/** PUT /iams/v1/users/{id}/enabled */
export const useSetUserEnabled = () =>
  useListMutation(USERS_URL, ({ id, enabled }: { id: number; enabled: boolean }) =>
    http.put(`${USERS_URL}/${id}/enabled`, { enabled }),
  );

/** PUT /iams/v1/users/{id}/resetPwd with the new password encrypted */
export const useResetUserPassword = () =>
  useListMutation(USERS_URL, async ({ id, password }: { id: number; password: string }) =>
    http.put(`${USERS_URL}/${id}/resetPwd`, { password: await encryptForWire(password) }),
  );

/** DELETE /iams/v1/users with the ids */
export const useDeleteUsers = () => useListMutation(USERS_URL, (ids: Key[]) => http.del(USERS_URL, ids));
