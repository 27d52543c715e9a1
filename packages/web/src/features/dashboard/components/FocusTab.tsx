import { useState } from 'react';
import { Button, Card, Col, Row, Table } from 'antd';
import type { FocusCompanyRow, FocusType } from '@risk/shared/schemas/dashboard';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { useAccess } from '../../../lib/access.tsx';
import { useFocusArea, useFocusCounts, useFollow, useKeepTrack } from '../api/dashboard-calls.ts';
import { CountBars } from './WarningOverview.tsx';

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
  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} xl={8}>
          <Card size="small" title="企业状态（家）">
            <CountBars rows={status.data} unit="家" loading={status.isLoading} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title="风险程度（家）">
            <CountBars rows={degree.data} unit="家" loading={degree.isLoading} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title="风险类别（条）">
            <CountBars rows={category.data} unit="条" loading={category.isLoading} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={8}>
          <Card size="small" title="各区关注企业（家）">
            <Table
              size="small"
              rowKey="area"
              pagination={false}
              scroll={{ y: 300 }}
              loading={area.isLoading}
              locale={{ emptyText: '暂无数据' }}
              dataSource={area.data}
              columns={[
                { title: '区县', dataIndex: 'area' },
                { title: '关注企业', dataIndex: 'total', align: 'right' },
                { title: '三级及以上', dataIndex: 'warningTotal', align: 'right' },
              ]}
            />
          </Card>
          <Card size="small" title="领域分布（家）" style={{ marginTop: 12 }}>
            <CountBars rows={field.data} unit="家" loading={field.isLoading} />
          </Card>
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
    </>
  );
}
