/**
 * Answers fetched before the bundle ran: the build's preload script (vite.config.ts) starts a big
 * screen's first calls with the token cookie and leaves the promises in `window.__riskEarly`, keyed by
 * URL. The first GET of that URL takes its answer (once); after EARLY_MS, or when the early fetch
 * failed, the request is made as usual.
 */
const EARLY_MS = 20_000;

type Early = Record<string, Promise<Response | null> | undefined>;

export function takeEarly(url: string): Promise<Response | null> | undefined {
  const early = (globalThis as { __riskEarly?: Early }).__riskEarly;
  const answer = early?.[url];
  if (!answer) return undefined;
  delete early[url];
  return performance.now() < EARLY_MS ? answer : undefined;
}
