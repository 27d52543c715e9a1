import { useSearchParams } from 'react-router';
import { Card, Form, Input, Select, Table, Tabs, type TableColumnsType } from 'antd';
import { datasetCalls } from '@risk/shared/api/datasets';
import { dataset, type DatasetDef } from '@risk/shared/datasets';
import type { DatasetRowItem } from '@risk/shared/schemas/datasets';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useDatasetPeriods } from '../api/dataset-periods.ts';
import { datasetTableColumns } from '../model/dataset-columns.ts';

/** 专题's lists: the special monitoring lists (11, 12), key companies (13) and the bubble chart's companies (14). */
const SUBJECT_TYPES = [11, 12, 13, 14] as const;

/** 区县 over `global_regoin`; a user tied to a district is offered only their own. */
function RegionSelect(props: { style?: React.CSSProperties }) {
  const region = useSessionUser()?.region;
  if (region)
    return <Select {...props} allowClear placeholder="请选择区县" options={[{ label: region, value: region }]} />;
  return <DictSelect {...props} dict="global_regoin" placeholder="请选择区县" />;
}

function PeriodSelect({ biType, ...props }: { biType: number; style?: React.CSSProperties }) {
  const periods = useDatasetPeriods(biType);
  return (
    <Select
      {...props}
      allowClear
      placeholder="全部统计期"
      loading={periods.isLoading}
      options={(periods.data ?? []).map((p) => ({ label: p, value: p }))}
    />
  );
}

/** 专题: the imported lists, one tab each, filtered by period, district and keyword (district users see their own). */
export function DatasetRowsList() {
  // the tab lives in the URL with the filters, so a list can be linked; a missing or foreign one is the first tab
  const [search] = useSearchParams();
  const def: DatasetDef = dataset(SUBJECT_TYPES.find((t) => String(t) === search.get('biType')) ?? SUBJECT_TYPES[0]);
  const table = useResourceTable(datasetCalls.rows, { params: { biType: def.biType } });
  const columns = datasetTableColumns(def) as TableColumnsType<DatasetRowItem>;
  const width = datasetTableColumns(def).reduce((s, c) => s + c.width, 0);

  return (
    <Card variant="borderless">
      <Tabs
        activeKey={String(def.biType)}
        onChange={(key) => table.setFilters({ biType: key })}
        items={SUBJECT_TYPES.map((t) => ({ key: String(t), label: dataset(t).name }))}
      />
      <QueryForm table={table}>
        <Form.Item name="period" label="统计期">
          <PeriodSelect key={def.biType} biType={def.biType} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="region" label="区县">
          <RegionSelect style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="keyword" label="关键字">
          <Input placeholder="企业名称、信用代码、专项等" allowClear style={{ width: 240 }} />
        </Form.Item>
      </QueryForm>
      <Table<DatasetRowItem> {...table.tableProps} columns={columns} scroll={{ x: width }} size="middle" />
    </Card>
  );
}
