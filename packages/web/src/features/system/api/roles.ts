import type { Key } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserLevel } from '@risk/shared/levels';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

export const ROLES_URL = '/iams/v1/roles';

export interface RoleRow {
  id: number;
  name: string;
  level: UserLevel;
  description: string | null;
  permissions: string[];
  createTime: string;
}

export interface RoleDetail extends RoleRow {
  menuIds: number[];
}

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
      queryKey: [ROLES_URL, 'all'],
      queryFn: () => http.get<Pick<RoleRow, 'id' | 'name' | 'level'>[]>(`${ROLES_URL}/all`),
    }),
  );

/** GET /iams/v1/roles/{id}: a role with its permission codes and menu ids */
export const useRoleDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [ROLES_URL, 'detail', id],
    queryFn: () => http.get<RoleDetail>(`${ROLES_URL}/${id}`),
    enabled: !!id,
  });

/** POST /iams/v1/roles, PUT /iams/v1/roles/{id} */
export const useSaveRole = () =>
  useListMutation(ROLES_URL, ({ id, input }: { id?: number; input: RoleInput }) =>
    id ? http.put(`${ROLES_URL}/${id}`, input) : http.post(ROLES_URL, input),
  );

/** DELETE /iams/v1/roles with the ids */
export const useDeleteRoles = () => useListMutation(ROLES_URL, (ids: Key[]) => http.del(ROLES_URL, ids));
