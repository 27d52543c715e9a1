import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HolidayRow } from '@risk/shared/schemas/holidays';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** The holiday calendar (`/iams/v1/holidays`) behind working-day counts. */
export const HOLIDAYS_URL = '/iams/v1/holidays';

/** GET ?year=: the holidays and make-up working days of one year */
export const holidaysQuery = (year: number) =>
  queryOptions({ queryKey: [HOLIDAYS_URL, year], queryFn: () => http.get<HolidayRow[]>(HOLIDAYS_URL, { year }) });

export const useHolidays = (year: number) => useQuery(holidaysQuery(year));

/** POST (a new day) or PUT /{day} (kind and name of a day already there) */
export const useSaveHoliday = () =>
  useListMutation(HOLIDAYS_URL, ({ editing, row }: { editing: boolean; row: HolidayRow }) =>
    editing ? http.put(`${HOLIDAYS_URL}/${row.day}`, { kind: row.kind, name: row.name }) : http.post(HOLIDAYS_URL, row),
  );

/** DELETE with the days (all or none) */
export const useDeleteHolidays = () => useListMutation(HOLIDAYS_URL, (days: string[]) => http.del(HOLIDAYS_URL, days));
