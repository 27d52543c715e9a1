import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireSession, RequireToken } from '../guard.tsx';
import { RouteErrorPage } from './route-error.tsx';
import { BIG_SCREENS, type BigScreenName } from '@risk/shared/big-screen';
import { ScreenActions } from '../../components/big-screen/screen-actions.ts';
import { usePageTitle } from '../page-title.ts';
import { EnterSystemLink, FigureListLinks } from '../screen-frame.tsx';

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

/** A data screen under its own name in the browser tab, with the 进入系统 link and the figure links the other screens have. */
function DataScreen({ name, children }: { name: BigScreenName; children: ReactNode }) {
  usePageTitle(BIG_SCREENS.find((s) => s.name === name)?.title);
  return (
    <ScreenActions.Provider value={<EnterSystemLink />}>
      <FigureListLinks>{children}</FigureListLinks>
    </ScreenActions.Provider>
  );
}

const guarded = (name: BigScreenName, children: ReactNode) => (
  <RequireToken>
    <RequireSession>
      <DataScreen name={name}>
        <Suspense fallback={null}>{children}</Suspense>
      </DataScreen>
    </RequireSession>
  </RequireToken>
);

export const DATA_SCREEN_ROUTES: RouteObject[] = [
  { path: '/economyFullScreen', element: guarded('economyFullScreen', <Economy />), errorElement: <RouteErrorPage /> },
  {
    path: '/businessFullScreen',
    element: guarded('businessFullScreen', <Business />),
    errorElement: <RouteErrorPage />,
  },
  { path: '/labourFullScreen', element: guarded('labourFullScreen', <Labour />), errorElement: <RouteErrorPage /> },
  { path: '/socialFullScreen', element: guarded('socialFullScreen', <Social />), errorElement: <RouteErrorPage /> },
];
