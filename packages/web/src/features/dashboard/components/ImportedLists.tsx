import { useMemo, useState } from 'react';
import { Card, Table } from 'antd';
import { toLineOption } from '../../../components/charts/options.ts';
import type { DatasetRowItem } from '@risk/shared/schemas/datasets';
import { useConcernCompanies, useRiskIndexes, useWriteOffs } from '../api/external-data.ts';
import { ChartCard } from './ChartCard.tsx';

const pager = (page: number, total: number, setPage: (p: number) => void) => ({
  current: page + 1,
  pageSize: 10,
  total,
  showSizeChanger: false,
  showTotal: (n: number) => `共 ${n} 家`,
  onChange: (p: number) => setPage(p - 1),
});

/** The imported focus companies of a type (latest month of the data set). */
export function ImportedConcernList({ type }: { type: 1 | 2 | 3 }) {
  const [page, setPage] = useState(0);
  const q = useConcernCompanies(type, page, 10);
  return (
    <Card size="small" title="导入的关注企业名单（最新月份）" style={{ marginTop: 12 }}>
      <Table<DatasetRowItem>
        size="small"
        rowKey="id"
        loading={q.isLoading}
        locale={{ emptyText: '暂无数据' }}
        dataSource={q.data?.items}
        pagination={pager(page, q.data?.total ?? 0, setPage)}
        columns={[
          { title: '月份', dataIndex: 'period', width: 90 },
          { title: '企业名称', dataIndex: 'companyName', ellipsis: true },
          { title: '区县', dataIndex: 'region', width: 110 },
          { title: '行业', dataIndex: 'industry', width: 110 },
          { title: '职工人数', dataIndex: 'employees', width: 90, align: 'right' },
          { title: '关注原因', dataIndex: 'reason', ellipsis: true },
          { title: '工作措施', dataIndex: 'measures', ellipsis: true },
        ]}
      />
    </Card>
  );
}

/** 注销情况: the imported deregistrations (latest month). */
export function WriteOffList() {
  const [page, setPage] = useState(0);
  const q = useWriteOffs(page, 10);
  return (
    <Card size="small" title="企业注销情况（最新月份）">
      <Table<DatasetRowItem>
        size="small"
        rowKey="id"
        loading={q.isLoading}
        locale={{ emptyText: '暂无数据' }}
        dataSource={q.data?.items}
        pagination={pager(page, q.data?.total ?? 0, setPage)}
        columns={[
          { title: '月份', dataIndex: 'period', width: 90 },
          { title: '企业名称', dataIndex: 'companyName', ellipsis: true },
          { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
          { title: '区县', dataIndex: 'region', width: 110 },
          { title: '行业', dataIndex: 'industry', width: 110 },
          { title: '注销日期', dataIndex: 'writeOffDate', width: 110 },
          { title: '注销前参保（人）', dataIndex: 'insuredBefore', width: 130, align: 'right' },
          { title: '注销原因', dataIndex: 'reason', ellipsis: true },
        ]}
      />
    </Card>
  );
}

/** The satisfaction line by year and quarter from the risk index (风险指数). */
export function SatisfactionLine() {
  const q = useRiskIndexes();
  const option = useMemo(() => {
    const rows = [...(q.data?.items ?? [])].sort((a, b) => a.year - b.year || a.quarterly - b.quarterly);
    if (rows.length === 0) return undefined;
    return toLineOption({
      categories: rows.map((r) => `${r.year}Q${r.quarterly}`),
      series: [
        { name: '就业满意度指数', data: rows.map((r) => r.eeIndex) },
        { name: '家庭收入满意度指数', data: rows.map((r) => r.esIndex) },
        { name: '就业状况指数', data: rows.map((r) => r.fiseIndex) },
        { name: '家庭收入状况指数', data: rows.map((r) => r.fissIndex) },
      ],
    });
  }, [q.data]);
  return <ChartCard title="满意度与状况指数（按年、季度）" option={option} loading={q.isLoading} height={320} />;
}
