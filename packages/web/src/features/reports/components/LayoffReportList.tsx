import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, DatePicker, Form, Input, Table, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { readListState } from '../../../components/list-kit/list-state.ts';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useAccess } from '../../../lib/access.tsx';
import type { LayoffReportRow } from '@risk/shared/api/reports';
import { downloadLayoffReport } from '../api/layoff-reports.ts';
import { reportsCalls } from '@risk/shared/api/reports';
import { PERIOD_FIELD, periodParams } from '../model/report-period.ts';
import { ReportRegionSelect } from './ReportRegionSelect.tsx';

const DOWNLOAD_CODE = 'layoffsReport:downLoad';

/** 裁员报告: the layoff reports filed for companies, filtered by district, name, company and report time. */
export function LayoffReportList() {
  const { can } = useAccess();
  const [downloading, setDownloading] = useState<number>();
  // the range travels as startTime / endtime (the spec's spelling), not under its form name
  const [search] = useSearchParams();
  const { startTime, endTime } = periodParams(readListState(search, []).filters);
  const table = useResourceTable(reportsCalls.layoffsReport, {
    params: { [PERIOD_FIELD]: undefined, startTime, endtime: endTime },
  });

  const download = (row: LayoffReportRow) => {
    setDownloading(row.id);
    void downloadLayoffReport(row).finally(() => setDownloading(undefined));
  };

  const columns: TableColumnsType<LayoffReportRow> = [
    { title: '报告名称', dataIndex: 'reportName', width: 260, ellipsis: true },
    { title: '区县', dataIndex: 'region', width: 130 },
    { title: '企业名称', dataIndex: 'companyName', width: 260, ellipsis: true },
    { title: '报告时间', dataIndex: 'reportTime', width: 180, ...table.sorter('reportTime'), render: formatDateTime },
    {
      title: '文件',
      dataIndex: 'fileName',
      ellipsis: true,
      render: (name: string | null) => name ?? <Typography.Text type="secondary">暂无文件</Typography.Text>,
    },
    ...(can(DOWNLOAD_CODE)
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 100,
            fixed: 'right' as const,
            render: (_: unknown, row: LayoffReportRow) => (
              <Typography.Link disabled={downloading === row.id} onClick={() => download(row)}>
                <DownloadOutlined /> 下载
              </Typography.Link>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card variant="borderless">
      <QueryForm table={table} dateRanges={[PERIOD_FIELD]}>
        <Form.Item name="region" label="区县">
          <ReportRegionSelect style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="reportName" label="报告名称">
          <Input placeholder="请选择报告名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="companyName" label="企业名称">
          <Input placeholder="请输入企业名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name={PERIOD_FIELD} label="报告时间">
          <DatePicker.RangePicker />
        </Form.Item>
      </QueryForm>
      <Table<LayoffReportRow> {...table.tableProps} columns={columns} scroll={{ x: 1100 }} size="middle" />
    </Card>
  );
}
