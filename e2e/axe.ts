import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

/** axe-core's browser bundle (a root devDependency), injected into each page it checks. */
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** The rules the platform is held to: WCAG 2.0 and 2.1, levels A and AA (GB/T 37668-2019 follows WCAG 2.0 AA). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/**
 * Runs axe-core on the page as it is now and returns its WCAG 2.1 A/AA violations. The bundle is
 * evaluated through the DevTools protocol (`page.evaluate`), which the page's Content-Security-Policy
 * does not govern: the server's strict policy (no inline scripts) stays exactly as in production.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  // colours are judged at rest: transitions and entry animations (menus, tabs, dialogs) jump to their end
  await page.evaluate(() =>
    document.getAnimations().forEach((a) => {
      try {
        if (a.effect?.getComputedTiming().iterations !== Infinity) a.finish();
      } catch {
        // an animation that cannot finish (running forever) is left alone
      }
    }),
  );
  return page.evaluate(async (tags) => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; html: string; failureSummary?: string }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(' '),
        html: n.html.slice(0, 200),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
    }));
  }, AXE_TAGS);
}

/** One line per failing node: where, which rule, and why (for the test's error message). */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${where}: [${v.impact}] ${v.id} (${v.help}) at ${n.target} — ${n.summary} — ${n.html}`),
  );
}

/** Violations (one line per node) of every page checked so far in the running test file, not yet reported. */
const a11yViolations: string[] = [];
const seen = new Set<string>();

/** Violations recorded so far (and forgets them). */
export function takeA11yViolations(): string[] {
  return a11yViolations.splice(0);
}

/** Records the page's violations now, once per page address, rule and element (a page left open is checked once). */
export async function recordA11y(page: Page): Promise<void> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return;
  const where = new URL(page.url()).pathname;
  const violations = await axeViolations(page).catch(() => [] as AxeViolation[]); // mid-navigation: nothing to check
  for (const line of describeViolations(where, violations)) {
    const key = line.split(' — ')[0];
    if (seen.has(key)) continue;
    seen.add(key);
    a11yViolations.push(line);
  }
}

/**
 * Checks the page now and fails the test on any violation: for a state worth checking on purpose
 * (an open dialog, a drawer, a filled form). Every page is checked anyway when it is left.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length)
    throw new Error(
      `页面有无障碍问题 (axe-core)：\n${describeViolations(new URL(page.url()).pathname, violations).join('\n')}`,
    );
}

/**
 * Every page a test opens is checked with axe-core as the test leaves it: before `page.goto` takes
 * it elsewhere, and before it, its context or its browser closes (the e2e files close them in afterEach /
 * afterAll). `launchBrowser` applies this to every context; `browser.ts` fails the test on what is found.
 */
export function watchAccessibility(context: BrowserContext) {
  const close = context.close.bind(context);
  context.close = async (...args: Parameters<BrowserContext['close']>) => {
    for (const page of context.pages()) await recordA11y(page);
    return close(...args);
  };
  context.on('page', (page) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      await recordA11y(page);
      return goto(...args);
    };
    const closePage = page.close.bind(page);
    page.close = async (...args: Parameters<Page['close']>) => {
      await recordA11y(page);
      return closePage(...args);
    };
  });
}
