import type { Key } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

export const DEPTS_URL = '/iams/v1/dept';

export interface DeptNode {
  id: number;
  pid: number | null;
  name: string;
  region: string | null;
  sort: number;
  enabled: boolean;
  userCount?: number;
  createTime?: string;
  children?: DeptNode[];
}

export interface DeptInput {
  pid?: number | null;
  name: string;
  region?: string | null;
  sort: number;
  enabled: boolean;
}

/** GET /iams/v1/dept: the department tree, optionally filtered by name and state */
export const deptTreeQuery = (filters: Record<string, unknown> = {}) =>
  queryOptions({ queryKey: [DEPTS_URL, filters], queryFn: () => http.get<DeptNode[]>(DEPTS_URL, filters) });

export const useDeptTree = (filters?: Record<string, unknown>) => useQuery(deptTreeQuery(filters));

/** POST /iams/v1/dept, PUT /iams/v1/dept/{id} */
export const useSaveDept = () =>
  useListMutation(DEPTS_URL, ({ id, input }: { id?: number; input: DeptInput }) =>
    id ? http.put(`${DEPTS_URL}/${id}`, input) : http.post(DEPTS_URL, input),
  );

/** DELETE /iams/v1/dept with the ids */
export const useDeleteDepts = () => useListMutation(DEPTS_URL, (ids: Key[]) => http.del(DEPTS_URL, ids));
