import type { Key } from 'react';
import type { z } from 'zod';
import type { dailyBody } from '@risk/shared/schemas/content';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** 专报日报 (`/business/v1/risk/specialDaily`); rows are `DailyRow`. */
export const DAILY_URL = '/business/v1/risk/specialDaily';
export const DAILY_SORTABLE = ['uploadTime', 'createTime', 'title'] as const;
export const DAILY_DEFAULT_SORT = 'uploadTime,DESC';

export type DailyInput = z.input<typeof dailyBody>;

export const useSaveDaily = () =>
  useListMutation(DAILY_URL, ({ id, input }: { id?: number; input: DailyInput }) =>
    id ? http.put(DAILY_URL, { id, ...input }) : http.post(DAILY_URL, input),
  );

export const useDeleteDaily = () => useListMutation(DAILY_URL, (ids: Key[]) => http.del(DAILY_URL, ids));

/** GET /download/{id} */
export const dailyDownloadUrl = (id: number) => `${DAILY_URL}/download/${id}`;
