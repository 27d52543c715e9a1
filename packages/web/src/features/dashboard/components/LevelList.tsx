import { useMemo, useState } from 'react';
import { Button, Card, Col, Empty, Row, Table, Tag } from 'antd';
import { LEVEL_COLOUR_HEX, type LevelListRow } from '@risk/shared/schemas/dashboard';
import { EChart } from '../../../components/charts/EChart.tsx';
import { toRadarOption } from '../../../components/charts/options.ts';
import { useAccess } from '../../../lib/access.tsx';
import { useFollow, useLevelList, useRadar } from '../api/dashboard-calls.ts';

const COLOUR_LABEL = { red: '红', yellow: '黄', blue: '蓝', grey: '灰', green: '绿' } as const;
const FOLLOW_CODES = ['devOpsDashboard:follow', 'cityDashboard:follow'];

/** The radar of the selected company against its district's average. */
function CompanyRadarChart({ id }: { id?: number }) {
  const radar = useRadar(id);
  const d = radar.data;
  const option = useMemo(
    () =>
      d
        ? toRadarOption(d.indicators, [
            { name: d.companyName, data: d.company },
            { name: `${d.region}平均`, data: d.districtAverage },
          ])
        : undefined,
    [d],
  );
  if (!id) return <Empty description="暂无数据" />;
  return <EChart option={option ?? {}} theme="dashboard" notMerge />;
}

/** 预警企业名单: coloured by the current level (green when the risk is defused), first rating beside it. */
export function LevelList({ year }: { year: number }) {
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number>();
  const list = useLevelList(year, page, 10);
  const follow = useFollow();
  const { can } = useAccess();
  return (
    <Row gutter={12}>
      <Col xs={24} xl={15}>
        <Card size="small" title="预警企业名单（红 一级 · 黄 二级 · 蓝 三级 · 灰 三级以下 · 绿 已化解）">
          <Table<LevelListRow>
            size="small"
            rowKey="orderId"
            loading={list.isLoading}
            locale={{ emptyText: '暂无数据' }}
            dataSource={list.data?.items}
            onRow={(r) => ({ onClick: () => setSelected(r.riskCompanyId), style: { cursor: 'pointer' } })}
            pagination={{
              current: page + 1,
              pageSize: 10,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              onChange: (p) => setPage(p - 1),
            }}
            columns={[
              {
                title: '',
                dataIndex: 'colour',
                width: 44,
                render: (c: LevelListRow['colour']) => <Tag color={LEVEL_COLOUR_HEX[c]}>{COLOUR_LABEL[c]}</Tag>,
              },
              { title: '企业名称', dataIndex: 'companyName', ellipsis: true },
              { title: '区县', dataIndex: 'region', width: 110 },
              { title: '初始级别', dataIndex: 'initialLevel', width: 90 },
              { title: '当前级别', dataIndex: 'level', width: 90 },
              { title: '定级时间', dataIndex: 'gradeTime', width: 170 },
              ...(can(FOLLOW_CODES)
                ? [
                    {
                      title: '操作',
                      key: 'follow',
                      width: 90,
                      render: (_: unknown, r: LevelListRow) => (
                        <Button
                          type="link"
                          size="small"
                          loading={follow.isPending && follow.variables === r.riskCompanyId}
                          onClick={(e) => {
                            e.stopPropagation();
                            follow.mutate(r.riskCompanyId);
                          }}
                        >
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
      <Col xs={24} xl={9}>
        <Card
          size="small"
          title="企业雷达（利润、营收：万元；裁员、参保、从业：人）"
          styles={{ body: { height: 420 } }}
        >
          <CompanyRadarChart id={selected ?? list.data?.items[0]?.riskCompanyId} />
        </Card>
      </Col>
    </Row>
  );
}
