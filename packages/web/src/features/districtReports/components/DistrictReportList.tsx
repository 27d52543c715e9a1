import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Space, Table, type TableColumnsType } from 'antd';
import type { DistrictReportRow } from '@risk/shared/schemas/content';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { downloadRecordFile } from '../../../components/files/StoreUpload.tsx';
import { useAccess } from '../../../lib/access.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import {
  DISTRICT_REPORT_DEFAULT_SORT,
  DISTRICT_REPORT_SORTABLE,
  DISTRICT_REPORT_URL,
  districtReportDownloadUrl,
  useDeleteDistrictReports,
} from '../api/district-reports.ts';
import { DistrictReportFormModal } from './DistrictReportFormModal.tsx';

/** 区县报告: report name, district, year; a district user sees (and filters) only their own district. */
export function DistrictReportList() {
  const table = useResourceTable<DistrictReportRow>(DISTRICT_REPORT_URL, {
    sortable: DISTRICT_REPORT_SORTABLE,
    defaultSort: DISTRICT_REPORT_DEFAULT_SORT,
  });
  const remove = useDeleteDistrictReports();
  const { can } = useAccess();
  const ownRegion = useSessionUser()?.region ?? null;
  const [editing, setEditing] = useState<{ row?: DistrictReportRow } | undefined>();

  const columns: TableColumnsType<DistrictReportRow> = [
    { title: '报告名称', dataIndex: 'reportName', width: 280, ...table.sorter('reportName') },
    { title: '区县', dataIndex: 'region', width: 120, ...table.sorter('region') },
    { title: '年份', dataIndex: 'year', width: 90, align: 'center', ...table.sorter('year') },
    { title: '文件', dataIndex: 'fileName', ellipsis: true },
    { title: '上传时间', dataIndex: 'createTime', width: 180, ...table.sorter('createTime'), render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, row: DistrictReportRow) => (
        <Space size={0}>
          {can('riskDistrictReport:downLoad') && (
            <Button
              type="link"
              size="small"
              onClick={() => void downloadRecordFile(districtReportDownloadUrl(row.id), row.fileName)}
            >
              下载
            </Button>
          )}
          {can('riskDistrictReport:edit') && (
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
      <QueryForm table={table}>
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
      </QueryForm>
      <CrudToolbar
        module="riskDistrictReport"
        onAdd={() => setEditing({})}
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={table.selection.clear}
      />
      <Table<DistrictReportRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        scroll={{ x: 1000 }}
        size="middle"
      />
      <DistrictReportFormModal open={!!editing} editing={editing?.row} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
