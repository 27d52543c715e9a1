import { useMemo, type ReactNode } from 'react';
import type { EChartsOption } from 'echarts';
import { Figure, Panel } from '../../../components/big-screen/Panel.tsx';
import { ScaleScreen } from '../../../components/big-screen/ScaleScreen.tsx';
import { latestUpdate, ScreenHeader } from '../../../components/big-screen/ScreenHeader.tsx';
import { useRefreshSeconds, useScreenQuery } from '../../../components/big-screen/use-screen-query.ts';
import { EChart } from '../../../components/charts/EChart.tsx';
import { useScreenActions } from '../../../components/big-screen/screen-actions.ts';
import { CityNumberFigures } from '../../../components/big-screen/figure-links.tsx';
import { fetchCityNumber } from '../api/screen-reads.ts';
import { bigNumber } from '../model/screen-options.ts';
import styles from './data-screen.module.css';

type Query = { dataUpdatedAt?: number; data?: unknown };

/** A data-set screen: the scale container, the title bar with the as-of time of its queries, the panel grid. */
export function ScreenFrame({
  title,
  queries,
  period,
  children,
}: {
  title: string;
  queries: Query[];
  /** the data set's period on screen, shown beside the clock */
  period?: string;
  children: ReactNode;
}) {
  const seconds = useRefreshSeconds();
  const actions = useScreenActions();
  return (
    <ScaleScreen label={title}>
      <ScreenHeader
        title={title}
        asOf={latestUpdate(...queries) || undefined}
        refreshSeconds={seconds}
        left={period ? <span className={styles.period}>统计期 {period}</span> : undefined}
        right={actions}
      />
      <div className={styles.grid}>{children}</div>
    </ScaleScreen>
  );
}

/** A chart filling its panel; the option is rebuilt only when the data changes. */
export function Chart({ build, deps, loop }: { build: () => EChartsOption; deps: unknown[]; loop?: boolean }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the builder is a pure function of deps
  const option = useMemo(build, deps);
  return <EChart option={option} tooltipLoop={loop} notMerge className={styles.chart} />;
}

export function BigFigure({ label, value, unit }: { label: string; value: number; unit?: string }) {
  const n = bigNumber(value);
  return <Figure label={label} value={n.value} unit={`${n.unit}${unit ?? ''}`} />;
}

/**
 * The platform's own figures beside an imported data set: the monitor's 总体情况 in the user's
 * scope, under the catalogue's labels, so the same label shows the same number on every wall.
 */
export function PlatformPanel({ className }: { className?: string }) {
  const figures = useScreenQuery(['dataScreens', 'cityNumber'], fetchCityNumber);
  return (
    <Panel title="平台监测企业" query={figures} className={className}>
      {(d) => (
        <div className={styles.platformFigures}>
          {/* 已存档 stays on the monitor: six figures fill this panel */}
          <CityNumberFigures data={d} omit={['archived']} shown={bigNumber} />
        </div>
      )}
    </Panel>
  );
}

export { styles as screenStyles };
