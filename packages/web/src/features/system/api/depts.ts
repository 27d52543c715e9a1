import type { Key } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { deptCalls } from '@risk/shared/api/system';
import { api, callKey } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

export interface DeptInput {
  pid?: number | null;
  name: string;
  region?: string | null;
  sort: number;
  enabled: boolean;
}

/** The department tree, optionally filtered by name and state */
export const deptTreeQuery = (filters: Record<string, unknown> = {}) =>
  queryOptions({
    queryKey: callKey(deptCalls.tree, { query: filters }),
    queryFn: () => api.read(deptCalls.tree, { query: filters }),
  });

export const useDeptTree = (filters?: Record<string, unknown>) => useQuery(deptTreeQuery(filters));

/** Adds a department; with the id, edits it */
export const useSaveDept = () =>
  useListMutation(deptCalls.create, ({ id, input }: { id?: number; input: DeptInput }) =>
    id ? api.write(deptCalls.update, { params: { id }, body: input }) : api.write(deptCalls.create, { body: input }),
  );

export const useDeleteDepts = () =>
  useListMutation(deptCalls.remove, (ids: Key[]) => api.write(deptCalls.remove, { body: ids as number[] }));
