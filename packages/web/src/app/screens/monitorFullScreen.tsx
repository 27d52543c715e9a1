import { ScreenGrid } from '../../components/big-screen/ScreenGrid.tsx';
import {
  CityFiguresPanel,
  DisposalSpeedPanel,
  LatestRiskInfoBoard,
  MonthlyPanel,
  PeriodPanel,
  RiskLevelPanel,
  RiskMapPanel,
  WarnCompanyBoard,
  WeeklyOneBiPanel,
} from '../../features/big-screen/components/panels.tsx';
import { ScreenFrame } from '../screen-frame.tsx';

/**
 * /monitorFullScreen, the landing page: the risk-monitoring wall (docs/big-screens.md).
 * Left: headline figures, warning levels, this year/month/week. Centre: the Beijing map, the
 * latest risk information and warning companies. Right: monthly figures, disposal, the weekly
 * oneBi figures.
 */
export default function MonitorFullScreen() {
  return (
    <ScreenFrame name="monitorFullScreen" queryPrefixes={['bigScreen', 'oneBi']}>
      <ScreenGrid columns="480px 1fr 480px" rows="300px 280px 1fr">
        <CityFiguresPanel style={{ gridColumn: 1, gridRow: 1 }} />
        <RiskLevelPanel style={{ gridColumn: 1, gridRow: 2 }} />
        <PeriodPanel style={{ gridColumn: 1, gridRow: 3 }} />
        <RiskMapPanel style={{ gridColumn: 2, gridRow: '1 / span 2' }} />
        <div
          style={{ gridColumn: 2, gridRow: 3, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, minHeight: 0 }}
        >
          <LatestRiskInfoBoard />
          <WarnCompanyBoard />
        </div>
        <MonthlyPanel style={{ gridColumn: 3, gridRow: 1 }} />
        <DisposalSpeedPanel style={{ gridColumn: 3, gridRow: 2 }} />
        {/* the weekly oneBi figures of the data-set import (oneBi/week): 暂无数据 until a week is imported */}
        <WeeklyOneBiPanel style={{ gridColumn: 3, gridRow: 3 }} />
      </ScreenGrid>
    </ScreenFrame>
  );
}
