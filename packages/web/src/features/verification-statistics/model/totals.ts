import type { CityStatRow, CountyStatRow } from '@risk/shared/schemas/verification';
import { disposalRate, guidanceRate, ratio, verifyRate } from '@risk/shared/rates';

/** The name of the whole-city row. */
export const WHOLE_CITY = '全市';

const sum = <T,>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((n, r) => n + pick(r), 0);

/** 全市 of the county table: counts added, rates from the added counts, feedback days weighted by submissions. */
export function countyTotal(rows: readonly CountyStatRow[]): CountyStatRow {
  const s = (k: keyof CountyStatRow) => sum(rows, (r) => r[k] as number);
  const submittedNum = s('submittedNum');
  return {
    region: WHOLE_CITY,
    receivedNum: s('receivedNum'),
    shouldNum: s('shouldNum'),
    submittedNum,
    guidanceRate: guidanceRate(submittedNum, s('shouldNum')),
    layoffsNum: s('layoffsNum'),
    aboveLevel3Num: s('aboveLevel3Num'),
    guidedNum: s('guidedNum'),
    disposalRate: disposalRate(s('guidedNum'), s('aboveLevel3Num')),
    averageFeedbackDays: Number(ratio(sum(rows, (r) => r.averageFeedbackDays * r.submittedNum), submittedNum).toFixed(2)),
    overdueNum: s('overdueNum'),
  };
}

/** 全市 of the city table; the social-security reduction is weighted by headcount. */
export function cityTotal(rows: readonly CityStatRow[]): CityStatRow {
  const s = (k: keyof CityStatRow) => sum(rows, (r) => r[k] as number);
  const socialNum = s('socialNum');
  return {
    region: WHOLE_CITY,
    notPushedNum: s('notPushedNum'),
    notDispatchedNum: s('notDispatchedNum'),
    dispatchedNum: s('dispatchedNum'),
    acceptedNum: s('acceptedNum'),
    shouldNum: s('shouldNum'),
    feedbackNum: s('feedbackNum'),
    verifyRate: verifyRate(s('feedbackNum'), s('shouldNum')),
    layoffsNum: s('layoffsNum'),
    aboveLevel3Num: s('aboveLevel3Num'),
    guidedNum: s('guidedNum'),
    disposalRate: disposalRate(s('guidedNum'), s('aboveLevel3Num')),
    socialNum,
    socialReductionRate: ratio(sum(rows, (r) => r.socialReductionRate * r.socialNum), socialNum),
  };
}

/** The rows with 全市 last; the server's own total is kept when it sends one. */
export function withTotal<T extends { region: string }>(rows: readonly T[], total: (rows: readonly T[]) => T): T[] {
  const districts = rows.filter((r) => r.region !== WHOLE_CITY);
  const own = rows.find((r) => r.region === WHOLE_CITY);
  return districts.length > 1 || own ? [...districts, own ?? total(districts)] : districts;
}
