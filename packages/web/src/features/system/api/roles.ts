import type { Key } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserLevel } from '@risk/shared/levels';
import { roleCalls } from '@risk/shared/api/system';
import { api, callKey } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

export interface RoleInput {
  name: string;
  level: UserLevel;
  description?: string | null;
  permissions: string[];
  menuIds: number[];
}

/** Every role, for the user form */
export const useAllRoles = () =>
  useQuery(queryOptions({ queryKey: callKey(roleCalls.all), queryFn: () => api.read(roleCalls.all) }));

/** A role with its permission codes and menu ids */
export const useRoleDetail = (id: number | undefined) =>
  useQuery({
    queryKey: callKey(roleCalls.detail, { params: { id: id ?? 0 } }),
    queryFn: () => api.read(roleCalls.detail, { params: { id: id! } }),
    enabled: !!id,
  });

/** Adds a role; with the id, edits it */
export const useSaveRole = () =>
  useListMutation(roleCalls.create, ({ id, input }: { id?: number; input: RoleInput }) =>
    id ? api.write(roleCalls.update, { params: { id }, body: input }) : api.write(roleCalls.create, { body: input }),
  );

export const useDeleteRoles = () =>
  useListMutation(roleCalls.remove, (ids: Key[]) => api.write(roleCalls.remove, { body: ids as number[] }));
