import { useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Popconfirm, Row, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { percent } from '@risk/shared/rates';
import { MONTHLY_TABLES, type MonthlyRow, type MonthlyTableKey } from '@risk/shared/schemas/dashboard';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { Access } from '../../../lib/access.tsx';
import { useMonthlyTable, useMonthSnapshots, usePublishMonth } from '../api/statements.ts';
import { beijing } from '../../../lib/beijing-time.ts';

const lastMonth = () => beijing().subtract(1, 'month').format('YYYY-MM');

function MonthTable({ table, month }: { table: MonthlyTableKey; month: string }) {
  const q = useMonthlyTable(table, month);
  const def = MONTHLY_TABLES[table];
  return (
    <Card size="small" title={def.title} style={{ marginBottom: 12 }}>
      <Table<MonthlyRow>
        size="small"
        bordered
        rowKey="region"
        pagination={false}
        loading={q.isLoading}
        locale={{ emptyText: '暂无数据' }}
        dataSource={q.data?.rows}
        onRow={(r) => (r.region === '全市' ? { style: { fontWeight: 600 } } : {})}
        columns={[
          { title: '区县', dataIndex: 'region', width: 150 },
          ...def.columns.map((c) => ({
            title: c.header,
            dataIndex: c.key,
            align: 'right' as const,
            render: (v: number) =>
              c.key === 'verifyRate' ? percent(v) : c.key === 'averageFeedbackDays' ? Number(v).toFixed(2) : v,
          })),
        ]}
      />
    </Card>
  );
}

/** 月度监测: a month's three tables; publishing keeps them unchanged; earlier months read as published. */
export function MonthlyReport() {
  const [month, setMonth] = useState(lastMonth());
  const one = useMonthlyTable('one', month);
  const history = useMonthSnapshots();
  const publish = usePublishMonth();
  const published = one.data?.published;
  return (
    <Row gutter={12}>
      <Col xs={24} xl={19}>
        <Space style={{ marginBottom: 12 }} wrap>
          <DatePicker
            picker="month"
            allowClear={false}
            value={dayjs(`${month}-01`)}
            disabledDate={(d) => d.isAfter(dayjs(), 'month')}
            onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
          />
          <Access codes="monthlyMonitor:publish">
            <Popconfirm
              title={`发布 ${month} 的月度监测？发布后该月数据不再变化`}
              onConfirm={() => publish.mutate(month)}
              disabled={published}
            >
              <Button type="primary" disabled={published} loading={publish.isPending}>
                发布本月报表
              </Button>
            </Popconfirm>
          </Access>
        </Space>
        {published !== undefined && (
          <Alert
            style={{ marginBottom: 12 }}
            type={published ? 'success' : 'info'}
            showIcon
            message={
              published
                ? `已于 ${formatDateTime(one.data?.publishTime)} 发布，以下为发布时的数据`
                : '尚未发布：以下为按当前数据计算的结果'
            }
          />
        )}
        {(Object.keys(MONTHLY_TABLES) as MonthlyTableKey[]).map((t) => (
          <MonthTable key={t} table={t} month={month} />
        ))}
      </Col>
      <Col xs={24} xl={5}>
        <Card size="small" title="发布历史">
          <Table
            size="small"
            rowKey="month"
            pagination={false}
            showHeader={false}
            loading={history.isLoading}
            locale={{ emptyText: '暂无数据' }}
            dataSource={history.data ?? []}
            onRow={(h) => ({ onClick: () => setMonth(h.month), style: { cursor: 'pointer' } })}
            columns={[
              { dataIndex: 'month', render: (m: string) => <Typography.Link>{m}</Typography.Link> },
              {
                dataIndex: 'createBy',
                align: 'right',
                render: (by: string) => <Typography.Text type="secondary">{by}</Typography.Text>,
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
