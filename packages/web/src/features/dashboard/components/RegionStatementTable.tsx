import { useState } from 'react';
import { Button, Card, DatePicker, Form, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { REGION_STATEMENT_COLUMNS, type RegionStatementRow } from '@risk/shared/schemas/dashboard';
import { DISTRICT_NAMES } from '@risk/shared/districts';
import { useSessionUser } from '../../../lib/session.ts';
import { downloadRegionStatement, useRegionStatement } from '../api/statements.ts';

interface Filters {
  range?: [Dayjs, Dayjs];
  companyRegion?: string;
}
const toParams = (f: Filters): Record<string, string> => ({
  ...(f.range
    ? {
        startTime: f.range[0].startOf('day').format('YYYY-MM-DD HH:mm:ss'),
        endTime: f.range[1].endOf('day').format('YYYY-MM-DD HH:mm:ss'),
      }
    : {}),
  ...(f.companyRegion ? { companyRegion: f.companyRegion } : {}),
});

const REGION_WIDTH = 160;
const RATE_WIDTH = 120;
const FIGURE_WIDTH = 79;
const STATEMENT_WIDTH = REGION_WIDTH + RATE_WIDTH + (REGION_STATEMENT_COLUMNS.length - 1) * FIGURE_WIDTH;

/** 风险报表: 全市 with its districts as a tree, search by period and district, reset, export (.xlsx). */
export function RegionStatementTable() {
  const [form] = Form.useForm<Filters>();
  const [params, setParams] = useState<Record<string, string>>({});
  const statement = useRegionStatement(params);
  const user = useSessionUser();
  const own = user?.region ?? undefined;
  const regions = own ? [own] : DISTRICT_NAMES;
  return (
    <Card variant="borderless">
      <Form form={form} layout="inline" style={{ marginBottom: 16 }} onFinish={(f) => setParams(toParams(f))}>
        <Form.Item name="range" label="统计时间">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="companyRegion" label="区县">
          <Select
            allowClear
            placeholder="请选择区县"
            style={{ width: 160 }}
            options={regions.map((r) => ({ value: r, label: r }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setParams({});
            }}
          >
            重置
          </Button>
          <Button onClick={() => downloadRegionStatement(params)}>导出</Button>
        </Space>
      </Form>
      <Table<RegionStatementRow>
        size="small"
        bordered
        rowKey="region"
        loading={statement.isLoading}
        locale={{ emptyText: '暂无数据' }}
        dataSource={statement.data}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        // 18 figures fit a 1920 px window (headers wrap); narrower, the table scrolls with 区县 fixed
        // and its scroll bar kept at the window's foot (sticky), not below the fold under 18 rows
        scroll={{ x: STATEMENT_WIDTH }}
        sticky
        key={JSON.stringify(params) + String(statement.data?.length)}
        columns={[
          { title: '区县', dataIndex: 'region', width: REGION_WIDTH, fixed: 'left' },
          ...REGION_STATEMENT_COLUMNS.map((c) => ({
            title: c.header,
            dataIndex: c.key,
            align: 'right' as const,
            width: c.key === 'disposalRate' ? RATE_WIDTH : FIGURE_WIDTH,
            render: (v: number | string) => (c.key === 'disposalRate' ? String(v).replace(',', '（') + '）' : v),
          })),
        ]}
      />
    </Card>
  );
}
