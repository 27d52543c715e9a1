import type { Key } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuCalls, type MenuNode } from '@risk/shared/api/system';
import { api, callKey } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

export type MenuInput = Omit<MenuNode, 'id' | 'children' | 'createTime'>;

/** Every menu row as a tree */
export const menuTreeQuery = () =>
  queryOptions({ queryKey: callKey(menuCalls.tree), queryFn: () => api.read(menuCalls.tree) });
export const useMenuTree = () => useQuery(menuTreeQuery());

/** Adds a menu; with the id, edits it */
export const useSaveMenu = () =>
  useListMutation(menuCalls.create, ({ id, input }: { id?: number; input: MenuInput }) =>
    id ? api.write(menuCalls.update, { params: { id }, body: input }) : api.write(menuCalls.create, { body: input }),
  );

export const useDeleteMenus = () =>
  useListMutation(menuCalls.remove, (ids: Key[]) => api.write(menuCalls.remove, { body: ids as number[] }));
