import { Button, Form, Input, InputNumber, Space } from 'antd';
import { districtReportCalls, type DistrictReportRow } from '@risk/shared/api/content';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { RecordList } from '../../../components/records/RecordList.tsx';
import { downloadRecordFile, useCallAccess } from '../../../components/records/record-calls.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { DistrictReportFormModal } from './DistrictReportFormModal.tsx';

/** 区县报告: report name, district, year; a district user sees (and filters) only their own district. */
export function DistrictReportList() {
  const may = useCallAccess();
  const ownRegion = useSessionUser()?.region ?? null;

  return (
    <RecordList
      calls={districtReportCalls}
      module="riskDistrictReport"
      filters={
        <>
          <Form.Item name="reportName" label="报告名称">
            <Input placeholder="请选择报告名称" allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="region" label="区县">
            {ownRegion ? (
              <DictSelect dict="global_regoin" placeholder={ownRegion} disabled style={{ width: 160 }} />
            ) : (
              <DictSelect dict="global_regoin" placeholder="请选择区县" style={{ width: 160 }} />
            )}
          </Form.Item>
          <Form.Item name="year" label="年份">
            <InputNumber placeholder="请输入年份" min={1} precision={0} style={{ width: 140 }} />
          </Form.Item>
        </>
      }
      columns={({ table, edit }) => [
        { title: '报告名称', dataIndex: 'reportName', width: 280, ...table.sorter('reportName') },
        { title: '区县', dataIndex: 'region', width: 120, ...table.sorter('region') },
        { title: '年份', dataIndex: 'year', width: 90, align: 'center', ...table.sorter('year') },
        { title: '文件', dataIndex: 'fileName', ellipsis: true },
        {
          title: '上传时间',
          dataIndex: 'createTime',
          width: 180,
          ...table.sorter('createTime'),
          render: formatDateTime,
        },
        {
          title: '操作',
          key: 'actions',
          width: 140,
          render: (_: unknown, row: DistrictReportRow) => (
            <Space size={0}>
              {may(districtReportCalls.download) && (
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void downloadRecordFile(districtReportCalls.download, row.fileName, { params: { id: row.id } })
                  }
                >
                  下载
                </Button>
              )}
              {may(districtReportCalls.edit) && (
                <Button type="link" size="small" onClick={() => edit(row)}>
                  编辑
                </Button>
              )}
            </Space>
          ),
        },
      ]}
      scrollX={1000}
      form={(dialog) => <DistrictReportFormModal {...dialog} />}
    />
  );
}
