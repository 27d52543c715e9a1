import dayjs, { type Dayjs } from 'dayjs';
import { DEFAULT_PAGE_SIZE } from '@risk/shared/wire';

/**
 * The pure half of the list-page kit: the state of a list (page, size, sort, filters) as it lives in
 * the URL, and as it travels to the server (pages 1-based on screen and page-1 on the
 * wire, empty values omitted, arrays repeated, date ranges as day start and day end).
 */

/** A filter value as the URL holds it: one text, or a repeated key. */
export type FilterValue = string | string[];
export type Filters = Record<string, FilterValue>;

export interface ListState {
  /** 1-based */
  page: number;
  size: number;
  /** `field,ASC|DESC`; undefined = the list's default sort */
  sort?: string;
  filters: Filters;
}

/** URL keys the kit itself uses; every other key is a filter. */
const PAGING_KEYS = new Set(['page', 'size', 'sort']);
const SORT_PATTERN = /^([A-Za-z_]+),(ASC|DESC)$/;
export const DAY_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const positiveInt = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** A sort the list may ask for: well formed and its field on the page's whitelist. */
export function allowedSort(sort: string | null | undefined, sortable: readonly string[]): string | undefined {
  const m = sort ? SORT_PATTERN.exec(sort) : null;
  return m && sortable.includes(m[1]) ? sort! : undefined;
}

/**
 * The list state an address holds. `defaultFilters` are the list's own starting filters (a role's
 * preset statuses): they apply wherever the address does not name that key, so a typed address, a
 * bookmark and the menu ask the same call at once, without first rewriting the address.
 */
export function readListState(
  search: URLSearchParams,
  sortable: readonly string[],
  defaultSize = DEFAULT_PAGE_SIZE,
  defaultFilters: Filters = {},
): ListState {
  const filters: Filters = { ...defaultFilters };
  for (const key of new Set(search.keys())) {
    if (PAGING_KEYS.has(key)) continue;
    const values = search.getAll(key).filter((v) => v !== '');
    if (values.length) filters[key] = values.length === 1 ? values[0] : values;
  }
  return {
    page: positiveInt(search.get('page'), 1),
    size: positiveInt(search.get('size'), defaultSize),
    sort: allowedSort(search.get('sort'), sortable),
    filters,
  };
}

/** The URL form of a list state; defaults are left out so a plain list has a plain URL. */
export function writeListState(state: ListState, defaultSize = DEFAULT_PAGE_SIZE): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filters)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== '') search.append(key, v);
  }
  if (state.page > 1) search.set('page', String(state.page));
  if (state.size !== defaultSize) search.set('size', String(state.size));
  if (state.sort) search.set('sort', state.sort);
  return search;
}

/** The parameters of the list call; `fixed` parameters of the page win over URL filters. */
export function toRequestParams(
  state: ListState,
  defaultSort?: string,
  fixed: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...state.filters, ...fixed, page: state.page - 1, size: state.size, sort: state.sort ?? defaultSort };
}

/** antd's column sorter → `field,ASC|DESC`, only for whitelisted fields; no order = default sort. */
export function sortFromSorter(
  sorter: { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null } | undefined,
  sortable: readonly string[],
): string | undefined {
  if (!sorter?.order) return undefined;
  const field =
    typeof sorter.columnKey === 'string'
      ? sorter.columnKey
      : Array.isArray(sorter.field)
        ? sorter.field.join('.')
        : String(sorter.field ?? '');
  return sortable.includes(field) ? `${field},${sorter.order === 'ascend' ? 'ASC' : 'DESC'}` : undefined;
}

/** The column sort indicator for `field` under `sort`. */
export function sortOrderOf(sort: string | undefined, field: string): 'ascend' | 'descend' | null {
  const m = sort ? SORT_PATTERN.exec(sort) : null;
  if (!m || m[1] !== field) return null;
  return m[2] === 'ASC' ? 'ascend' : 'descend';
}

/** A picked day range as the wire wants it: start day 00:00:00, end day 23:59:59. */
export function dateRangeToWire(range: readonly [Dayjs, Dayjs]): [string, string] {
  return [range[0].startOf('day').format(DATE_TIME_FORMAT), range[1].endOf('day').format(DATE_TIME_FORMAT)];
}

/** The picker value of a range held in the URL; anything but two valid dates gives none. */
export function wireToDateRange(value: FilterValue | undefined): [Dayjs, Dayjs] | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const range = value.map((v) => dayjs(v)) as [Dayjs, Dayjs];
  return range.every((d) => d.isValid()) ? range : undefined;
}

export interface FilterFieldKinds {
  /** fields edited with a RangePicker */
  dateRanges?: readonly string[];
  /** fields that always hold a list (multiple selects), even with one value */
  arrays?: readonly string[];
}

/** Query-form values → URL filters: text trimmed, empties dropped, ranges converted, scalars as text. */
export function formToFilters(values: Record<string, unknown>, kinds: FilterFieldKinds = {}): Filters {
  const filters: Filters = {};
  for (const [key, raw] of Object.entries(values)) {
    if (kinds.dateRanges?.includes(key)) {
      if (Array.isArray(raw) && raw.length === 2 && raw[0] && raw[1])
        filters[key] = dateRangeToWire(raw as [Dayjs, Dayjs]);
      continue;
    }
    const list = (Array.isArray(raw) ? raw : [raw])
      .filter((v) => v !== undefined && v !== null)
      .map((v) => (typeof v === 'string' ? v.trim() : String(v)))
      .filter((v) => v !== '');
    if (list.length === 0) continue;
    filters[key] = Array.isArray(raw) ? list : list[0];
  }
  return filters;
}

/** URL filters → query-form values (the inverse of formToFilters). */
export function filtersToForm(filters: Filters, kinds: FilterFieldKinds = {}): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (kinds.dateRanges?.includes(key)) values[key] = wireToDateRange(value);
    else if (kinds.arrays?.includes(key)) values[key] = Array.isArray(value) ? value : [value];
    else values[key] = value;
  }
  return values;
}
