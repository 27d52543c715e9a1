/** The name the Beijing map is registered under (kept apart so option builders load no geojson). */
export const BEIJING_MAP_NAME = 'beijing';
