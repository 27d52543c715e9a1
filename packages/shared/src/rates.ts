/**
 * The rate formulas of the statistics and reports, once for server and client. A rate is a
 * fraction; `percent` shows it with two decimals, 0% when both sides are 0.
 */
export const ratio = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);

/** Percent with 2 decimals; values over 1 or at most -1 are shown as they are. */
export function percent(value: number): string {
  if (value > 1 || value <= -1) return String(value);
  return `${(value * 100).toFixed(2)}%`;
}

/** verification guidance rate = submitted verifications / total orders */
export const guidanceRate = (submitted: number, orders: number) => ratio(submitted, orders);
/** verify rate = feedback / should */
export const verifyRate = (feedback: number, should: number) => ratio(feedback, should);
/** disposal rate = guided / companies at level 3 or above */
export const disposalRate = (guided: number, aboveLevel3: number) => ratio(guided, aboveLevel3);
/** interview rate = interviewed / companies at level 3 or above */
export const interviewRate = (interviewed: number, aboveLevel3: number) => ratio(interviewed, aboveLevel3);
/** average feedback time = total time difference / submitted count, in days with 2 decimals */
export const averageFeedbackDays = (totalDays: number, submitted: number) =>
  Number(ratio(totalDays, submitted).toFixed(2));

/** Bubble level mapping: '1' → 3, '2' → 2, '3' → 1, otherwise 0. */
export const bubbleLevel = (v: string | number | null | undefined): number =>
  ({ '1': 3, '2': 2, '3': 1 })[String(v)] ?? 0;

/** Yes/no codes: '0' 否, '1' 是. */
export const YES_NO_LABEL: Record<string, string> = { '0': '否', '1': '是' };

/** An "a/b" cell of the warning statement. */
export const fraction = (a: number, b: number) => `${a}/${b}`;

/** Why a rate shows "—": nothing to divide by. */
export const NO_BASE_REASON = '分母为 0，无可计算的比率';

/**
 * A rate as a screen shows it: the percent of part over whole, or "—" with the reason when the whole
 * is 0 (0.00% would claim a result that was never measured).
 */
export function shownRate(part: number, whole: number): { text: string; reason: string | null } {
  return whole === 0 ? { text: '—', reason: NO_BASE_REASON } : { text: percent(part / whole), reason: null };
}
