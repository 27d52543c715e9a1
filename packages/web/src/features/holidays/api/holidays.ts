import { queryOptions, useQuery } from '@tanstack/react-query';
import { holidayCalls, type HolidayRow } from '@risk/shared/api/system';
import { api, callKey } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** The holidays and make-up working days of one year */
export const holidaysQuery = (year: number) =>
  queryOptions({
    queryKey: callKey(holidayCalls.list, { query: { year } }),
    queryFn: () => api.read(holidayCalls.list, { query: { year } }),
  });

export const useHolidays = (year: number) => useQuery(holidaysQuery(year));

/** A new day, or the kind and name of a day already there */
export const useSaveHoliday = () =>
  useListMutation(holidayCalls.create, ({ editing, row }: { editing: boolean; row: HolidayRow }) =>
    editing
      ? api.write(holidayCalls.update, { params: { day: row.day }, body: { kind: row.kind, name: row.name } })
      : api.write(holidayCalls.create, { body: row }),
  );

/** Deletes the days (all or none) */
export const useDeleteHolidays = () =>
  useListMutation(holidayCalls.remove, (days: string[]) => api.write(holidayCalls.remove, { body: days }));
