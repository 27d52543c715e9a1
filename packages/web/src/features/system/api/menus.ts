import type { Key } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuType } from '@risk/shared/pages';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

export const MENUS_URL = '/iams/v1/menus';

export interface MenuNode {
  id: number;
  pid: number | null;
  type: MenuType;
  title: string;
  name: string | null;
  path: string | null;
  component: string | null;
  icon: string | null;
  hidden: boolean;
  sort: number;
  permission: string | null;
  createTime?: string;
  children?: MenuNode[];
}

export type MenuInput = Omit<MenuNode, 'id' | 'children' | 'createTime'>;

/** GET /iams/v1/menus/tree: every menu row as a tree */
export const menuTreeQuery = () =>
  queryOptions({ queryKey: [MENUS_URL, 'tree'], queryFn: () => http.get<MenuNode[]>(`${MENUS_URL}/tree`) });
export const useMenuTree = () => useQuery(menuTreeQuery());

/** POST /iams/v1/menus, PUT /iams/v1/menus/{id} */
export const useSaveMenu = () =>
  useListMutation(MENUS_URL, ({ id, input }: { id?: number; input: MenuInput }) =>
    id ? http.put(`${MENUS_URL}/${id}`, input) : http.post(MENUS_URL, input),
  );

/** DELETE /iams/v1/menus with the ids */
export const useDeleteMenus = () => useListMutation(MENUS_URL, (ids: Key[]) => http.del(MENUS_URL, ids));
