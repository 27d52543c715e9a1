import { Card, DatePicker, Form, Select, Table, type TableColumnsType } from 'antd';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { ExportButton } from '../../../components/list-kit/FileButtons.tsx';
import { DISPOSE_REPORT_URL, useDisposeReport, type DisposeReportRow } from '../api/get-dispose-report.ts';
import { PERIOD_FIELD } from '../model/report-period.ts';
import { useReportFilters } from '../model/use-report-filters.ts';

/** The name of the server's total row. */
const WHOLE_CITY = '全市';
/** The sort select's form field; `sort` itself is a paging key of the URL kit. */
const SORT_FIELD = 'sortBy';

const count = (title: string, dataIndex: keyof DisposeReportRow) => ({ title, dataIndex, align: 'right' as const });

const COLUMNS: TableColumnsType<DisposeReportRow> = [
  { title: '区县', dataIndex: 'region', width: 120, fixed: 'left' },
  count('联动处置企业数', 'disposeCompNum'),
  count('约谈企业数', 'interviewNum'),
  count('约谈次数', 'allInterviewNum'),
  count('裁员和维稳企业数', 'stabilityNum'),
  count('裁员人数', 'layoffsPerson'),
  count('对接服务企业数', 'dockNum'),
  count('对接服务次数', 'allDockNum'),
  count('已办结', 'finishedNum'),
  count('已存档', 'archivedNum'),
  count('已评价', 'evaluatedNum'),
];

/** Districts ordered by one of the counts, most first. */
const SORT_OPTIONS = COLUMNS.slice(1).map((c) => ({ label: `按${String(c.title)}`, value: `${String((c as { dataIndex: string }).dataIndex)},DESC` }));

const onRow = (r: DisposeReportRow) => (r.region === WHOLE_CITY ? { style: { fontWeight: 600 } } : {});

/** 处置报表: linked-disposal counts per district with the 全市 total, for a period; exports the same numbers. */
export function DisposeReportTable() {
  const table = useReportFilters();
  const { [SORT_FIELD]: sort, ...rest } = table.params;
  const params = Object.fromEntries(Object.entries({ ...rest, sort }).filter(([, v]) => v !== undefined)) as Record<string, string | string[]>;
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
        <ExportButton url={`${DISPOSE_REPORT_URL}/download`} params={params} fileName="处置报表.xlsx" />
      </div>
      <Table<DisposeReportRow>
        rowKey="region"
        columns={COLUMNS}
        dataSource={report.data ?? []}
        loading={report.isFetching}
        pagination={false}
        bordered
        size="middle"
        onRow={onRow}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无数据' }}
      />
    </Card>
  );
}
