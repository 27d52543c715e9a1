import { Button, DatePicker, Form, Input, Space } from 'antd';
import { dailyReportCalls, type DailyReportRow } from '@risk/shared/api/content';
import { formatDay } from '../../../components/list-kit/format.ts';
import { RecordList } from '../../../components/records/RecordList.tsx';
import { downloadRecordFile, useCallAccess } from '../../../components/records/record-calls.ts';
import { DailyFormModal } from './DailyFormModal.tsx';

/** 专报日报: filter by title and upload time. */
export function DailyList() {
  const may = useCallAccess();

  return (
    <RecordList
      calls={dailyReportCalls}
      module="daily"
      dateRanges={['uploadTime']}
      filters={
        <>
          <Form.Item name="title" label="标题">
            <Input placeholder="请输入标题" allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="uploadTime" label="上传时间">
            <DatePicker.RangePicker style={{ width: 260 }} />
          </Form.Item>
        </>
      }
      columns={({ table, edit }) => [
        { title: '标题', dataIndex: 'title', width: 320, ...table.sorter('title') },
        { title: '文件', dataIndex: 'fileName', ellipsis: true },
        { title: '上传时间', dataIndex: 'uploadTime', width: 130, ...table.sorter('uploadTime'), render: formatDay },
        { title: '上传人', dataIndex: 'createBy', width: 110 },
        {
          title: '操作',
          key: 'actions',
          width: 140,
          render: (_: unknown, row: DailyReportRow) => (
            <Space size={0}>
              {may(dailyReportCalls.download) && (
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void downloadRecordFile(dailyReportCalls.download, row.fileName, { params: { id: row.id } })
                  }
                >
                  下载
                </Button>
              )}
              {may(dailyReportCalls.edit) && (
                <Button type="link" size="small" onClick={() => edit(row)}>
                  编辑
                </Button>
              )}
            </Space>
          ),
        },
      ]}
      scrollX={900}
      form={(dialog) => <DailyFormModal {...dialog} />}
    />
  );
}
