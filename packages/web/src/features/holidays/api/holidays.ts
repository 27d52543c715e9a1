import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HolidayRow } from '@risk/shared/api/system';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { HOLIDAYS_PATH } from '@risk/shared/api/system';

/** GET ?year=: the holidays and make-up working days of one year */
export const holidaysQuery = (year: number) =>
  queryOptions({ queryKey: [HOLIDAYS_PATH, year], queryFn: () => http.get<HolidayRow[]>(HOLIDAYS_PATH, { year }) });

export const useHolidays = (year: number) => useQuery(holidaysQuery(year));

/** POST (a new day) or PUT /{day} (kind and name of a day already there) */
export const useSaveHoliday = () =>
  useListMutation(HOLIDAYS_PATH, ({ editing, row }: { editing: boolean; row: HolidayRow }) =>
    editing
      ? http.put(`${HOLIDAYS_PATH}/${row.day}`, { kind: row.kind, name: row.name })
      : http.post(HOLIDAYS_PATH, row),
  );

/** DELETE with the days (all or none) */
export const useDeleteHolidays = () =>
  useListMutation(HOLIDAYS_PATH, (days: string[]) => http.del(HOLIDAYS_PATH, days));
