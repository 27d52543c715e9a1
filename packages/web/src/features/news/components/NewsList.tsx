import { Button, Form, Input, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { newsCalls, type NewsRow } from '@risk/shared/api/content';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { ImportButton } from '../../../components/list-kit/ImportButton.tsx';
import { ExportButton, TemplateButton } from '../../../components/list-kit/FileButtons.tsx';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { RecordList } from '../../../components/records/RecordList.tsx';
import { useCallAccess } from '../../../components/records/record-calls.ts';
import { NewsFormModal } from './NewsFormModal.tsx';

/** 新闻: new, batch import, template, delete, row edit; filter by title (and status). */
export function NewsList() {
  const may = useCallAccess();
  const client = useQueryClient();

  return (
    <RecordList
      calls={newsCalls}
      module="news"
      filters={
        <>
          <Form.Item name="title" label="标题">
            <Input placeholder="请输入标题" allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <DictSelect dict="news_status" placeholder="请选择状态" style={{ width: 160 }} />
          </Form.Item>
        </>
      }
      toolbar={(table) => (
        <>
          {may(newsCalls.importExcel) && (
            <ImportButton
              call={newsCalls.importExcel}
              onImported={() => void client.invalidateQueries({ queryKey: [newsCalls.list.area] })}
            />
          )}
          {may(newsCalls.template) && <TemplateButton call={newsCalls.template} fileName="新闻导入模板.xlsx" />}
          {may(newsCalls.download) && (
            <ExportButton call={newsCalls.download} params={table.filters} fileName="新闻.xlsx" />
          )}
        </>
      )}
      columns={({ table, edit }) => [
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
        {
          title: '创建时间',
          dataIndex: 'createTime',
          width: 180,
          ...table.sorter('createTime'),
          render: formatDateTime,
        },
        ...(may(newsCalls.edit)
          ? [
              {
                title: '操作',
                key: 'actions',
                width: 80,
                render: (_: unknown, row: NewsRow) => (
                  <Button type="link" size="small" onClick={() => edit(row)}>
                    编辑
                  </Button>
                ),
              },
            ]
          : []),
      ]}
      // the columns' widths and 148 px of 内容: the table fits a 1440 px window, 操作 included
      scrollX={1100}
      form={(dialog) => <NewsFormModal {...dialog} />}
    />
  );
}
