import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireSession, RequireToken } from '../guard.tsx';
import { RouteErrorPage } from './route-error.tsx';

/**
 * The data-set big screens (docs/datasets.md): full-window routes outside the
 * layout shell, signed in, each loaded on first visit (ECharts and the map stay out of the shell).
 */
const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const Economy = screen(() =>
  import('../../features/data-screens/components/EconomyScreen.tsx').then((m) => ({ default: m.EconomyScreen })),
);
const Business = screen(() =>
  import('../../features/data-screens/components/BusinessScreen.tsx').then((m) => ({ default: m.BusinessScreen })),
);
const Labour = screen(() =>
  import('../../features/data-screens/components/LabourScreen.tsx').then((m) => ({ default: m.LabourScreen })),
);
const Social = screen(() =>
  import('../../features/data-screens/components/SocialScreen.tsx').then((m) => ({ default: m.SocialScreen })),
);

const guarded = (children: ReactNode) => (
  <RequireToken>
    <RequireSession>
      <Suspense fallback={null}>{children}</Suspense>
    </RequireSession>
  </RequireToken>
);

export const DATA_SCREEN_ROUTES: RouteObject[] = [
  { path: '/economyFullScreen', element: guarded(<Economy />), errorElement: <RouteErrorPage /> },
  { path: '/businessFullScreen', element: guarded(<Business />), errorElement: <RouteErrorPage /> },
  { path: '/labourFullScreen', element: guarded(<Labour />), errorElement: <RouteErrorPage /> },
  { path: '/socialFullScreen', element: guarded(<Social />), errorElement: <RouteErrorPage /> },
];
