import { Card, Col, Empty, Progress, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { percent } from '@risk/shared/rates';
import type { NamedCount } from '@risk/shared/schemas/dashboard';
import {
  useAreaRiskNumber,
  useCategoryNumber,
  useCityNumber,
  useDisposalSpeed,
  useDisposalSpeedTotal,
  useDisposalTotals,
  useFieldDistribution,
  useVerifySpeedTotal,
  useVerifyTotals,
} from '../api/dashboard-calls.ts';
import { bandOf } from '../model/bands.ts';

const EMPTY = { emptyText: '暂无数据' };

/** Year, month and week counts of one ring (条 / 家 / 人). */
function PeriodCard({
  title,
  unit,
  counts,
}: {
  title: string;
  unit: string;
  counts?: { yearNum: number; monthNum: number; weekNum: number };
}) {
  return (
    <Card size="small" title={title}>
      <Row gutter={8}>
        {(['yearNum', 'monthNum', 'weekNum'] as const).map((k, i) => (
          <Col span={8} key={k}>
            <Statistic title={['本年', '本月', '本周'][i]} value={counts?.[k] ?? 0} suffix={unit} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** A ranked list of counts (categories, fields) as labelled bars. */
export function CountBars({ rows, unit, loading }: { rows?: NamedCount[]; unit: string; loading?: boolean }) {
  if (!loading && (!rows || rows.length === 0)) return <Empty description="暂无数据" />;
  const max = Math.max(1, ...(rows ?? []).map((r) => r.value));
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4}>
      {(rows ?? []).slice(0, 10).map((r) => (
        <div key={r.name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ width: 96, flex: 'none', textAlign: 'right' }}>{r.name}</span>
          <Progress percent={(r.value / max) * 100} showInfo={false} style={{ flex: 1, margin: 0 }} />
          <span style={{ width: 80, flex: 'none' }}>
            {r.value} {unit}
          </span>
        </div>
      ))}
    </Space>
  );
}

/** 市级预警: rings, the district figures with their alert bands, categories, fields and speeds. */
export function WarningOverview({ year }: { year: number }) {
  const ring = useCityNumber();
  const area = useAreaRiskNumber(year);
  const categories = useCategoryNumber(year);
  const fields = useFieldDistribution(year);
  const verify = useVerifyTotals(year);
  const disposal = useDisposalTotals(year);
  const verifySpeed = useVerifySpeedTotal(year);
  const disposalSpeed = useDisposalSpeedTotal(year);
  const speeds = useDisposalSpeed(year);
  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} lg={8}>
          <PeriodCard title="风险信息" unit="条" counts={ring.data?.risk} />
        </Col>
        <Col xs={24} lg={8}>
          <PeriodCard title="预警企业" unit="家" counts={ring.data?.warning} />
        </Col>
        <Col xs={24} lg={8}>
          <PeriodCard title="裁员人数" unit="人" counts={ring.data?.layoff} />
        </Col>
      </Row>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} xl={12}>
          <Card size="small" title="各区风险企业与预警企业（家）">
            <Table
              size="small"
              rowKey="area"
              pagination={false}
              loading={area.isLoading}
              locale={EMPTY}
              dataSource={area.data}
              scroll={{ y: 320 }}
              columns={[
                { title: '区县', dataIndex: 'area' },
                {
                  title: '风险企业',
                  dataIndex: 'riskTotal',
                  align: 'right',
                  sorter: (a, b) => a.riskTotal - b.riskTotal,
                },
                {
                  title: '预警企业',
                  dataIndex: 'warningTotal',
                  align: 'right',
                  sorter: (a, b) => a.warningTotal - b.warningTotal,
                },
                {
                  title: '预警色带',
                  key: 'band',
                  render: (_, r) => {
                    const b = bandOf(r.warningTotal);
                    return <Tag color={b.color}>{b.label}</Tag>;
                  },
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="风险类别（条）" style={{ marginBottom: 12 }}>
            <CountBars rows={categories.data} unit="条" loading={categories.isLoading} />
          </Card>
          <Card size="small" title="领域分布（家）">
            <CountBars rows={fields.data} unit="家" loading={fields.isLoading} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} xl={12}>
          <Card size="small" title="核实与处置">
            <Row gutter={8}>
              <Col span={8}>
                <Statistic title="核实率" value={percent(verify.data?.verifyRate ?? 0)} />
                <Typography.Text type="secondary">
                  {verify.data?.feedbackNum ?? 0}/{verify.data?.shouldNum ?? 0}
                </Typography.Text>
              </Col>
              <Col span={8}>
                <Statistic title="联动处置率" value={percent(disposal.data?.disposalRate ?? 0)} />
                <Typography.Text type="secondary">
                  {disposal.data?.guideNum ?? 0}/{disposal.data?.aboveLevel3Total ?? 0}
                </Typography.Text>
              </Col>
              <Col span={8}>
                <Statistic title="约谈率" value={percent(disposal.data?.interviewRate ?? 0)} />
              </Col>
              <Col span={12} style={{ marginTop: 12 }}>
                <Statistic
                  title={`平均核实反馈（工作日，目标 ${verifySpeed.data?.targetDays ?? 7}）`}
                  value={verifySpeed.data?.averageDays ?? 0}
                  precision={2}
                  valueStyle={
                    (verifySpeed.data?.averageDays ?? 0) > (verifySpeed.data?.targetDays ?? 7)
                      ? { color: '#cf1322' }
                      : {}
                  }
                />
              </Col>
              <Col span={12} style={{ marginTop: 12 }}>
                <Statistic title="平均处置用时（工作日）" value={disposalSpeed.data?.averageDays ?? 0} precision={2} />
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="各区核实反馈用时（工作日）">
            <Table
              size="small"
              rowKey="region"
              pagination={false}
              loading={speeds.isLoading}
              locale={EMPTY}
              dataSource={speeds.data}
              scroll={{ y: 240 }}
              columns={[
                { title: '区县', dataIndex: 'region' },
                { title: '已反馈', dataIndex: 'submitTotal', align: 'right' },
                { title: '平均反馈', dataIndex: 'averageDays', align: 'right', render: (v: number) => v.toFixed(2) },
                { title: '已办结处置', dataIndex: 'disposalTotal', align: 'right' },
                {
                  title: '平均处置',
                  dataIndex: 'disposalAverageDays',
                  align: 'right',
                  render: (v: number) => v.toFixed(2),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
