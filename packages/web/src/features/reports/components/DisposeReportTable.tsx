import { Card, DatePicker, Form, Select, type TableColumnsType } from 'antd';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { DistrictTable } from './DistrictTable.tsx';
import { ExportButton } from '../../../components/list-kit/FileButtons.tsx';
import { CITY_TOTAL_ROW, DISPOSE_REPORT_COLUMNS } from '@risk/shared/schemas/reports';
import { type DisposeReportRow, reportsCalls } from '@risk/shared/api/reports';
import { useDisposeReport } from '../api/get-dispose-report.ts';
import { PERIOD_FIELD } from '../model/report-period.ts';
import { useReportFilters } from '../model/use-report-filters.ts';

/** The sort select's form field; `sort` itself is a paging key of the URL kit. */
const SORT_FIELD = 'sortBy';

/** The columns of the download, in its order and with its headers, so screen and file read alike. */
const COLUMNS: TableColumnsType<DisposeReportRow> = [
  { title: '区县', dataIndex: 'region', width: 120, fixed: 'left' },
  ...DISPOSE_REPORT_COLUMNS.map((c) => ({ title: c.header, dataIndex: c.key, align: 'right' as const })),
];

/** Districts ordered by one of the counts, most first. */
const SORT_OPTIONS = DISPOSE_REPORT_COLUMNS.map((c) => ({ label: `按${c.header}`, value: `${c.key},DESC` }));

/** 处置报表: linked-disposal counts per district with the 全市 total, for a period; exports the same numbers. */
export function DisposeReportTable() {
  const table = useReportFilters();
  const { [SORT_FIELD]: sort, ...rest } = table.params;
  const params = Object.fromEntries(Object.entries({ ...rest, sort }).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | string[]
  >;
  const report = useDisposeReport(params);

  return (
    <Card variant="borderless">
      <QueryForm table={table} dateRanges={[PERIOD_FIELD]}>
        <Form.Item name={PERIOD_FIELD} label="处置时间">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name={SORT_FIELD} label="排序">
          <Select placeholder="默认按区县" allowClear options={SORT_OPTIONS} style={{ width: 200 }} />
        </Form.Item>
      </QueryForm>
      <div style={{ marginBottom: 16 }}>
        <ExportButton call={reportsCalls.disposeReportDownload} params={params} fileName="处置报表.xlsx" />
      </div>
      <DistrictTable<DisposeReportRow>
        rows={report.data}
        loading={report.isFetching}
        columns={COLUMNS}
        regionKey="region"
        totalLabel={CITY_TOTAL_ROW}
      />
    </Card>
  );
}
