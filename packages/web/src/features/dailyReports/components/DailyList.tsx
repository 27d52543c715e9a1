import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import type { DailyRow } from '@risk/shared/schemas/content';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { formatDay } from '../../../components/list-kit/format.ts';
import { downloadRecordFile } from '../../../components/files/StoreUpload.tsx';
import { useAccess } from '../../../lib/access.tsx';
import { DAILY_DEFAULT_SORT, DAILY_SORTABLE, DAILY_URL, dailyDownloadUrl, useDeleteDaily } from '../api/daily.ts';
import { DailyFormModal } from './DailyFormModal.tsx';

/** 专报日报: filter by title and upload time. */
export function DailyList() {
  const table = useResourceTable<DailyRow>(DAILY_URL, { sortable: DAILY_SORTABLE, defaultSort: DAILY_DEFAULT_SORT });
  const remove = useDeleteDaily();
  const { can } = useAccess();
  const [editing, setEditing] = useState<{ row?: DailyRow } | undefined>();

  const columns: TableColumnsType<DailyRow> = [
    { title: '标题', dataIndex: 'title', width: 320, ...table.sorter('title') },
    { title: '文件', dataIndex: 'fileName', ellipsis: true },
    { title: '上传时间', dataIndex: 'uploadTime', width: 130, ...table.sorter('uploadTime'), render: formatDay },
    { title: '上传人', dataIndex: 'createBy', width: 110 },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, row: DailyRow) => (
        <Space size={0}>
          {can('daily:downLoad') && (
            <Button
              type="link"
              size="small"
              onClick={() => void downloadRecordFile(dailyDownloadUrl(row.id), row.fileName)}
            >
              下载
            </Button>
          )}
          {can('daily:edit') && (
            <Button type="link" size="small" onClick={() => setEditing({ row })}>
              编辑
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <QueryForm table={table} dateRanges={['uploadTime']}>
        <Form.Item name="title" label="标题">
          <Input placeholder="请输入标题" allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="uploadTime" label="上传时间">
          <DatePicker.RangePicker style={{ width: 260 }} />
        </Form.Item>
      </QueryForm>
      <CrudToolbar
        module="daily"
        onAdd={() => setEditing({})}
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={table.selection.clear}
      />
      <Table<DailyRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        scroll={{ x: 900 }}
        size="middle"
      />
      <DailyFormModal open={!!editing} editing={editing?.row} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
