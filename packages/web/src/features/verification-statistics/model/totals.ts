/** The name of the server's whole-city row (last in each table). */
export const WHOLE_CITY = '全市';

/** A district user's table is their own row: the 全市 row would repeat it. */
export function shownRows<T extends { region: string }>(rows: readonly T[]): T[] {
  const districts = rows.filter((r) => r.region !== WHOLE_CITY);
  return districts.length > 1 ? [...rows] : districts;
}
