import type { Key } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DictInput, DictItemInput } from '@risk/shared/schemas/system';
import { dictCalls } from '@risk/shared/api/system';
import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { dictQueryOptions } from '../../../components/dict/use-dict.ts';

// Dictionaries and their items are one area: every write below refreshes the dictionary list (item
// counts), the editor and every dictionary the screens hold.

/** Adds a dictionary; with the id, edits it (the id travels in the body) */
export const useSaveDict = () =>
  useListMutation(dictCalls.create, ({ id, input }: { id?: number; input: DictInput }) =>
    id ? api.write(dictCalls.update, { body: { ...input, id } }) : api.write(dictCalls.create, { body: input }),
  );

export const useSetDictEnabled = () =>
  useListMutation(dictCalls.setEnabled, ({ id, enabled }: { id: number; enabled: boolean }) =>
    api.write(dictCalls.setEnabled, { params: { id }, body: { enabled } }),
  );

export const useDeleteDicts = () =>
  useListMutation(dictCalls.remove, (ids: Key[]) => api.write(dictCalls.remove, { body: ids as number[] }));

/** Every item of one dictionary (the editor's view: fetched again on each visit, unlike useDict) */
export const useDictItems = (dictName: string | undefined) =>
  useQuery({ ...dictQueryOptions(dictName ?? ''), staleTime: 0, enabled: !!dictName });

/** Adds an item; with the id, edits it */
export const useSaveDictItem = () =>
  useListMutation(dictCalls.createItem, ({ id, input }: { id?: number; input: DictItemInput }) =>
    id
      ? api.write(dictCalls.updateItem, { params: { id }, body: input })
      : api.write(dictCalls.createItem, { body: input }),
  );

export const useDeleteDictItems = () =>
  useListMutation(dictCalls.removeItems, (ids: Key[]) => api.write(dictCalls.removeItems, { body: ids as number[] }));
