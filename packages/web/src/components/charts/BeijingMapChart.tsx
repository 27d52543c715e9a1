import { useMemo } from 'react';
import { ensureBeijingMap } from './beijing-map.ts';
import { EChart } from './EChart.tsx';
import { toMapOption, type MapRow } from './options.ts';

ensureBeijingMap();

/** The Beijing district map in the alert bands, its tooltip stepping through the districts. */
export function BeijingMapChart({ rows, seriesName }: { rows: MapRow[]; seriesName?: string }) {
  const option = useMemo(() => toMapOption(rows, { seriesName }), [rows, seriesName]);
  return <EChart option={option} tooltipLoop />;
}
