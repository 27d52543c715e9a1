import type { Key } from 'react';
import type { z } from 'zod';
import type { newsBody } from '@risk/shared/schemas/content';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** 新闻 (`/business/v1/news`); rows are `NewsRow` of @risk/shared/schemas/content. */
export const NEWS_URL = '/business/v1/news';
export const NEWS_SORTABLE = ['createTime', 'title', 'status'] as const;
export const NEWS_DEFAULT_SORT = 'createTime,DESC';

export type NewsInput = z.input<typeof newsBody>;

/** POST for a new item, PUT with the id for an edit */
export const useSaveNews = () =>
  useListMutation(NEWS_URL, ({ id, input }: { id?: number; input: NewsInput }) =>
    id ? http.put(NEWS_URL, { id, ...input }) : http.post(NEWS_URL, input),
  );

/** DELETE with the ids */
export const useDeleteNews = () => useListMutation(NEWS_URL, (ids: Key[]) => http.del(NEWS_URL, ids));
