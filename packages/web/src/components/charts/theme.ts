/**
 * The fixed palette and the two registered ECharts themes: every chart draws from one fixed palette.
 * Data only, so option builders and tests can read it without loading ECharts.
 */

/** Series colours, in order: every chart of the platform takes its colours from here. */
export const PALETTE = [
  '#2f89cf',
  '#27d08a',
  '#f6d53b',
  '#f7931e',
  '#e0584c',
  '#8b6cf0',
  '#36c9e8',
  '#a0a7e6',
  '#f08fb8',
  '#6be6c1',
] as const;

/** Colours of the big-screen canvas, for panels and CSS as well as charts. */
export const SCREEN_COLORS = {
  background: '#04122b',
  panel: 'rgba(9, 37, 84, 0.55)',
  border: '#1c5fa8',
  title: '#6ee7ff',
  text: '#c8e1ff',
  muted: '#7d9bc6',
  axis: '#3a5f93',
  split: 'rgba(58, 95, 147, 0.35)',
  highlight: '#ffd23f',
} as const;

export const THEMES = { bigScreen: 'risk-big-screen', dashboard: 'risk-dashboard' } as const;
export type ThemeName = keyof typeof THEMES;

const axis = (line: string, label: string, split: string) => ({
  axisLine: { show: true, lineStyle: { color: line } },
  axisTick: { show: false },
  axisLabel: { color: label },
  splitLine: { show: true, lineStyle: { color: split, type: 'dashed' } },
});

/** Dark, transparent background: the screen's own background shows through. */
export const BIG_SCREEN_THEME = {
  color: [...PALETTE],
  backgroundColor: 'transparent',
  textStyle: { color: SCREEN_COLORS.text, fontFamily: 'PingFang SC, Microsoft YaHei, sans-serif' },
  title: { textStyle: { color: SCREEN_COLORS.title } },
  legend: { textStyle: { color: SCREEN_COLORS.text } },
  tooltip: {
    backgroundColor: 'rgba(4, 18, 43, 0.9)',
    borderColor: SCREEN_COLORS.border,
    textStyle: { color: '#fff' },
  },
  categoryAxis: { ...axis(SCREEN_COLORS.axis, SCREEN_COLORS.text, SCREEN_COLORS.split), splitLine: { show: false } },
  valueAxis: axis(SCREEN_COLORS.axis, SCREEN_COLORS.muted, SCREEN_COLORS.split),
  geo: {
    itemStyle: { areaColor: '#0d3a73', borderColor: '#4fb4ff' },
    label: { color: SCREEN_COLORS.text },
    emphasis: { itemStyle: { areaColor: '#1f6fc5' }, label: { color: '#fff' } },
  },
  map: {
    itemStyle: { areaColor: '#0d3a73', borderColor: '#4fb4ff' },
    label: { color: SCREEN_COLORS.text },
    emphasis: { itemStyle: { areaColor: '#1f6fc5' }, label: { color: '#fff' } },
  },
  visualMap: { textStyle: { color: SCREEN_COLORS.text } },
};

/** White pages inside the layout shell (dashboards). */
export const DASHBOARD_THEME = {
  color: [...PALETTE],
  backgroundColor: 'transparent',
  categoryAxis: { ...axis('#c0c4cc', '#606266', '#ebeef5'), splitLine: { show: false } },
  valueAxis: axis('#c0c4cc', '#909399', '#ebeef5'),
};
