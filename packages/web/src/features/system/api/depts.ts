import type { Key } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { DEPTS_PATH, type DeptNode } from '@risk/shared/api/system';

export interface DeptInput {
  pid?: number | null;
  name: string;
  region?: string | null;
  sort: number;
  enabled: boolean;
}

/** GET /iams/v1/dept: the department tree, optionally filtered by name and state */
export const deptTreeQuery = (filters: Record<string, unknown> = {}) =>
  queryOptions({ queryKey: [DEPTS_PATH, filters], queryFn: () => http.get<DeptNode[]>(DEPTS_PATH, filters) });

export const useDeptTree = (filters?: Record<string, unknown>) => useQuery(deptTreeQuery(filters));

/** POST /iams/v1/dept, PUT /iams/v1/dept/{id} */
export const useSaveDept = () =>
  useListMutation(DEPTS_PATH, ({ id, input }: { id?: number; input: DeptInput }) =>
    id ? http.put(`${DEPTS_PATH}/${id}`, input) : http.post(DEPTS_PATH, input),
  );

/** DELETE /iams/v1/dept with the ids */
export const useDeleteDepts = () => useListMutation(DEPTS_PATH, (ids: Key[]) => http.del(DEPTS_PATH, ids));
