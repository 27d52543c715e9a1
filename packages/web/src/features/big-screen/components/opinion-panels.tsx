import type { CSSProperties } from 'react';
import { Figure, Panel } from '../../../components/big-screen/Panel.tsx';
import { ScrollBoard } from '../../../components/big-screen/ScrollBoard.tsx';
import { EChart } from '../../../components/charts/EChart.tsx';
import { toBarOption, toLineOption, toRingOption } from '../../../components/charts/options.ts';
import { usePublicOpinion } from '../api/figures.ts';
import { keywordHits, namedEmpty, newsMonths } from '../model/screen-data.ts';

/** The panels of /publicOpinion over `bigScreen/publicOpinion` (one query shared by all of them). */
interface Placed {
  style?: CSSProperties;
}

export function OpinionFiguresPanel({ style }: Placed) {
  const q = usePublicOpinion();
  return (
    <Panel
      title="舆情总体情况"
      query={q}
      isEmpty={(p) => p.total.newsNum === 0 && p.total.keywordNum === 0}
      style={style}
    >
      {({ total: t }) => (
        <div
          style={{ height: '100%', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', alignItems: 'center' }}
          data-testid="opinion-figures"
        >
          <Figure label="新闻" value={t.newsNum} unit="条" />
          <Figure label="监测关键词" value={t.keywordNum} unit="个" />
          <Figure label="命中关键词的新闻" value={t.hitNewsNum} unit="条" />
        </div>
      )}
    </Panel>
  );
}

export function KeywordHitsPanel({ style }: Placed) {
  const q = usePublicOpinion();
  return (
    <Panel title="关键词命中排行" query={q} isEmpty={(p) => p.keywords.every((k) => k.hits === 0)} style={style}>
      {(p) => <EChart option={toBarOption(keywordHits(p), { horizontal: true, unit: '条' })} tooltipLoop />}
    </Panel>
  );
}

export function KeywordTypePanel({ style }: Placed) {
  const q = usePublicOpinion();
  return (
    <Panel title="命中按关键词类型" query={q} isEmpty={(p) => namedEmpty(p.types)} style={style}>
      {(p) => <EChart option={toRingOption(p.types, { unit: '次', totalLabel: '命中' })} tooltipLoop />}
    </Panel>
  );
}

export function NewsMonthlyPanel({ style }: Placed) {
  const q = usePublicOpinion();
  return (
    <Panel title="月度新闻与命中" query={q} isEmpty={(p) => p.months.every((m) => m.news === 0)} style={style}>
      {(p) => <EChart option={toLineOption(newsMonths(p), { unit: '条', area: true })} tooltipLoop />}
    </Panel>
  );
}

export function LatestNewsBoard({ style }: Placed) {
  const q = usePublicOpinion();
  return (
    <Panel title="最新新闻" query={q} isEmpty={(p) => p.latest.length === 0} style={style}>
      {(p) => (
        <ScrollBoard
          ariaLabel="最新新闻"
          header={['时间', '标题', '状态', '命中关键词']}
          columnWidth={[1.2, 4, 0.8, 1.8]}
          data={p.latest.map((n) => [n.time.slice(0, 16), n.title, n.status, n.keywords || '—'])}
        />
      )}
    </Panel>
  );
}
