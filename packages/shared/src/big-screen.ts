/**
 * Big-screen conventions as data, read by the server (read models)
 * and the web kit (`web/src/components/big-screen`, `web/src/components/charts`).
 */

/** The canvas every big screen is drawn on; the scale container fits it to the window. */
export const SCREEN_WIDTH = 1920;
export const SCREEN_HEIGHT = 1080;

/**
 * The smallest wall the screens must read on, and the smallest text on it in window pixels: the
 * canvas is scaled by 1366 / 1920 = 0.711 there, so no chart text is under 17 canvas pixels.
 */
export const SMALLEST_WALL_WIDTH = 1366;
export const MIN_TEXT_PX = 12;
export const MIN_CANVAS_FONT = Math.ceil((MIN_TEXT_PX * SCREEN_WIDTH) / SMALLEST_WALL_WIDTH);

/**
 * Where a cycling tooltip stands in its chart, away from what it would hide: a ring's total sits in
 * its centre (legend at the bottom right, tooltip top right); the map's districts carry their names,
 * and its south-east corner (Hebei beyond 通州 and 大兴) is empty.
 */
export type TooltipCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export const TOOLTIP_CORNERS = { ring: 'top-right', map: 'bottom-right' } as const satisfies Record<
  string,
  TooltipCorner
>;

/** Short district names for crowded axes and boards: 朝阳区 → 朝阳, 经济技术开发区 → 开发区. */
export const shortDistrict = (name: string) => (name === '经济技术开发区' ? '开发区' : name.replace(/区$/, ''));

/** Scroll-board defaults (DataV's `dv-scroll-board`): 5 rows, 2 s wait, header 35 px, pause on hover. */
export const SCROLL_BOARD_DEFAULTS = { rowNum: 5, waitTime: 2000, headerHeight: 35, hoverPause: true } as const;

/** Chart tooltips step to the next item this often. */
export const TOOLTIP_LOOP_MS = 2000;

/** Screens refresh their data this often unless `?refresh=<seconds>` says otherwise. */
export const DEFAULT_REFRESH_SECONDS = 60;
/** The shortest refresh a screen accepts (the unattended benchmark runs at 5 s). */
export const MIN_REFRESH_SECONDS = 5;
/** The longest: one hour. */
export const MAX_REFRESH_SECONDS = 3600;

/** Reads `?refresh=<seconds>`; anything missing or not a whole number in range gives the default. */
export function refreshSeconds(param: string | null | undefined): number {
  if (param == null || !/^\d+$/.test(param.trim())) return DEFAULT_REFRESH_SECONDS;
  const n = Number(param.trim());
  return n >= MIN_REFRESH_SECONDS && n <= MAX_REFRESH_SECONDS ? n : DEFAULT_REFRESH_SECONDS;
}

export interface AlertBand {
  /** inclusive lower bound */
  min: number;
  /** exclusive upper bound; absent for the last band */
  max?: number;
  label: string;
  color: string;
}

/**
 * Alert-count colour bands: 0-50, 50-100, 100-150, 150-200, 200-300, above 300;
 * 50/100/150 green/yellow/orange, then deeper reds. A value on a boundary belongs to the band above.
 */
export const ALERT_BANDS: readonly AlertBand[] = [
  { min: 0, max: 50, label: '0-50', color: '#2fc25b' },
  { min: 50, max: 100, label: '50-100', color: '#f6d53b' },
  { min: 100, max: 150, label: '100-150', color: '#f7931e' },
  { min: 150, max: 200, label: '150-200', color: '#f2612d' },
  { min: 200, max: 300, label: '200-300', color: '#e02f2f' },
  { min: 300, label: '300以上', color: '#a3154a' },
];

/** The marker lines drawn on alert-count charts. */
export const ALERT_MARK_LINES: readonly number[] = [50, 100, 150, 200, 300];

/** The band a count falls in (negative counts count as 0). */
export function alertBandOf(value: number): AlertBand {
  const v = Math.max(0, value);
  return ALERT_BANDS.find((b) => v >= b.min && (b.max === undefined || v < b.max)) ?? ALERT_BANDS[0];
}

/**
 * Where the development zone (经济技术开发区, Yizhuang) is drawn on the map: it has no polygon of its
 * own and lies between 大兴区 and 通州区. Longitude, latitude (WGS-84, as the geojson).
 */
export const DEVELOPMENT_ZONE_POINT: readonly [number, number] = [116.506, 39.795];

/**
 * The full-screen routes, outside the layout shell. The web app serves
 * `web/src/app/screens/<name>.tsx` at `/<name>`; `title` is the page title and the screen's heading.
 */
export const BIG_SCREENS = [
  { name: 'monitorFullScreen', title: '劳动用工风险监测预警' },
  { name: 'fullScreen', title: '劳动用工风险总览' },
  { name: 'publicOpinion', title: '劳动用工舆情监测' },
  { name: 'educationFullScreen', title: '指导服务与政策宣传' },
  { name: 'economyFullScreen', title: '宏观经济监测' },
  { name: 'businessFullScreen', title: '企业经营景气监测' },
  { name: 'labourFullScreen', title: '劳动力市场监测' },
  { name: 'socialFullScreen', title: '社会保险监测' },
] as const;
export type BigScreenName = (typeof BIG_SCREENS)[number]['name'];

/** Where a signed-in user lands, and where `/` and the navbar's home button go. */
export const LANDING_PATH = '/monitorFullScreen';
