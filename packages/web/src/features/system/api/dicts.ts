import type { Key } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DictInput, DictItemInput } from '@risk/shared/schemas/system';
import { MAX_PAGE_SIZE } from '@risk/shared/wire';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { DICT_QUERY_KEY } from '../../../components/dict/use-dict.ts';
import { DICT_DETAIL_PATH, type DictItemRow, DICTS_PATH } from '@risk/shared/api/system';

/** POST /iams/v1/dict; PUT /iams/v1/dict with the id in the body */
export const useSaveDict = () =>
  useListMutation(
    DICTS_PATH,
    ({ id, input }: { id?: number; input: DictInput }) =>
      id ? http.put(DICTS_PATH, { ...input, id }) : http.post(DICTS_PATH, input),
    [DICT_QUERY_KEY],
  );

/** PATCH /iams/v1/dict/{id}/enabled */
export const useSetDictEnabled = () =>
  useListMutation(
    DICTS_PATH,
    ({ id, enabled }: { id: number; enabled: boolean }) => http.patch(`${DICTS_PATH}/${id}/enabled`, { enabled }),
    [DICT_QUERY_KEY],
  );

/** DELETE /iams/v1/dict with the ids */
export const useDeleteDicts = () =>
  useListMutation(DICTS_PATH, (ids: Key[]) => http.del(DICTS_PATH, ids), [DICT_QUERY_KEY]);

/** GET /iams/v1/dictDetail of one dictionary, every item (the editor's view; uncached, unlike useDict) */
export const useDictItems = (dictName: string | undefined) =>
  useQuery({
    queryKey: [DICT_DETAIL_PATH, dictName],
    queryFn: async () =>
      (await http.page<DictItemRow>(DICT_DETAIL_PATH, { dictName, page: 0, size: MAX_PAGE_SIZE })).items,
    enabled: !!dictName,
  });

/** Item writes refresh the editor, the dictionary list (item counts) and every cached dictionary. */
const useItemWrite = <V>(write: (v: V) => ReturnType<typeof http.post>) =>
  useListMutation(DICT_DETAIL_PATH, write, [[DICTS_PATH], DICT_QUERY_KEY]);

/** POST /iams/v1/dictDetail, PUT /iams/v1/dictDetail/{id} */
export const useSaveDictItem = () =>
  useItemWrite(({ id, input }: { id?: number; input: DictItemInput }) =>
    id ? http.put(`${DICT_DETAIL_PATH}/${id}`, input) : http.post(DICT_DETAIL_PATH, input),
  );

/** DELETE /iams/v1/dictDetail with the ids */
export const useDeleteDictItems = () => useItemWrite((ids: Key[]) => http.del(DICT_DETAIL_PATH, ids));
