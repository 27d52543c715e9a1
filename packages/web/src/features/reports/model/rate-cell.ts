import { percent } from '@risk/shared/rates';

/**
 * A "rate,a/b" cell of the warning statement as a clerk reads it: "50.00%（1/2）". A numeric rate is a
 * fraction and goes through percent(); a rate the server already formatted (e.g. "50%") stays as sent.
 */
export function rateCell(value: string | null | undefined): string {
  if (!value) return '';
  const comma = value.indexOf(',');
  const rate = (comma < 0 ? value : value.slice(0, comma)).trim();
  const counts = comma < 0 ? '' : value.slice(comma + 1).trim();
  const shown = rate !== '' && Number.isFinite(Number(rate)) ? percent(Number(rate)) : rate;
  return counts ? `${shown}（${counts}）` : shown;
}
