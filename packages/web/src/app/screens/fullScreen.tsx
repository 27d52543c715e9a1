import { ScreenGrid } from '../../components/big-screen/ScreenGrid.tsx';
import {
  CityFiguresPanel,
  DistrictRankingPanel,
  DisposalSpeedPanel,
  DynamicBoard,
  FieldDistributionPanel,
  RiskIndexPanel,
} from '../../features/big-screen/components/panels.tsx';
import { ScreenFrame } from '../screen-frame.tsx';

/**
 * /fullScreen (menu 监测大屏): the overall risk picture (docs/big-screens.md). Top: the headline
 * figures. Then where the risk lies (districts ranked against the alert lines, risk domains, risk
 * points by degree) and how the work goes (disposal, the latest actions).
 */
export default function FullScreen() {
  return (
    <ScreenFrame name="fullScreen">
      <ScreenGrid columns="1fr 1fr 1fr" rows="200px 1fr 1fr">
        <CityFiguresPanel style={{ gridColumn: '1 / span 3', gridRow: 1 }} columns={7} />
        <DistrictRankingPanel style={{ gridColumn: '1 / span 2', gridRow: 2 }} />
        <FieldDistributionPanel style={{ gridColumn: 3, gridRow: 2 }} />
        <RiskIndexPanel style={{ gridColumn: 1, gridRow: 3 }} />
        <DisposalSpeedPanel style={{ gridColumn: 2, gridRow: 3 }} />
        <DynamicBoard style={{ gridColumn: 3, gridRow: 3 }} />
      </ScreenGrid>
    </ScreenFrame>
  );
}
