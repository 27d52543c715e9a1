import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import { Spin } from 'antd';
import { BIG_SCREENS, LANDING_PATH } from '@risk/shared/big-screen';
import { setForbiddenHandler } from '../lib/http.ts';
import { notify } from '../lib/notify.ts';
import { autoLogin, hasAutoLoginParams, startTokenRenewal, withoutAutoLoginParams } from './auto-login.ts';
import { RequireSession, RequireToken } from './guard.tsx';
import { BigScreenRoute } from './routes/big-screen-route.tsx';
import { preloadScreen } from './screen-registry.tsx';
import { MenuPageRoute } from './routes/menu-page.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { DATA_SCREEN_ROUTES } from './routes/data-screens.tsx';
import { RouteErrorPage } from './routes/route-error.tsx';
import { RedirectRoute } from './routes/redirect.tsx';
import { UnauthorizedPage } from './routes/unauthorized.tsx';

/**
 * The back office, the login page and the mini-app form load on demand: the landing page is a big
 * screen, which needs none of them, and a wall should not parse them before its first paint.
 */
const AppShell = lazy(() => import('./layout.tsx').then((m) => ({ default: m.AppShell })));
const LoginRoute = lazy(() => import('./routes/login.tsx').then((m) => ({ default: m.LoginRoute })));
const UserCenterRoute = lazy(() => import('./routes/user-center.tsx').then((m) => ({ default: m.UserCenterRoute })));
const MiniAppRoute = lazy(() => import('./routes/mini-app.tsx').then((m) => ({ default: m.MiniAppRoute })));
const later = (element: ReactNode) => (
  <Suspense fallback={<Spin size="large" style={{ display: 'block', marginTop: '40vh' }} />}>{element}</Suspense>
);

/** Handles `?u1=&u2=&s1=` on any address before the guard sees it, then renews the token hourly. */
function AutoLoginGate() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(() => hasAutoLoginParams(search));
  useEffect(() => {
    if (!pending) return startTokenRenewal();
    autoLogin(search)
      .then(() => startTokenRenewal())
      .catch((err: Error) => notify.error(err.message || '自动登录失败，请手动登录'))
      .finally(() => {
        navigate(pathname + withoutAutoLoginParams(search), { replace: true });
        setPending(false);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per page load
  }, []);
  return pending ? <Spin size="large" style={{ display: 'block', marginTop: '40vh' }} /> : <Outlet />;
}

/** `/` goes to the landing screen. */
function LandingRedirect() {
  return <Navigate to={LANDING_PATH} replace />;
}

const router = createBrowserRouter([
  // the company's mini-app form: public, outside the guard and the back-office layout
  {
    path: '/sp/fill/:token',
    element: later(<MiniAppRoute />),
    errorElement: <RouteErrorPage />,
  },
  {
    element: <AutoLoginGate />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: later(<LoginRoute />) },
      // `/` (where 登录 lands) goes to the wall once the session is known, without loading the back
      // office's shell first: that cost a leader 0.6–0.8 s on the way to the wall (bench/wall.ts)
      {
        index: true,
        element: (
          <RequireToken>
            <RequireSession>
              <LandingRedirect />
            </RequireSession>
          </RequireToken>
        ),
      },
      ...DATA_SCREEN_ROUTES,
      {
        path: '/404',
        element: (
          <RequireToken>
            <NotFoundPage />
          </RequireToken>
        ),
      },
      {
        path: '/401',
        element: (
          <RequireToken>
            <UnauthorizedPage />
          </RequireToken>
        ),
      },
      // the big screens: full window, outside the layout shell, behind the same guard
      ...BIG_SCREENS.filter(({ name }) => !DATA_SCREEN_ROUTES.some((r) => r.path === `/${name}`)).map(({ name }) => ({
        path: `/${name}`,
        // the screen does not wait for the session: its calls need only the token, and the frame
        // loads the user and the menu beside it (for 进入系统)
        element: (
          <RequireToken>
            <BigScreenRoute name={name} />
          </RequireToken>
        ),
      })),
      {
        path: '/',
        element: (
          <RequireToken>
            <RequireSession>{later(<AppShell />)}</RequireSession>
          </RequireToken>
        ),
        children: [
          { path: 'redirect/*', element: <RedirectRoute /> },
          { path: 'user/center', element: later(<UserCenterRoute />) },
          { path: '*', element: <MenuPageRoute />, errorElement: <RouteErrorPage /> },
        ],
      },
    ],
  },
]);

setForbiddenHandler(() => void router.navigate('/401'));

// A big screen opened directly (a wall's start page) loads its chunk while the session loads.
const openedScreen = BIG_SCREENS.find((s) => window.location.pathname === `/${s.name}`);
if (openedScreen) preloadScreen(openedScreen.name);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
