import { ScreenGrid } from '../../components/big-screen/ScreenGrid.tsx';
import {
  KeywordHitsPanel,
  KeywordTypePanel,
  LatestNewsBoard,
  NewsMonthlyPanel,
  OpinionFiguresPanel,
} from '../../features/big-screen/components/opinion-panels.tsx';
import { ScreenFrame } from '../screen-frame.tsx';

/**
 * /publicOpinion: the news and the monitor keywords' hits in them (docs/big-screens.md). Figures,
 * the keywords with most hits, hits by keyword type, news per month, the latest news scrolling with
 * the keywords each one hits.
 */
export default function PublicOpinion() {
  return (
    <ScreenFrame name="publicOpinion">
      <ScreenGrid columns="1fr 1fr 1fr" rows="170px 1fr 1fr">
        <OpinionFiguresPanel style={{ gridColumn: '1 / span 3', gridRow: 1 }} />
        <KeywordHitsPanel style={{ gridColumn: 1, gridRow: '2 / span 2' }} />
        <KeywordTypePanel style={{ gridColumn: 2, gridRow: 2 }} />
        <NewsMonthlyPanel style={{ gridColumn: 3, gridRow: 2 }} />
        <LatestNewsBoard style={{ gridColumn: '2 / span 2', gridRow: 3 }} />
      </ScreenGrid>
    </ScreenFrame>
  );
}
