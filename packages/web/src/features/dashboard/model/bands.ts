import { ALERT_BANDS } from '@risk/shared/schemas/dashboard';

/** The alert colour bands of the map (spec doc 2 §2): 0-50 green, 50-100 yellow, 100-150 orange, then reds. */
export const BAND_COLOURS = ['#52c41a', '#fadb14', '#fa8c16', '#f5222d', '#cf1322', '#820014'] as const;

/** The band of a count: its label and colour. */
export function bandOf(n: number): { label: string; color: string } {
  let i = 0;
  while (i + 1 < ALERT_BANDS.length && n >= ALERT_BANDS[i + 1]) i++;
  const label = i + 1 < ALERT_BANDS.length ? `${ALERT_BANDS[i]}-${ALERT_BANDS[i + 1]}` : `${ALERT_BANDS[i]}以上`;
  return { label, color: BAND_COLOURS[i] };
}

/** Year selector options: 全部年份 (0) and the last six years. */
export function yearOptions(now = new Date()) {
  const y = now.getFullYear();
  return [
    { value: 0, label: '全部年份' },
    ...Array.from({ length: 6 }, (_, i) => ({ value: y - i, label: `${y - i}年` })),
  ];
}
