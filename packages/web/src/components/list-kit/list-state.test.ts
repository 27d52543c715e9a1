import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  allowedSort,
  dateRangeToWire,
  filtersToForm,
  formToFilters,
  readListState,
  sortFromSorter,
  sortOrderOf,
  toRequestParams,
  wireToDateRange,
  writeListState,
} from './list-state.ts';

const SORTABLE = ['createTime', 'username'];

describe('list state in the URL', () => {
  it('reads page, size, sort and repeated filters, ignoring empty values', () => {
    const s = readListState(
      new URLSearchParams('page=3&size=20&sort=createTime,ASC&blurry=张&status=1&status=5&deptId='),
      SORTABLE,
    );
    expect(s).toEqual({ page: 3, size: 20, sort: 'createTime,ASC', filters: { blurry: '张', status: ['1', '5'] } });
  });

  it('falls back to page 1 and the default size for missing or invalid values', () => {
    const s = readListState(new URLSearchParams('page=-2&size=abc'), SORTABLE, 10);
    expect(s.page).toBe(1);
    expect(s.size).toBe(10);
  });

  it('drops a sort on a field outside the whitelist or badly formed', () => {
    expect(readListState(new URLSearchParams('sort=password,ASC'), SORTABLE).sort).toBeUndefined();
    expect(readListState(new URLSearchParams('sort=createTime,UP'), SORTABLE).sort).toBeUndefined();
    expect(allowedSort('username,DESC', SORTABLE)).toBe('username,DESC');
  });

  it('starts from the default filters where the URL names none of their keys, so the first call asks with them', () => {
    const preset = { status: ['1', '2'] };
    expect(readListState(new URLSearchParams(''), SORTABLE, 10, preset).filters).toEqual(preset);
    // an empty value is no choice: the default stays (as after clearing the select and 搜索)
    expect(readListState(new URLSearchParams('status=&blurry=x'), SORTABLE, 10, preset).filters).toEqual({
      status: ['1', '2'],
      blurry: 'x',
    });
    // a chosen value wins
    expect(readListState(new URLSearchParams('status=7'), SORTABLE, 10, preset).filters).toEqual({ status: '7' });
    const request = toRequestParams(readListState(new URLSearchParams(''), SORTABLE, 10, preset));
    expect(request).toMatchObject({ status: ['1', '2'], page: 0, size: 10 });
  });

  it('writes a state back without the defaults and round-trips it', () => {
    const state = { page: 2, size: 50, sort: 'username,DESC', filters: { blurry: 'a', status: ['1', '5'] } };
    const search = writeListState(state, 10);
    expect(search.toString()).toBe('blurry=a&status=1&status=5&page=2&size=50&sort=username%2CDESC');
    expect(readListState(search, SORTABLE, 10)).toEqual(state);
    expect(writeListState({ page: 1, size: 10, filters: {} }, 10).toString()).toBe('');
  });
});

describe('the list call', () => {
  it('sends page minus one, the size, the default sort and the fixed parameters over filters', () => {
    const params = toRequestParams({ page: 1, size: 10, filters: { blurry: 'x', deptId: '3' } }, 'createTime,DESC', {
      deptId: 7,
    });
    expect(params).toEqual({ blurry: 'x', deptId: 7, page: 0, size: 10, sort: 'createTime,DESC' });
  });

  it('keeps a chosen sort over the default', () => {
    expect(toRequestParams({ page: 4, size: 20, sort: 'username,ASC', filters: {} }, 'createTime,DESC')).toMatchObject({
      page: 3,
      sort: 'username,ASC',
    });
  });
});

describe('column sorter mapping', () => {
  it('maps ascend/descend of a whitelisted column to field,ASC|DESC', () => {
    expect(sortFromSorter({ field: 'createTime', order: 'ascend' }, SORTABLE)).toBe('createTime,ASC');
    expect(sortFromSorter({ columnKey: 'username', field: 'name', order: 'descend' }, SORTABLE)).toBe('username,DESC');
  });

  it('gives no sort for a cleared sorter or a column outside the whitelist', () => {
    expect(sortFromSorter({ field: 'createTime', order: null }, SORTABLE)).toBeUndefined();
    expect(sortFromSorter({ field: 'phone', order: 'ascend' }, SORTABLE)).toBeUndefined();
    expect(sortFromSorter(undefined, SORTABLE)).toBeUndefined();
  });

  it('shows the indicator only on the sorted column', () => {
    expect(sortOrderOf('createTime,DESC', 'createTime')).toBe('descend');
    expect(sortOrderOf('createTime,ASC', 'createTime')).toBe('ascend');
    expect(sortOrderOf('createTime,ASC', 'username')).toBeNull();
    expect(sortOrderOf(undefined, 'username')).toBeNull();
  });
});

describe('date ranges', () => {
  it('sends the start day at 00:00:00 and the end day at 23:59:59', () => {
    expect(dateRangeToWire([dayjs('2026-03-01T15:20:00'), dayjs('2026-03-31T08:00:00')])).toEqual([
      '2026-03-01 00:00:00',
      '2026-03-31 23:59:59',
    ]);
  });

  it('reads a range back from the URL, and nothing from a broken one', () => {
    const range = wireToDateRange(['2026-03-01 00:00:00', '2026-03-31 23:59:59']);
    expect(range?.map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-03-01', '2026-03-31']);
    expect(wireToDateRange('2026-03-01 00:00:00')).toBeUndefined();
    expect(wireToDateRange(['2026-03-01', 'not a date'])).toBeUndefined();
  });
});

describe('query form ↔ filters', () => {
  const kinds = { dateRanges: ['createTime'], arrays: ['status'] };

  it('trims text, drops empties, converts ranges and keeps lists as lists', () => {
    const filters = formToFilters(
      {
        blurry: '  张三 ',
        ip: '   ',
        deptId: 3,
        enabled: false,
        status: ['1'],
        none: undefined,
        createTime: [dayjs('2026-01-05'), dayjs('2026-01-06')],
      },
      kinds,
    );
    expect(filters).toEqual({
      blurry: '张三',
      deptId: '3',
      enabled: 'false',
      status: ['1'],
      createTime: ['2026-01-05 00:00:00', '2026-01-06 23:59:59'],
    });
  });

  it('omits a half-filled range and an emptied multiple select', () => {
    expect(formToFilters({ createTime: [dayjs('2026-01-05'), null], status: [] }, kinds)).toEqual({});
  });

  it('fills the form back from the URL with ranges as dates and single values of lists as lists', () => {
    const values = filtersToForm(
      { blurry: '张三', status: '1', createTime: ['2026-01-05 00:00:00', '2026-01-06 23:59:59'] },
      kinds,
    );
    expect(values.blurry).toBe('张三');
    expect(values.status).toEqual(['1']);
    expect((values.createTime as dayjs.Dayjs[]).map((d) => d.format('YYYY-MM-DD'))).toEqual([
      '2026-01-05',
      '2026-01-06',
    ]);
  });
});
