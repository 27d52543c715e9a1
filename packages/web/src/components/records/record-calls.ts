import type { Key } from 'react';
import { FILE_MSG } from '@risk/shared/files';
import type { AnyEndpoint, BodyIn, RowOf } from '@risk/shared/api/endpoint';
import { api, type CallInput } from '../../lib/http.ts';
import { useAccess } from '../../lib/access.tsx';
import { notify } from '../../lib/notify.ts';
import { useListMutation } from '../list-kit/use-list-mutation.ts';

/** The calls of a record screen's table (`recordCalls` of @risk/shared/api/record-calls) the kit sends. */
export interface RecordCalls {
  list: AnyEndpoint;
  add: AnyEndpoint;
  edit: AnyEndpoint;
  remove: AnyEndpoint;
}

/** One row of a record screen's list. */
export type RecordRow<T extends RecordCalls> = RowOf<T['list']> & { id: number };

/** What a form saves: the add's JSON body, or a multipart form when the add takes one (policy's files). */
export type RecordInput<T extends RecordCalls> = T['add']['shape'] extends { multipart: true }
  ? FormData
  : BodyIn<T['add']>;

/** Whether the signed-in user may make a call (its access in the table). */
export function useCallAccess() {
  const { can } = useAccess();
  return (call: AnyEndpoint) => {
    const { access } = call.shape;
    return access === 'public' || access === 'authenticated' || can(access);
  };
}

/**
 * Saves a record: the add for a new one, the edit with its id otherwise (in the JSON body, or as
 * the form's `id` field). The answer's message is the notice; the screen's lists refresh.
 */
export function useSaveRecord<T extends RecordCalls>(calls: T) {
  return useListMutation(calls.list, ({ id, input }: { id?: number; input: RecordInput<T> }) => {
    if (input instanceof FormData) {
      if (id) input.append('id', String(id));
      return api.form(id ? calls.edit : calls.add, input);
    }
    // the table's add and edit bodies are the same fields, the edit's with the id
    const body = id ? { id, ...(input as object) } : input;
    return api.write(id ? calls.edit : calls.add, { body } as never);
  });
}

/** Deletes the selected records (ids in the body). */
export const useRemoveRecords = <T extends RecordCalls>(calls: T) =>
  useListMutation(calls.list, (ids: Key[]) => api.write(calls.remove, { body: ids } as never));

/**
 * Downloads a record's file under its original name; a record without a file name shows a notice
 * instead.
 */
export function downloadRecordFile<E extends AnyEndpoint>(
  call: E,
  fileName: string | null | undefined,
  input: CallInput<E>,
) {
  if (!fileName) {
    notify.info(FILE_MSG.noDownload);
    return Promise.resolve();
  }
  return api.download(call, fileName, input as never).catch(() => undefined);
}
