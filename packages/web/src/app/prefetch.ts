import { prefetchDashboardPage } from '../features/dashboard/api/page-prefetch.ts';
import { beijingYear } from '../lib/beijing-time.ts';

/**
 * Opening the app on a dashboard page with a token: its first view is asked for at once, while the
 * app checks the session, builds the menu and loads the page's code (docs/dashboards.md "First paint").
 */
const FIRST_VIEW: Record<string, Parameters<typeof prefetchDashboardPage>[0]> = {
  '/dashboard/city': 'city',
  '/dashboard/devOps': 'city',
  '/dashboard/district': 'district',
};

export function prefetchFirstView(pathname: string): void {
  const kind = FIRST_VIEW[pathname.replace(/\/+$/, '')];
  if (kind) prefetchDashboardPage(kind, beijingYear());
}
