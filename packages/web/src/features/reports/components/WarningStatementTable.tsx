import { Card, DatePicker, Form, type TableColumnsType } from 'antd';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { DistrictTable } from './DistrictTable.tsx';
import { WARNING_TOTAL_ROW } from '@risk/shared/schemas/reports';
import { type EarlyWarnRow } from '@risk/shared/api/reports';
import { useEarlyWarnReport } from '../api/get-early-warn-report.ts';
import { PERIOD_FIELD } from '../model/report-period.ts';
import { rateCell } from '../model/rate-cell.ts';
import { useReportFilters } from '../model/use-report-filters.ts';

const COLUMNS: TableColumnsType<EarlyWarnRow> = [
  { title: '区县', dataIndex: 'companyRegion', width: 120, fixed: 'left' },
  { title: '预警名单（已接单/已派单）', dataIndex: 'earlyWarningList', align: 'right' },
  { title: '裁员名单（裁员/已派单）', dataIndex: 'downsizingList', align: 'right' },
  { title: '核实率（已反馈/已派单）', dataIndex: 'verifyRate', align: 'right', render: rateCell },
  { title: '处置率（已处置/三级及以上）', dataIndex: 'disposalRate', align: 'right', render: rateCell },
];

/** 预警报表 (earlyWarnReport): warning, layoff, verify and disposal figures per district with the 全部 row. */
export function WarningStatementTable() {
  const table = useReportFilters();
  const params = Object.fromEntries(Object.entries(table.params).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | string[]
  >;
  const report = useEarlyWarnReport(params);

  return (
    <Card variant="borderless">
      <QueryForm table={table} dateRanges={[PERIOD_FIELD]}>
        <Form.Item name={PERIOD_FIELD} label="推送时间">
          <DatePicker.RangePicker />
        </Form.Item>
      </QueryForm>
      <DistrictTable<EarlyWarnRow>
        rows={report.data}
        loading={report.isFetching}
        columns={COLUMNS}
        regionKey="companyRegion"
        totalLabel={WARNING_TOTAL_ROW}
      />
    </Card>
  );
}
