import { Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '@risk/shared/api/import';
import { datasetCalls } from '@risk/shared/api/datasets';
import type { DatasetDef } from '@risk/shared/datasets';
import { ImportButton } from '../../../components/list-kit/ImportButton.tsx';
import { importCallOf, importSummary } from '../model/dataset-columns.ts';

const PERIOD_COLUMNS = [
  { title: '统计期', dataIndex: 'period', width: 140 },
  { title: '新增', dataIndex: 'created', width: 120 },
  { title: '替换原有', dataIndex: 'replaced', width: 120 },
];

/** A data set's row report beside the message: per period, rows created and rows of earlier imports replaced. */
function PeriodReport({ report }: { report: ImportReport }) {
  return (
    <>
      <div style={{ marginBottom: 8 }}>{importSummary(report)}</div>
      <Table
        rowKey="period"
        size="small"
        columns={PERIOD_COLUMNS}
        dataSource={report.periods ?? []}
        pagination={{ pageSize: 12, hideOnSinglePage: true }}
      />
    </>
  );
}

/** Picks an .xlsx and imports it into the data set, followed in the import dialog; a success refreshes every data-set read. */
export function DatasetUpload({
  def,
  label = '导入数据',
  dragger = false,
}: {
  def: DatasetDef;
  label?: string;
  dragger?: boolean;
}) {
  const client = useQueryClient();
  const { call, query } = importCallOf(def);
  return (
    <ImportButton
      call={call}
      query={query}
      label={label}
      dragger={dragger}
      onImported={() => void client.invalidateQueries({ queryKey: [datasetCalls.rows.area] })}
      renderReport={(report) => <PeriodReport report={report} />}
    />
  );
}
