import { useState } from 'react';
import { dashboardCalls } from '@risk/shared/api/dashboard';
import type { DashboardPage } from '@risk/shared/schemas/dashboard';
import { urlOf } from '../../../lib/http.ts';
import { toQueryString } from '../../../lib/params.ts';
import { getToken } from '../../../lib/token.ts';
import { beijingYear } from '../../../lib/beijing-time.ts';

/** A page's answers serve its panels only while they are this fresh; later reads make their own calls. */
const FRESH_MS = 10_000;

let current: { key: string; at: number; answers: Promise<Record<string, unknown> | null> } | undefined;

/**
 * Starts a dashboard page's first view in one round trip (`dashBoard/page/{kind}`): every call the page
 * makes on opening, answered together; each panel's query then takes its answer from it (`prefetchedOr`)
 * instead of sending its own call. Called as early as the token is known (app/prefetch.ts, before the
 * page's code has loaded), again by the page (a no-op when already started) and on a year change. Any
 * failure answers null and the panels make their own calls (the 401 handling stays with them).
 */
export function prefetchDashboardPage(kind: DashboardPage, year: number): void {
  const token = getToken();
  const query = year ? { year } : {};
  const key = `${kind}${toQueryString(query)}`;
  if (!token || (current?.key === key && Date.now() - current.at < FRESH_MS)) return;
  current = {
    key,
    at: Date.now(),
    answers: fetch(urlOf(dashboardCalls.page, { params: { kind }, query }), {
      headers: { Authorization: token },
      signal: AbortSignal.timeout(FRESH_MS),
    })
      .then((r) => (r.ok ? (r.json() as Promise<{ content: Record<string, unknown> }>) : null))
      .then((e) => e?.content ?? null)
      .catch(() => null),
  };
}

/** A call's answer (its path under dashBoard with the query string) from the page's first view, taken once; else the call. */
export async function prefetchedOr<T>(
  path: string,
  params: Record<string, unknown>,
  load: () => Promise<T>,
): Promise<T> {
  const page = current;
  if (page && Date.now() - page.at < FRESH_MS) {
    const answers = await page.answers;
    const key = `${path}${toQueryString(params)}`;
    if (answers && key in answers) {
      const answer = answers[key] as T;
      delete answers[key];
      return answer;
    }
  }
  return load();
}

/** A dashboard page's year (this year first): its first view is asked for before the panels' queries start, and on each change. */
export function usePageYear(kind: DashboardPage): [number, (year: number) => void] {
  const [year, setYear] = useState(() => {
    const y = beijingYear();
    prefetchDashboardPage(kind, y); // a no-op when the app already started it
    return y;
  });
  const change = (y: number) => {
    prefetchDashboardPage(kind, y);
    setYear(y);
  };
  return [year, change];
}
