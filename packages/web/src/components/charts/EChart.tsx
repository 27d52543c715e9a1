import { useContext, useEffect, useRef, type CSSProperties } from 'react';
import type { EChartsOption } from 'echarts';
import { TOOLTIP_LOOP_MS } from '@risk/shared/big-screen';
import { ScreenScaleContext } from '../big-screen/scale-context.ts';
import { echarts } from './echarts.ts';
import { THEMES, type ThemeName } from './theme.ts';
import { wallOption } from './wall-option.ts';

type Instance = ReturnType<typeof echarts.init>;

export interface EChartProps {
  option: EChartsOption;
  theme?: ThemeName;
  /** Step the tooltip through the first series' items every 2 s; pauses under the mouse. */
  tooltipLoop?: boolean;
  /** Replace the whole option instead of merging (when series come and go). */
  notMerge?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Called once the chart exists (for events such as click). */
  onReady?: (chart: Instance) => void;
}

function itemCount(option: EChartsOption): number {
  const series = Array.isArray(option.series) ? option.series[0] : option.series;
  const data = (series as { data?: unknown[] } | undefined)?.data;
  return Array.isArray(data) ? data.length : 0;
}

/** A big screen's chart gets the wall's legibility rules, for its width in canvas pixels (which the scale leaves alone). */
const drawn = (option: EChartsOption, theme: ThemeName, el: HTMLElement | null) =>
  theme === 'bigScreen' ? wallOption(option, { width: el?.clientWidth ?? 0, height: el?.clientHeight ?? 0 }) : option;

/**
 * One ECharts instance per element: `init` once with the registered theme, `setOption` when the
 * option changes, a ResizeObserver for size changes, `dispose` on unmount (a wall screen runs all
 * day; an undisposed chart leaks its canvas and listeners). Inside the big-screen scale container
 * the canvas is drawn at the scaled pixel ratio, so a 3840-wide wall gets sharp text.
 */
export function EChart({ option, theme = 'bigScreen', tooltipLoop, notMerge, className, style, onReady }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<Instance | null>(null);
  const optionRef = useRef(option);
  optionRef.current = option;
  /** The option the chart last drew: a new instance draws it at once, so the update effect skips it. */
  const appliedRef = useRef<EChartsOption | null>(null);
  const scale = useContext(ScreenScaleContext);
  const pixelRatio = Math.max(1, (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1) * scale);
  // the pixel ratio changes only when the window does; rounding keeps a resize drag from re-creating it each frame
  const ratioKey = Math.ceil(pixelRatio * 4) / 4;

  useEffect(() => {
    const el = ref.current!;
    const chart = echarts.init(el, THEMES[theme], { renderer: 'canvas', devicePixelRatio: ratioKey });
    chartRef.current = chart;
    chart.setOption(drawn(optionRef.current, theme, el), true);
    appliedRef.current = optionRef.current;
    onReady?.(chart);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      chartRef.current = null;
      chart.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one instance per element, theme and pixel ratio
  }, [theme, ratioKey]);

  useEffect(() => {
    // on mount the instance has just drawn this option: a second (lazy) update would lay every chart out twice
    if (appliedRef.current === option) return;
    appliedRef.current = option;
    chartRef.current?.setOption(drawn(option, theme, ref.current), { notMerge: !!notMerge, lazyUpdate: true });
  }, [option, notMerge, theme]);

  useEffect(() => {
    const chart = chartRef.current;
    const count = itemCount(option);
    if (!tooltipLoop || !chart || count === 0) return;
    let index = -1;
    let paused = false;
    const pause = () => (paused = true);
    const resume = () => (paused = false);
    chart.on('mouseover', pause);
    chart.on('globalout', resume);
    const timer = window.setInterval(() => {
      if (paused) return;
      index = (index + 1) % count;
      chart.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: index });
    }, TOOLTIP_LOOP_MS);
    return () => {
      window.clearInterval(timer);
      if (!chart.isDisposed()) {
        chart.off('mouseover', pause);
        chart.off('globalout', resume);
      }
    };
  }, [option, tooltipLoop, ratioKey]);

  return <div ref={ref} className={className} style={{ width: '100%', height: '100%', ...style }} />;
}
