import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { RateText } from '../../../components/figures/RateText.tsx';
import { FIGURES } from '@risk/shared/figures';
import { fraction } from '@risk/shared/rates';
import type { WorkPlanRow } from '@risk/shared/schemas/dashboard';
import { useDayAddRiskNumber, useDistrictTotal, useWorkIndex, useWorkIndexAll } from '../api/dashboard-calls.ts';
import { usePageYear } from '../api/page-prefetch.ts';
import { ChartCard } from './ChartCard.tsx';
import { dailyLineOf } from './OtherTabs.tsx';
import { Tiles } from './Tiles.tsx';
import { YearSelect } from './YearSelect.tsx';

function IndexCard({ title, row, loading }: { title: string; row?: WorkPlanRow; loading: boolean }) {
  return (
    <Card size="small" title={title} loading={loading}>
      {row && (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="预警名单（已接收/应接收）">
            {fraction(row.receivedNum, row.shouldNum)}
          </Descriptions.Item>
          <Descriptions.Item label="核实率">
            <RateText part={row.feedbackNum} whole={row.shouldNum} />
          </Descriptions.Item>
          <Descriptions.Item label="裁员名单">{row.layoffsNum}</Descriptions.Item>
          <Descriptions.Item label="联动处置率">
            <RateText part={row.guideNum} whole={row.aboveLevel3Total} />
          </Descriptions.Item>
          <Descriptions.Item label="平均反馈（工作日，目标 7）">{row.averageFeedbackDays.toFixed(2)}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

/** 区县看板: the eight totals of the user's district, the daily new risk information and the work index. */
export function DistrictDashboard() {
  const [year, changeYear] = usePageYear('district');
  const total = useDistrictTotal(year);
  const daily = useDayAddRiskNumber(year);
  const index = useWorkIndex(year);
  const all = useWorkIndexAll();
  const t = total.data;
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          区县看板
        </Typography.Title>
        <YearSelect value={year} onChange={changeYear} />
      </div>
      <Tiles
        loading={total.isLoading}
        items={[
          // the orders dispatched to the district: the catalogue's 派发区县, not the wall's 预警企业
          { title: FIGURES.dispatchedOrders.label, value: t?.earlyWarningNum, suffix: FIGURES.dispatchedOrders.unit },
          { title: '待接单', value: t?.waitOrdersNum, suffix: '家' },
          { title: '待核实', value: t?.waitVerifyNum, suffix: '家' },
          { title: '待处置', value: t?.waitDisposalNum, suffix: '家' },
          { title: '退回', value: t?.returnedNum, suffix: '家' },
          { title: '在监测', value: t?.monitoringNum, suffix: '家' },
          { title: '上报', value: t?.reportNum, suffix: '家' },
          { title: '对接', value: t?.dockNum, suffix: '次' },
        ]}
      />
      <Row gutter={12}>
        <Col xs={24} xl={12}>
          <ChartCard
            title="近30天每日新增风险信息（条）"
            height={320}
            option={dailyLineOf(daily.data)}
            loading={daily.isLoading}
          />
        </Col>
        <Col xs={24} xl={6}>
          <IndexCard
            title={year ? `工作指标（${year}年）` : '工作指标（全部年份）'}
            row={index.data}
            loading={index.isLoading}
          />
        </Col>
        <Col xs={24} xl={6}>
          <IndexCard title="工作指标（累计）" row={all.data} loading={all.isLoading} />
        </Col>
      </Row>
    </>
  );
}
