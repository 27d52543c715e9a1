import { Table, type TableColumnsType } from 'antd';

interface Props<T extends object> {
  rows: T[] | undefined;
  loading: boolean;
  columns: TableColumnsType<T>;
  /** the district column, which also names the total row */
  regionKey: keyof T & string;
  totalLabel: string;
}

/** A report's one-row-per-district table, its total row (全市 / 全部) in bold. */
export function DistrictTable<T extends object>({ rows, loading, columns, regionKey, totalLabel }: Props<T>) {
  return (
    <Table<T>
      rowKey={regionKey}
      columns={columns}
      dataSource={rows ?? []}
      loading={loading}
      pagination={false}
      bordered
      size="middle"
      onRow={(r) => (r[regionKey] === totalLabel ? { style: { fontWeight: 600 } } : {})}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无数据' }}
    />
  );
}
