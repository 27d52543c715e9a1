import type { Key } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { MENUS_PATH, type MenuNode } from '@risk/shared/api/system';

export type MenuInput = Omit<MenuNode, 'id' | 'children' | 'createTime'>;

/** GET /iams/v1/menus/tree: every menu row as a tree */
export const menuTreeQuery = () =>
  queryOptions({ queryKey: [MENUS_PATH, 'tree'], queryFn: () => http.get<MenuNode[]>(`${MENUS_PATH}/tree`) });
export const useMenuTree = () => useQuery(menuTreeQuery());

/** POST /iams/v1/menus, PUT /iams/v1/menus/{id} */
export const useSaveMenu = () =>
  useListMutation(MENUS_PATH, ({ id, input }: { id?: number; input: MenuInput }) =>
    id ? http.put(`${MENUS_PATH}/${id}`, input) : http.post(MENUS_PATH, input),
  );

/** DELETE /iams/v1/menus with the ids */
export const useDeleteMenus = () => useListMutation(MENUS_PATH, (ids: Key[]) => http.del(MENUS_PATH, ids));
