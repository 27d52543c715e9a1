import { useMemo } from 'react';
import { RateText } from '../../../components/figures/RateText.tsx';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { percent } from '@risk/shared/rates';
import type { PeriodCounts } from '@risk/shared/schemas/dashboard';
import { ensureBeijingMap } from '../../../components/charts/beijing-map.ts';
import { EChart } from '../../../components/charts/EChart.tsx';
import { toBarOption, toMapOption, toRingOption } from '../../../components/charts/options.ts';
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
import { periodShares } from '../model/years.ts';
import { ChartCard } from './ChartCard.tsx';
import { districtBarsOf, ringOf, topBarsOf } from './charts.ts';

/**
 * The dashboards count companies by the year they were admitted to the pool (the year picker): a
 * label of its own, apart from the wall's 监测企业, which counts every company up to now.
 */
const ADMITTED = '纳入监测企业';

/** One measure's ring: this week, the rest of the month and of the year, the year's total inside. */
function PeriodRing({ title, unit, counts }: { title: string; unit: string; counts?: PeriodCounts }) {
  const option = useMemo(
    () => (counts ? toRingOption(periodShares(counts), { unit, totalLabel: '本年' }) : undefined),
    [counts, unit],
  );
  return (
    <ChartCard
      title={title}
      height={220}
      option={option}
      loading={!counts}
      extra={
        counts && (
          <Typography.Text type="secondary">
            本月 {counts.monthNum}
            {unit} · 本周 {counts.weekNum}
            {unit}
          </Typography.Text>
        )
      }
    />
  );
}

/** 市级预警: rings, the map and district bars in the alert bands, categories, fields and speeds. */
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
  const mapRows = useMemo(
    () =>
      (area.data ?? []).map((r) => ({
        name: r.area,
        value: r.warningTotal,
        details: [
          { label: `${ADMITTED}（家）`, value: r.riskTotal },
          { label: '预警企业（家）', value: r.warningTotal },
        ],
      })),
    [area.data],
  );
  const mapOption = useMemo(() => {
    ensureBeijingMap();
    return toMapOption(mapRows, { seriesName: '预警企业' });
  }, [mapRows]);
  const districtBars = useMemo(
    () =>
      districtBarsOf(
        area.data?.map((r) => ({ area: r.area, a: r.riskTotal, b: r.warningTotal })),
        [ADMITTED, '预警企业'],
        '家',
      ),
    [area.data],
  );
  const speedBars = useMemo(
    () =>
      speeds.data?.length
        ? toBarOption(
            {
              categories: speeds.data.map((r) => r.region.replace('经济技术开发区', '开发区')),
              series: [
                { name: '平均核实反馈', data: speeds.data.map((r) => r.averageDays) },
                { name: '平均处置用时', data: speeds.data.map((r) => r.disposalAverageDays) },
              ],
            },
            { unit: '工作日', markLines: [verifySpeed.data?.targetDays ?? 7] },
          )
        : undefined,
    [speeds.data, verifySpeed.data?.targetDays],
  );
  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} lg={8}>
          <PeriodRing title="风险信息（条）" unit="条" counts={ring.data?.risk} />
        </Col>
        <Col xs={24} lg={8}>
          <PeriodRing title="预警企业（家）" unit="家" counts={ring.data?.warning} />
        </Col>
        <Col xs={24} lg={8}>
          <PeriodRing title="裁员人数（人）" unit="人" counts={ring.data?.layoff} />
        </Col>
      </Row>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} xl={10}>
          <Card
            size="small"
            title="各区预警企业分布（色带 0-50-100-150-200-300 家）"
            styles={{ body: { height: 380 } }}
          >
            <EChart option={mapOption} theme="dashboard" tooltipLoop />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <ChartCard title="各区风险企业与预警企业（家）" height={380} option={districtBars} loading={area.isLoading} />
        </Col>
      </Row>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} xl={12}>
          <ChartCard title="风险类别（条）" option={ringOf(categories.data, '条')} loading={categories.isLoading} />
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard
            title="领域分布（前十，家）"
            option={topBarsOf(fields.data, '家', ADMITTED)}
            loading={fields.isLoading}
          />
        </Col>
      </Row>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} xl={8}>
          <Card size="small" title="核实与处置" styles={{ body: { height: 300 } }}>
            <Row gutter={[8, 16]}>
              <Col span={12}>
                <Statistic
                  title="核实率"
                  valueRender={() => (
                    <RateText part={verify.data?.feedbackNum ?? 0} whole={verify.data?.shouldNum ?? 0} counts={false} />
                  )}
                />
                <Typography.Text type="secondary">
                  反馈 {verify.data?.feedbackNum ?? 0} / 应核实 {verify.data?.shouldNum ?? 0}
                </Typography.Text>
              </Col>
              <Col span={12}>
                <Statistic
                  title="联动处置率"
                  valueRender={() => (
                    <RateText
                      part={disposal.data?.guideNum ?? 0}
                      whole={disposal.data?.aboveLevel3Total ?? 0}
                      counts={false}
                    />
                  )}
                />
                <Typography.Text type="secondary">
                  已处置 {disposal.data?.guideNum ?? 0} / 三级及以上 {disposal.data?.aboveLevel3Total ?? 0}
                </Typography.Text>
              </Col>
              <Col span={12}>
                <Statistic
                  title={`平均核实反馈（工作日，目标 ${verifySpeed.data?.targetDays ?? 7}）`}
                  value={verifySpeed.data?.averageDays ?? 0}
                  precision={2}
                  styles={{
                    content:
                      (verifySpeed.data?.averageDays ?? 0) > (verifySpeed.data?.targetDays ?? 7)
                        ? { color: '#cf1322' }
                        : {},
                  }}
                />
              </Col>
              <Col span={12}>
                <Statistic title="平均处置用时（工作日）" value={disposalSpeed.data?.averageDays ?? 0} precision={2} />
              </Col>
              <Col span={12}>
                <Statistic title="约谈率" value={percent(disposal.data?.interviewRate ?? 0)} />
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} xl={16}>
          <ChartCard
            title="各区核实反馈与处置用时（工作日，虚线为目标）"
            option={speedBars}
            loading={speeds.isLoading}
          />
        </Col>
      </Row>
    </>
  );
}
