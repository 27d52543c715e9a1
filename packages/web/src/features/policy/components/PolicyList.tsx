import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { PolicyRow } from '@risk/shared/schemas/content';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { formatDay } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { useAccess } from '../../../lib/access.tsx';
import {
  downloadPolicyFile,
  POLICY_DEFAULT_SORT,
  POLICY_SORTABLE,
  POLICY_URL,
  useDeletePolicies,
} from '../api/policy.ts';
import { PolicyFormModal } from './PolicyFormModal.tsx';

/** 政策: title search, upload time (date only, sortable), files downloaded one by one. */
export function PolicyList() {
  const table = useResourceTable<PolicyRow>(POLICY_URL, {
    sortable: POLICY_SORTABLE,
    defaultSort: POLICY_DEFAULT_SORT,
  });
  const remove = useDeletePolicies();
  const { can } = useAccess();
  const [editing, setEditing] = useState<{ row?: PolicyRow } | undefined>();
  const canDownload = can('policy:download');

  const columns: TableColumnsType<PolicyRow> = [
    { title: '标题', dataIndex: 'title', width: 260, ...table.sorter('title') },
    {
      title: '政策类型',
      dataIndex: 'type',
      width: 110,
      render: (v: string) => <DictTag dict="policy_type" value={v} />,
    },
    {
      title: '摘要',
      dataIndex: 'summary',
      ellipsis: { showTitle: false },
      render: (v: string | null) => (
        <Tooltip placement="topLeft" title={v}>
          {v}
        </Tooltip>
      ),
    },
    {
      title: '文件',
      dataIndex: 'files',
      width: 260,
      render: (files: PolicyRow['files']) => (
        <Space orientation="vertical" size={0}>
          {files.map((f) =>
            canDownload ? (
              <Typography.Link key={f.fileId} onClick={() => void downloadPolicyFile(f.fileId, f.fileName)}>
                <PaperClipOutlined /> {f.fileName}
              </Typography.Link>
            ) : (
              <Typography.Text key={f.fileId}>
                <PaperClipOutlined /> {f.fileName}
              </Typography.Text>
            ),
          )}
        </Space>
      ),
    },
    { title: '上传时间', dataIndex: 'uploadTime', width: 120, ...table.sorter('uploadTime'), render: formatDay },
    ...(can('policy:edit')
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, row: PolicyRow) => (
              <Button type="link" size="small" onClick={() => setEditing({ row })}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card variant="borderless">
      <QueryForm table={table} dateRanges={['uploadTime']}>
        <Form.Item name="title" label="标题">
          <Input placeholder="请输入标题" allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="type" label="政策类型">
          <DictSelect dict="policy_type" placeholder="请选择政策类型" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="uploadTime" label="上传时间">
          <DatePicker.RangePicker style={{ width: 260 }} />
        </Form.Item>
      </QueryForm>
      <CrudToolbar
        module="policy"
        onAdd={() => setEditing({})}
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={table.selection.clear}
      />
      <Table<PolicyRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        scroll={{ x: 1100 }}
        size="middle"
      />
      <PolicyFormModal open={!!editing} editing={editing?.row} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
