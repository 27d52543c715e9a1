import { FIGURES } from '@risk/shared/figures';
import { useMemo, type CSSProperties } from 'react';
import { ALERT_MARK_LINES } from '@risk/shared/big-screen';
import { Figure, Panel } from '../../../components/big-screen/Panel.tsx';
import { CityNumberFigures } from '../../../components/big-screen/figure-links.tsx';
import { ScrollBoard } from '../../../components/big-screen/ScrollBoard.tsx';
import { BeijingMapChart } from '../../../components/charts/BeijingMapChart.tsx';
import { EChart } from '../../../components/charts/EChart.tsx';
import { toBarOption, toRingOption } from '../../../components/charts/options.ts';
import {
  useCityNumber,
  useDisposalSpeed,
  useDynamic,
  useEnterpriseRiskNumber,
  useFieldDistribution,
  useOrderNumberByMonth,
  useRiskCompanyInfos,
  useRiskIndex,
  useRiskNumberByMonth,
  useStatisticsData,
  useStatisticsRiskLevel,
  useWarnCompanys,
} from '../api/figures.ts';
import { useOneBiWeeks } from '../api/one-bi.ts';
import {
  allZero,
  disposalEmpty,
  disposalSeries,
  districtRanking,
  mapEmpty,
  monthlyEmpty,
  monthlyOption,
  namedEmpty,
  riskIndexSeries,
  shortDistrict,
  toMapRows,
  weeklyOption,
} from '../model/screen-data.ts';

/**
 * The panels of the risk-monitoring screens, each over one bigScreen call. A panel
 * takes its place in the screen's grid through `style`.
 */
interface Placed {
  style?: CSSProperties;
}

const figureGrid = (columns: number): CSSProperties => ({
  height: '100%',
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, 1fr)`,
  alignItems: 'center',
});

/** cityNumber: the headline figures. */
export function CityFiguresPanel({ style, columns = 4 }: Placed & { columns?: number }) {
  const q = useCityNumber();
  return (
    <Panel title="总体情况" query={q} isEmpty={(d) => allZero(Object.values(d))} style={style}>
      {(d) => (
        <div style={figureGrid(columns)} data-testid="city-figures">
          <CityNumberFigures data={d} />
        </div>
      )}
    </Panel>
  );
}

/** statisticsRiskLevel: orders by warning level. */
export function RiskLevelPanel({ style }: Placed) {
  const q = useStatisticsRiskLevel();
  return (
    <Panel title="预警等级统计" query={q} isEmpty={namedEmpty} style={style}>
      {(d) => <EChart option={toRingOption(d, { unit: '单', totalLabel: '核实工单' })} tooltipLoop />}
    </Panel>
  );
}

/** statisticsData: this year, month and week. */
export function PeriodPanel({ style }: Placed) {
  const q = useStatisticsData();
  const rows = [
    { key: 'riskInfo', label: '风险信息', unit: '条' },
    { key: 'warningCompany', label: '预警企业', unit: '家' },
    { key: 'layoffPeople', label: '裁员人数', unit: '人' },
  ] as const;
  return (
    <Panel
      title="本年 · 本月 · 本周"
      query={q}
      isEmpty={(d) => allZero(rows.flatMap((r) => Object.values(d[r.key])))}
      style={style}
    >
      {(d) => (
        <div style={{ ...figureGrid(4), gridAutoRows: '1fr', rowGap: 4 }}>
          <span />
          <Header>本年</Header>
          <Header>本月</Header>
          <Header>本周</Header>
          {rows.map((r) => (
            <PeriodRow key={r.key} label={`${r.label}（${r.unit}）`} values={d[r.key]} />
          ))}
        </div>
      )}
    </Panel>
  );
}
const Header = ({ children }: { children: string }) => (
  <span style={{ textAlign: 'center', fontSize: 'var(--min-font)', color: '#7d9bc6' }}>{children}</span>
);
function PeriodRow({
  label,
  values,
}: {
  label: string;
  values: { yearNum: number; monthNum: number; weekNum: number };
}) {
  const cell: CSSProperties = { textAlign: 'center', fontSize: 30, fontWeight: 700, color: '#ffd23f' };
  return (
    <>
      <span style={{ fontSize: 'var(--min-font)' }}>{label}</span>
      <span style={cell}>{values.yearNum}</span>
      <span style={cell}>{values.monthNum}</span>
      <span style={cell}>{values.weekNum}</span>
    </>
  );
}

/** enterpriseRiskNumber as the Beijing map. */
export function RiskMapPanel({ style }: Placed) {
  const q = useEnterpriseRiskNumber();
  const rows = useMemo(() => toMapRows(q.data ?? []), [q.data]);
  return (
    <Panel title="各区风险企业分布" query={q} isEmpty={mapEmpty} style={style} extra="按风险企业数着色">
      {() => (
        <div style={{ height: '100%' }} data-testid="risk-map">
          <BeijingMapChart rows={rows} seriesName="风险企业" />
        </div>
      )}
    </Panel>
  );
}

/**
 * enterpriseRiskNumber as a ranking with the alert marker lines. A district user sees their own
 * district only, and a ranking of one bar says nothing: their screen shows the district's months instead.
 */
export function DistrictRankingPanel({ style }: Placed) {
  const q = useEnterpriseRiskNumber();
  if (q.data?.length === 1) return <MonthlyPanel style={style} />;
  return (
    <Panel title={`各区${FIGURES.monitoredCompanies.label}排名`} query={q} isEmpty={mapEmpty} style={style}>
      {(d) => (
        <EChart option={toBarOption(districtRanking(d), { unit: '家', markLines: ALERT_MARK_LINES })} tooltipLoop />
      )}
    </Panel>
  );
}

/** riskNumber/month and orderNumber/month together. */
export function MonthlyPanel({ style }: Placed) {
  const risk = useRiskNumberByMonth();
  const orders = useOrderNumberByMonth();
  const both = {
    data: risk.data && orders.data ? { risk: risk.data, orders: orders.data } : undefined,
    isError: risk.isError || orders.isError,
    isPending: risk.isPending || orders.isPending,
    dataUpdatedAt: Math.min(risk.dataUpdatedAt, orders.dataUpdatedAt),
  };
  return (
    <Panel title="月度风险信息与核实工单" query={both} isEmpty={(d) => monthlyEmpty(d.risk, d.orders)} style={style}>
      {(d) => <EChart option={monthlyOption(d.risk, d.orders)} tooltipLoop />}
    </Panel>
  );
}

/** disposalSpeed: disposal and finished per district, the average days in the title bar. */
export function DisposalSpeedPanel({ style }: Placed) {
  const q = useDisposalSpeed();
  return (
    <Panel
      title="联动处置进度"
      query={q}
      isEmpty={disposalEmpty}
      style={style}
      extra={
        q.data && !disposalEmpty(q.data) ? `${q.data.total.region}平均办结用时 ${q.data.total.avgDays} 天` : undefined
      }
    >
      {(d) => <EChart option={toBarOption(disposalSeries(d), { unit: '家' })} tooltipLoop />}
    </Panel>
  );
}

/** fieldDistribution: risk information by risk category. */
export function FieldDistributionPanel({ style }: Placed) {
  const q = useFieldDistribution();
  return (
    <Panel title="风险领域分布" query={q} isEmpty={namedEmpty} style={style}>
      {(d) => <EChart option={toRingOption(d, { unit: '条', totalLabel: '风险信息' })} tooltipLoop />}
    </Panel>
  );
}

/** riskIndex: risk points by degree. */
export function RiskIndexPanel({ style }: Placed) {
  const q = useRiskIndex();
  return (
    <Panel title="风险点与风险程度" query={q} isEmpty={(d) => d.length === 0} style={style}>
      {(d) => <EChart option={toBarOption(riskIndexSeries(d), { horizontal: true, stack: true, unit: '条' })} />}
    </Panel>
  );
}

/** riskCompanyInfos: the latest risk information, scrolling. */
export function LatestRiskInfoBoard({ style }: Placed) {
  const q = useRiskCompanyInfos();
  return (
    <Panel title="最新风险信息" query={q} isEmpty={(d) => d.length === 0} style={style}>
      {(d) => (
        <ScrollBoard
          ariaLabel="最新风险信息"
          header={['企业名称', '区县', '风险点', '程度', '纳入时间']}
          columnWidth={[3, 0.9, 1.4, 0.7, 1.3]}
          data={d.map((r) => [
            r.companyName,
            shortDistrict(r.region),
            r.riskPoint,
            r.riskDegree,
            r.includedTime.slice(5, 10),
          ])}
        />
      )}
    </Panel>
  );
}

/** warnCompanys: the latest warning companies, scrolling. */
export function WarnCompanyBoard({ style }: Placed) {
  const q = useWarnCompanys();
  return (
    <Panel title="预警企业" query={q} isEmpty={(d) => d.length === 0} style={style}>
      {(d) => (
        <ScrollBoard
          ariaLabel="预警企业"
          header={['企业名称', '区县', '等级', '处置', '定级日期']}
          columnWidth={[3, 0.9, 0.9, 1.1, 1.3]}
          data={d.map((r) => [r.companyName, shortDistrict(r.region), r.level, r.status, r.gradeTime.slice(5, 10)])}
        />
      )}
    </Panel>
  );
}

/** dynamic: the latest workflow actions, scrolling. */
export function DynamicBoard({ style }: Placed) {
  const q = useDynamic();
  return (
    <Panel title="工作动态" query={q} isEmpty={(d) => d.length === 0} style={style}>
      {(d) => (
        <ScrollBoard
          ariaLabel="工作动态"
          header={['时间', '企业名称', '区县', '操作', '操作人']}
          columnWidth={[1.6, 3, 1, 1.2, 1.4]}
          data={d.map((r) => [r.time.slice(5, 16), r.companyName, r.region, r.action, r.actor])}
        />
      )}
    </Panel>
  );
}

/** The weekly oneBi figures of the imported data set (biType 0): the latest week, then the trend. */
export function WeeklyOneBiPanel({ style }: Placed) {
  const q = useOneBiWeeks();
  return (
    <Panel
      title="每周监测"
      query={q}
      isEmpty={(d) => d.length === 0}
      style={style}
      extra={q.data?.length ? `${q.data[q.data.length - 1].week}（导入数据）` : undefined}
    >
      {(d) => {
        const last = d[d.length - 1];
        return (
          <div style={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="weekly-one-bi">
            <div style={{ ...figureGrid(4), flex: 'none', height: 96 }}>
              {/* the imported weekly data set's own counts: labelled apart from the platform's figures */}
              <Figure label="周报监测企业" value={last.monitoredCompanies} unit="家" />
              <Figure label="周报新增风险企业" value={last.newRiskCompanies} unit="家" />
              <Figure label={FIGURES.weeklyImportedWarnings.label} value={last.warnTotal} unit="家" />
              <Figure label="风险指数" value={last.riskIndex} />
            </div>
            <div style={{ flex: 1, minHeight: 0 }}>
              <EChart option={weeklyOption(d)} tooltipLoop />
            </div>
          </div>
        );
      }}
    </Panel>
  );
}
