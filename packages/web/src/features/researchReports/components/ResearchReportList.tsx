import { Button, Card, Form, Input, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { researchReportCalls, type ResearchReportRow } from '@risk/shared/api/content';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { downloadRecordFile } from '../../../components/records/record-calls.ts';
import { openResearchReport } from '../api/research-reports.ts';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** 风险报告: the research reports (PDF), opened in the browser's viewer or downloaded. */
export function ResearchReportList() {
  const table = useResourceTable(researchReportCalls.list);

  const columns: TableColumnsType<ResearchReportRow> = [
    {
      title: '报告名称',
      dataIndex: 'title',
      width: 360,
      ...table.sorter('title'),
      render: (title: string, row) => (
        <Button
          type="link"
          icon={<FilePdfOutlined />}
          onClick={() => void openResearchReport(row.id)}
          style={{ padding: 0 }}
        >
          {title}
        </Button>
      ),
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
    { title: '发布日期', dataIndex: 'publishDate', width: 120, ...table.sorter('publishDate') },
    { title: '大小', dataIndex: 'size', width: 90, render: sizeText },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_: unknown, row: ResearchReportRow) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void openResearchReport(row.id)}>
            查看
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() =>
              void downloadRecordFile(researchReportCalls.download, row.fileName, { params: { id: row.id } })
            }
          >
            下载
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <QueryForm table={table}>
        <Form.Item name="title" label="报告名称">
          <Input placeholder="请输入报告名称" allowClear style={{ width: 240 }} />
        </Form.Item>
      </QueryForm>
      <Table<ResearchReportRow> {...table.tableProps} columns={columns} scroll={{ x: 1000 }} size="middle" />
    </Card>
  );
}
