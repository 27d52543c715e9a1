import { ScreenGrid } from '../../components/big-screen/ScreenGrid.tsx';
import {
  GuidanceDistrictPanel,
  GuidanceFiguresPanel,
  GuidanceMonthlyPanel,
  GuidanceRecordsBoard,
  InterviewRatePanel,
} from '../../features/big-screen/components/guidance-panels.tsx';
import { ScreenFrame } from '../screen-frame.tsx';

/**
 * /educationFullScreen (menu 教育大屏): 指导服务与政策宣传, the bureau's guidance of companies at risk:
 * interviews (约谈) and service dockings (对接服务: policies and employment services) of linked
 * disposal, per district, per month and as they are recorded (docs/big-screens.md).
 */
export default function EducationFullScreen() {
  return (
    <ScreenFrame name="educationFullScreen">
      <ScreenGrid columns="1fr 1fr 1fr" rows="190px 1fr 1fr">
        <GuidanceFiguresPanel style={{ gridColumn: '1 / span 3', gridRow: 1 }} />
        <GuidanceDistrictPanel style={{ gridColumn: '1 / span 2', gridRow: 2 }} />
        <InterviewRatePanel style={{ gridColumn: 3, gridRow: 2 }} />
        <GuidanceMonthlyPanel style={{ gridColumn: 1, gridRow: 3 }} />
        <GuidanceRecordsBoard style={{ gridColumn: '2 / span 2', gridRow: 3 }} />
      </ScreenGrid>
    </ScreenFrame>
  );
}
