import beijingGeoJson from '../../assets/geo/beijing.geojson?raw';
import { echarts } from './echarts.ts';
import { BEIJING_MAP_NAME } from './map-name.ts';

let registered = false;

/**
 * Registers the 16 district polygons once (the geojson's feature names are the districts' official
 * names, as in `global_regoin`). Called by the map chart before its first setOption; the geojson is
 * only bundled into the chunks that draw the map.
 */
export function ensureBeijingMap(): void {
  if (registered) return;
  echarts.registerMap(BEIJING_MAP_NAME, JSON.parse(beijingGeoJson));
  registered = true;
}
