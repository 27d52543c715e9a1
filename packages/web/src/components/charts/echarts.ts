import * as echarts from 'echarts/core';
import {
  BarChart,
  EffectScatterChart,
  GaugeChart,
  LineChart,
  MapChart,
  PieChart,
  RadarChart,
  ScatterChart,
} from 'echarts/charts';
import {
  DatasetComponent,
  GeoComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  PolarComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { BIG_SCREEN_THEME, DASHBOARD_THEME, THEMES } from './theme.ts';

/**
 * The one ECharts instance module: only the charts and components the platform draws are bundled,
 * and the two themes are registered once, when this module is first imported.
 */
echarts.use([
  BarChart,
  EffectScatterChart,
  GaugeChart,
  LineChart,
  MapChart,
  PieChart,
  RadarChart,
  ScatterChart,
  DatasetComponent,
  GeoComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  PolarComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

echarts.registerTheme(THEMES.bigScreen, BIG_SCREEN_THEME);
echarts.registerTheme(THEMES.dashboard, DASHBOARD_THEME);

export { echarts };
