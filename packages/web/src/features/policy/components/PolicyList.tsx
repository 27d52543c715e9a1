import { Button, DatePicker, Form, Input, Space, Tooltip, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { policyCalls, type PolicyRow } from '@risk/shared/api/content';
import { formatDay } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { RecordList } from '../../../components/records/RecordList.tsx';
import { downloadRecordFile, useCallAccess } from '../../../components/records/record-calls.ts';
import { PolicyFormModal } from './PolicyFormModal.tsx';

/** 政策: title search, upload time (date only, sortable), files downloaded one by one. */
export function PolicyList() {
  const may = useCallAccess();
  const canDownload = may(policyCalls.download);

  return (
    <RecordList
      calls={policyCalls}
      module="policy"
      dateRanges={['uploadTime']}
      filters={
        <>
          <Form.Item name="title" label="标题">
            <Input placeholder="请输入标题" allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="type" label="政策类型">
            <DictSelect dict="policy_type" placeholder="请选择政策类型" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="uploadTime" label="上传时间">
            <DatePicker.RangePicker style={{ width: 260 }} />
          </Form.Item>
        </>
      }
      columns={({ table, edit }) => [
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
                  <Typography.Link
                    key={f.fileId}
                    onClick={() =>
                      void downloadRecordFile(policyCalls.download, f.fileName, { query: { fileId: f.fileId } })
                    }
                  >
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
        ...(may(policyCalls.edit)
          ? [
              {
                title: '操作',
                key: 'actions',
                width: 80,
                render: (_: unknown, row: PolicyRow) => (
                  <Button type="link" size="small" onClick={() => edit(row)}>
                    编辑
                  </Button>
                ),
              },
            ]
          : []),
      ]}
      scrollX={1100}
      form={(dialog) => <PolicyFormModal {...dialog} />}
    />
  );
}
