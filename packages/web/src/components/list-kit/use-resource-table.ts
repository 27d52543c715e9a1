import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import type { Key } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@risk/shared/wire';
import type { AnyEndpoint, RowOf } from '@risk/shared/api/endpoint';
import { api, callKey } from '../../lib/http.ts';
import {
  readListState,
  sortFromSorter,
  sortOrderOf,
  toRequestParams,
  writeListState,
  type Filters,
  type ListState,
} from './list-state.ts';

export interface ResourceTableOptions {
  /** fields the server lets this list sort by (its whitelist); other column sorters are ignored */
  sortable?: readonly string[];
  /** sort when the user has chosen none, e.g. `createTime,DESC` */
  defaultSort?: string;
  defaultSize?: number;
  /** parameters the page always sends (not user filters, not in the URL) */
  params?: Record<string, unknown>;
  /** filters the list starts with where the URL names none of that key (shown in the form, changeable) */
  defaultFilters?: Filters;
  rowKey?: string;
  /** false while the page lacks something the call needs */
  enabled?: boolean;
}

/**
 * The list-page kit: page, size, sort and filters live in the URL, become the list call (its sort
 * whitelist and default sort come from the call's row in the shared table), and come back as props
 * for antd's <Table>.
 */
export function useResourceTable<E extends AnyEndpoint>(
  list: E,
  options: ResourceTableOptions = {},
): ResourceTable<RowOf<E> & object> {
  return useListTable<RowOf<E> & object>(list, options);
}

function useListTable<T extends object>(list: AnyEndpoint, options: ResourceTableOptions) {
  const {
    sortable = list.shape.sort ?? [],
    defaultSort = list.shape.defaultSort,
    defaultSize = DEFAULT_PAGE_SIZE,
    params: fixed,
    defaultFilters,
    rowKey = 'id',
    enabled = true,
  } = options;
  const [search, setSearch] = useSearchParams();
  const state = readListState(search, sortable, defaultSize, defaultFilters);
  const requestParams = toRequestParams(state, defaultSort, fixed);
  const query = useQuery({
    queryKey: callKey(list, { query: requestParams }),
    queryFn: () => api.page(list, { query: requestParams }) as Promise<{ items: T[]; total: number }>,
    placeholderData: keepPreviousData,
    enabled,
  });
  const [selectedRowKeys, setSelectedRowKeys] = useState<Key[]>([]);

  const update = (patch: Partial<ListState>) =>
    setSearch(writeListState({ ...state, ...patch }, defaultSize), { replace: true });

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = sortFromSorter(single, sortable);
    const size = pagination.pageSize ?? state.size;
    // a new sort or page size starts again at page 1
    const page = sort !== state.sort || size !== state.size ? 1 : (pagination.current ?? 1);
    update({ page, size, sort });
  };

  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  const tableProps: TableProps<T> = {
    rowKey,
    dataSource: items,
    loading: query.isFetching,
    onChange,
    locale: { emptyText: '暂无数据' },
    pagination: {
      current: state.page,
      pageSize: state.size,
      total,
      showSizeChanger: true,
      pageSizeOptions: [...PAGE_SIZE_OPTIONS],
      showQuickJumper: true,
      showTotal: (n) => `共 ${n} 条`,
    },
  };

  return {
    tableProps,
    items,
    total,
    filters: state.filters,
    defaultFilters,
    /** new filters (from the query form) start at page 1 and keep the sort */
    setFilters: (filters: Filters) => update({ filters, page: 1 }),
    reset: () => update({ filters: {}, page: 1, sort: undefined }),
    refetch: query.refetch,
    /** makes a column sortable (spread it into the column); `field` must be on the whitelist */
    sorter: (field: string) => ({ key: field, sorter: true, sortOrder: sortOrderOf(state.sort, field) }),
    selection: {
      selectedRowKeys,
      rowSelection: { selectedRowKeys, onChange: (keys: Key[]) => setSelectedRowKeys(keys) },
      clear: () => setSelectedRowKeys([]),
    },
  };
}

export type ResourceTable<T extends object> = ReturnType<typeof useListTable<T>>;
