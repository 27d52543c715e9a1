import { z } from 'zod';

/**
 * The reduction of insured people over each of the last 1 to 12 months, as the social-insurance
 * agency's 社保数据 record carries it (doc 2: "change counts for the last 1 to 12 months (january = …
 * last 1 month, march = reduction in last 3 months)"): the record's field (the spec's month names
 * stand for the number of months), and the company detail's field (doc 1 names 1, 3, 5 and 12
 * months oneLayoffsNum, threeLayoffsNum, fiveLayoffsNum, yearLayoffsNum; the others follow them).
 * The import's columns, the list, the detail and the demo generator read this one table.
 */
export const SOCIAL_MONTHS = [
  { months: 1, field: 'january', detail: 'oneLayoffsNum' },
  { months: 2, field: 'february', detail: 'twoLayoffsNum' },
  { months: 3, field: 'march', detail: 'threeLayoffsNum' },
  { months: 4, field: 'april', detail: 'fourLayoffsNum' },
  { months: 5, field: 'may', detail: 'fiveLayoffsNum' },
  { months: 6, field: 'june', detail: 'sixLayoffsNum' },
  { months: 7, field: 'july', detail: 'sevenLayoffsNum' },
  { months: 8, field: 'august', detail: 'eightLayoffsNum' },
  { months: 9, field: 'september', detail: 'nineLayoffsNum' },
  { months: 10, field: 'october', detail: 'tenLayoffsNum' },
  { months: 11, field: 'november', detail: 'elevenLayoffsNum' },
  { months: 12, field: 'december', detail: 'yearLayoffsNum' },
] as const;

export type SocialMonth = (typeof SOCIAL_MONTHS)[number];
export type SocialMonthField = SocialMonth['field'];
export type SocialLayoffField = SocialMonth['detail'];

/** One entry per month, keyed by the record's field or by the detail's. */
export const perMonth = <K extends 'field' | 'detail', V>(key: K, value: (m: SocialMonth) => V) =>
  Object.fromEntries(SOCIAL_MONTHS.map((m) => [m[key], value(m)])) as Record<SocialMonth[K], V>;

/** The import template's column of a month's reduction. */
export const socialMonthHeader = (months: number) => `近${months}个月减员人数`;

const nullableCount = z.number().int().nullable();
/** The twelve record fields; null on a record imported before the twelve months were (migration 0048). */
export const socialMonthCounts = z.object(perMonth('field', () => nullableCount));
/** The detail's twelve reductions; null where neither the import nor the earlier months tell. */
export const socialLayoffCounts = z.object(perMonth('detail', () => nullableCount));
