/**
 * Points in time on the wire (ISO-8601 text, as `Date#toISOString` writes it), written about four
 * times faster than `toISOString`: a list row carries six or seven of them, and `toISOString` was a
 * third of the CPU spent writing a page of the verification list. Years outside 1970–9999 (never
 * in the platform's data) fall back to `toISOString`.
 */

const MAX_FOUR_DIGIT_YEAR_MS = 253_402_300_799_999;
const DAY_MS = 86_400_000;
const pad2 = (n: number) => (n < 10 ? '0' : '') + n;
const pad3 = (n: number) => (n < 10 ? '00' : n < 100 ? '0' : '') + n;

/** The ISO text of a Date; throws for an invalid Date, as `toISOString` does. */
export function isoText(d: Date): string {
  const ms = d.getTime();
  return ms >= 0 && ms <= MAX_FOUR_DIGIT_YEAR_MS ? isoOfEpochMs(ms) : d.toISOString();
}

/** `isoText`, with null for no time. */
export const isoTextOrNull = (d: Date | null): string | null => (d ? isoText(d) : null);

/** Milliseconds since 1970 to ISO text: days to a civil date as in Howard Hinnant's `civil_from_days`. */
export function isoOfEpochMs(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  let t = ms - days * DAY_MS;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const hour = Math.floor(t / 3_600_000);
  t -= hour * 3_600_000;
  const minute = Math.floor(t / 60_000);
  t -= minute * 60_000;
  const second = Math.floor(t / 1000);
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}:${pad2(second)}.${pad3(t - second * 1000)}Z`;
}
