import { useState } from 'react';
import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { DatasetDef } from '@risk/shared/datasets';
import type { ImportBatch } from '@risk/shared/schemas/datasets';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useImportHistory } from '../api/import-history.ts';

/** 导入记录: who imported which file when, its periods and rows, and how many of them are still current. */
export function ImportHistoryTable({
  def,
  onReplace,
}: {
  def: DatasetDef;
  /** offered per row when the user may import: replace one of its periods */
  onReplace?: (batch: ImportBatch) => void;
}) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const history = useImportHistory(def.biType, page - 1, size);
  const columns: TableColumnsType<ImportBatch> = [
    { title: '导入时间', dataIndex: 'createTime', width: 165, render: formatDateTime },
    {
      title: '导入人',
      dataIndex: 'createBy',
      width: 150,
      render: (by: string, row) => (row.createName ? `${row.createName}（${by}）` : by),
    },
    { title: '文件名', dataIndex: 'fileName', ellipsis: true },
    {
      title: '统计期',
      dataIndex: 'periods',
      width: 180,
      render: (periods: string[]) =>
        periods.length > 3 ? (
          `${periods[0]} 至 ${periods[periods.length - 1]}（${periods.length} 期）`
        ) : (
          <Space size={4} wrap>
            {periods.map((p) => (
              <Tag key={p}>{p}</Tag>
            ))}
          </Space>
        ),
    },
    {
      title: '行数 导入/替换/有效',
      key: 'rows',
      width: 140,
      align: 'right',
      render: (_: unknown, row) => (
        <span>
          {row.rowCount} / {row.replacedRows} /{' '}
          {row.activeRows < row.rowCount ? (
            <Typography.Text type="secondary">{row.activeRows}</Typography.Text>
          ) : (
            row.activeRows
          )}
        </span>
      ),
    },
    ...(onReplace
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 100,
            fixed: 'right' as const,
            render: (_: unknown, row: ImportBatch) => (
              <Typography.Link onClick={() => onReplace(row)}>替换统计期</Typography.Link>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<ImportBatch>
      rowKey="id"
      size="middle"
      columns={columns}
      scroll={{ x: 880 }}
      dataSource={history.data?.items ?? []}
      loading={history.isFetching}
      locale={{ emptyText: '暂无数据' }}
      pagination={{
        current: page,
        pageSize: size,
        total: history.data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (n) => `共 ${n} 条`,
        onChange: (p, s) => {
          setPage(s !== size ? 1 : p);
          setSize(s);
        },
      }}
    />
  );
}
