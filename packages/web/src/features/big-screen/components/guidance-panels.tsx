import type { CSSProperties } from 'react';
import { percent } from '@risk/shared/rates';
import { Figure, Panel } from '../../../components/big-screen/Panel.tsx';
import { ScrollBoard } from '../../../components/big-screen/ScrollBoard.tsx';
import { EChart } from '../../../components/charts/EChart.tsx';
import { toBarOption, toGaugeOption, toLineOption } from '../../../components/charts/options.ts';
import { useGuidance } from '../api/figures.ts';
import { guidanceEmpty, guidanceMonths, guidanceSeries, shortDistrict } from '../model/screen-data.ts';

/** The panels of /educationFullScreen over `bigScreen/guidance` (one query shared by all of them). */
interface Placed {
  style?: CSSProperties;
}

export function GuidanceFiguresPanel({ style }: Placed) {
  const q = useGuidance();
  return (
    <Panel title="指导服务总体情况" query={q} isEmpty={guidanceEmpty} style={style}>
      {({ total: t }) => (
        <div
          style={{ height: '100%', display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', alignItems: 'center' }}
          data-testid="guidance-figures"
        >
          <Figure label="联动处置企业" value={t.disposeNum} unit="家" />
          <Figure label="约谈企业" value={t.interviewCompanies} unit="家" />
          <Figure label="约谈次数" value={t.interviewTimes} unit="次" />
          <Figure label="约谈率" value={percent(t.interviewRate)} />
          <Figure label="对接服务企业" value={t.serviceCompanies} unit="家" />
          <Figure label="对接服务次数" value={t.serviceTimes} unit="次" />
        </div>
      )}
    </Panel>
  );
}

export function GuidanceDistrictPanel({ style }: Placed) {
  const q = useGuidance();
  return (
    <Panel title="各区约谈与对接服务" query={q} isEmpty={guidanceEmpty} style={style}>
      {(g) => <EChart option={toBarOption(guidanceSeries(g), { unit: '次' })} tooltipLoop />}
    </Panel>
  );
}

export function InterviewRatePanel({ style }: Placed) {
  const q = useGuidance();
  return (
    <Panel title="约谈率（约谈企业 / 三级及以上企业）" query={q} isEmpty={guidanceEmpty} style={style}>
      {(g) => (
        <EChart
          option={toGaugeOption(Number((g.total.interviewRate * 100).toFixed(2)), {
            max: 100,
            name: '全市约谈率',
            unit: '%',
          })}
        />
      )}
    </Panel>
  );
}

export function GuidanceMonthlyPanel({ style }: Placed) {
  const q = useGuidance();
  return (
    <Panel title="月度约谈与对接服务" query={q} isEmpty={guidanceEmpty} style={style}>
      {(g) => <EChart option={toLineOption(guidanceMonths(g), { unit: '次', area: true })} tooltipLoop />}
    </Panel>
  );
}

export function GuidanceRecordsBoard({ style }: Placed) {
  const q = useGuidance();
  return (
    <Panel title="最新指导服务记录" query={q} isEmpty={(g) => g.latest.length === 0} style={style}>
      {(g) => (
        <ScrollBoard
          ariaLabel="最新指导服务记录"
          header={['日期', '企业名称', '区县', '类型', '内容']}
          columnWidth={[1.1, 2.6, 0.8, 1, 3]}
          data={g.latest.map((r) => [r.date, r.companyName, shortDistrict(r.region), r.type, r.content])}
        />
      )}
    </Panel>
  );
}
