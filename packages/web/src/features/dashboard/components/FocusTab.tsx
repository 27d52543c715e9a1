import { useState } from 'react';
import { Button, Card, Col, Row, Table } from 'antd';
import type { FocusCompanyRow, FocusType } from '@risk/shared/schemas/dashboard';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { useAccess } from '../../../lib/access.tsx';
import { useFocusArea, useFocusCounts, useFollow, useKeepTrack } from '../api/dashboard-calls.ts';
import { useMemo } from 'react';
import { ChartCard } from './ChartCard.tsx';
import { ImportedConcernList } from './ImportedLists.tsx';
import { districtBarsOf, ringOf, topBarsOf } from './charts.ts';

/** The data sets' focus types: 1 市级关注, 2 区级关注, 3 其他关注 (docs/datasets.md). */
const CONCERN_TYPE = { city: 1, district: 2, other: 3 } as const;
const FOLLOW_CODES = ['devOpsDashboard:follow', 'cityDashboard:follow'];

/** 市级关注 / 区级关注 / 其他关注: the followed companies of one kind, by district, status, degree, field. */
export function FocusTab({ type }: { type: FocusType }) {
  const area = useFocusArea(type);
  const status = useFocusCounts(type, 'enterpriseNumber');
  const degree = useFocusCounts(type, 'enterpriseRiskNumber');
  const category = useFocusCounts(type, 'categoryNumber');
  const field = useFocusCounts(type, 'fieldDistribution');
  const [page, setPage] = useState(0);
  const track = useKeepTrack(type, page, 10);
  const follow = useFollow();
  const { can } = useAccess();
  const areaBars = useMemo(
    () =>
      area.data?.some((r) => r.riskCompanyCount > 0)
        ? districtBarsOf(
            area.data.map((r) => ({ area: r.area, a: r.riskCompanyCount, b: r.warningDispatchCount })),
            ['关注企业', '三级及以上'],
            '家',
          )
        : undefined,
    [area.data],
  );
  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} xl={8}>
          <ChartCard
            title="企业状态（家）"
            height={240}
            option={ringOf(status.data, '家')}
            loading={status.isLoading}
          />
        </Col>
        <Col xs={24} xl={8}>
          <ChartCard
            title="风险程度（家）"
            height={240}
            option={ringOf(degree.data, '家')}
            loading={degree.isLoading}
          />
        </Col>
        <Col xs={24} xl={8}>
          <ChartCard
            title="风险类别（条）"
            height={240}
            option={ringOf(category.data, '条')}
            loading={category.isLoading}
          />
        </Col>
      </Row>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={8}>
          <ChartCard title="各区关注企业（家）" height={300} option={areaBars} loading={area.isLoading} />
          <div style={{ height: 12 }} />
          <ChartCard
            title="领域分布（前十，家）"
            height={300}
            option={topBarsOf(field.data, '家', '关注企业')}
            loading={field.isLoading}
          />
        </Col>
        <Col xs={24} xl={16}>
          <Card size="small" title="跟踪名单">
            <Table<FocusCompanyRow>
              size="small"
              rowKey="id"
              loading={track.isLoading}
              locale={{ emptyText: '暂无数据' }}
              dataSource={track.data?.items}
              pagination={{
                current: page + 1,
                pageSize: 10,
                total: track.data?.total ?? 0,
                showSizeChanger: false,
                onChange: (p) => setPage(p - 1),
              }}
              columns={[
                { title: '企业名称', dataIndex: 'companyName', ellipsis: true },
                { title: '区县', dataIndex: 'region', width: 110 },
                { title: '级别', dataIndex: 'level', width: 90 },
                {
                  title: '状态',
                  dataIndex: 'status',
                  width: 100,
                  render: (v: number) => <DictTag dict="company_status" value={String(v)} />,
                },
                { title: '风险信息（条）', dataIndex: 'riskInfoCount', width: 120, align: 'right' },
                ...(can(FOLLOW_CODES)
                  ? [
                      {
                        title: '操作',
                        key: 'follow',
                        width: 90,
                        render: (_: unknown, r: FocusCompanyRow) => (
                          <Button type="link" size="small" onClick={() => follow.mutate(r.id)}>
                            {r.followed ? '取消关注' : '关注'}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
        </Col>
      </Row>
      <ImportedConcernList type={CONCERN_TYPE[type]} />
    </>
  );
}
