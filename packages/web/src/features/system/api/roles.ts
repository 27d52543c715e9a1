import type { Key } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserLevel } from '@risk/shared/levels';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { ROLES_PATH, type RoleDetail, type RoleRow } from '@risk/shared/api/system';

export interface RoleInput {
  name: string;
  level: UserLevel;
  description?: string | null;
  permissions: string[];
  menuIds: number[];
}

/** GET /iams/v1/roles/all: every role, for the user form */
export const useAllRoles = () =>
  useQuery(
    queryOptions({
      queryKey: [ROLES_PATH, 'all'],
      queryFn: () => http.get<Pick<RoleRow, 'id' | 'name' | 'level'>[]>(`${ROLES_PATH}/all`),
    }),
  );

/** GET /iams/v1/roles/{id}: a role with its permission codes and menu ids */
export const useRoleDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [ROLES_PATH, 'detail', id],
    queryFn: () => http.get<RoleDetail>(`${ROLES_PATH}/${id}`),
    enabled: !!id,
  });

/** POST /iams/v1/roles, PUT /iams/v1/roles/{id} */
export const useSaveRole = () =>
  useListMutation(ROLES_PATH, ({ id, input }: { id?: number; input: RoleInput }) =>
    id ? http.put(`${ROLES_PATH}/${id}`, input) : http.post(ROLES_PATH, input),
  );

/** DELETE /iams/v1/roles with the ids */
export const useDeleteRoles = () => useListMutation(ROLES_PATH, (ids: Key[]) => http.del(ROLES_PATH, ids));
