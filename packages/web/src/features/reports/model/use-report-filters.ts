import { useSearchParams } from 'react-router';
import { readListState, type Filters } from '../../../components/list-kit/list-state.ts';
import { periodParams } from './report-period.ts';

/**
 * The filters of a report table without paging, kept in the URL like every list (back button,
 * shared links); the shape QueryForm drives.
 */
export function useReportFilters() {
  const [search, setSearch] = useSearchParams();
  const { filters } = readListState(search, []);
  const setFilters = (next: Filters) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next))
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
    setSearch(params, { replace: true });
  };
  return {
    filters,
    setFilters,
    reset: () => setSearch(new URLSearchParams(), { replace: true }),
    params: periodParams(filters),
  };
}
