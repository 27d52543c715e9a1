import { useState } from 'react';
import { Button, Card, Form, Input, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { NewsRow } from '@risk/shared/schemas/content';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { useAccess } from '../../../lib/access.tsx';
import { NEWS_DEFAULT_SORT, NEWS_SORTABLE, NEWS_URL, useDeleteNews } from '../api/news.ts';
import { NewsFormModal } from './NewsFormModal.tsx';

/** 新闻: new, batch import, template, delete, row edit; filter by title (and status). */
export function NewsList() {
  const table = useResourceTable<NewsRow>(NEWS_URL, { sortable: NEWS_SORTABLE, defaultSort: NEWS_DEFAULT_SORT });
  const remove = useDeleteNews();
  const client = useQueryClient();
  const { can } = useAccess();
  const [editing, setEditing] = useState<{ row?: NewsRow } | undefined>();

  const columns: TableColumnsType<NewsRow> = [
    { title: '标题', dataIndex: 'title', width: 300, ...table.sorter('title') },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      ...table.sorter('status'),
      render: (v: number) => <DictTag dict="news_status" value={String(v)} />,
    },
    {
      title: '链接',
      dataIndex: 'link',
      width: 260,
      ellipsis: true,
      render: (v: string | null) =>
        v ? (
          <Typography.Link href={v} target="_blank" rel="noopener noreferrer">
            {v}
          </Typography.Link>
        ) : null,
    },
    {
      title: '内容',
      dataIndex: 'content',
      ellipsis: { showTitle: false },
      render: (v: string | null) => (
        <Tooltip placement="topLeft" title={v}>
          {v}
        </Tooltip>
      ),
    },
    { title: '创建时间', dataIndex: 'createTime', width: 180, ...table.sorter('createTime'), render: formatDateTime },
    ...(can('news:edit')
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, row: NewsRow) => (
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
      <QueryForm table={table}>
        <Form.Item name="title" label="标题">
          <Input placeholder="请输入标题" allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <DictSelect dict="news_status" placeholder="请选择状态" style={{ width: 160 }} />
        </Form.Item>
      </QueryForm>
      <CrudToolbar
        module="news"
        onAdd={() => setEditing({})}
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={table.selection.clear}
        importUrl={`${NEWS_URL}/importExcel`}
        onImported={() => void client.invalidateQueries({ queryKey: [NEWS_URL] })}
        template={{ url: `${NEWS_URL}/template`, fileName: '新闻导入模板.xlsx' }}
        exportFile={{ url: `${NEWS_URL}/download`, params: table.filters, fileName: '新闻.xlsx' }}
      />
      <Table<NewsRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        scroll={{ x: 1200 }}
        size="middle"
      />
      <NewsFormModal open={!!editing} editing={editing?.row} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
