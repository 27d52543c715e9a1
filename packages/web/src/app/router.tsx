import { useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import { Spin } from 'antd';
import { setForbiddenHandler } from '../lib/http.ts';
import { notify } from '../lib/notify.ts';
import { autoLogin, hasAutoLoginParams, startTokenRenewal, withoutAutoLoginParams } from './auto-login.ts';
import { RequireSession, RequireToken } from './guard.tsx';
import { AppShell } from './layout.tsx';
import { useNavRoutes } from './nav-routes.ts';
import { LoginRoute } from './routes/login.tsx';
import { MenuPageRoute } from './routes/menu-page.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { DATA_SCREEN_ROUTES } from './routes/data-screens.tsx';
import { RouteErrorPage } from './routes/route-error.tsx';
import { RedirectRoute } from './routes/redirect.tsx';
import { UnauthorizedPage } from './routes/unauthorized.tsx';
import { UserCenterRoute } from './routes/user-center.tsx';
import { MiniAppFillPage } from '../features/mini-app/components/MiniAppFillPage.tsx';
import { VerificationFields } from '../features/verification-county/components/VerificationFields.tsx';

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

function LandingRedirect() {
  return <Navigate to={useNavRoutes().landing} replace />;
}

const router = createBrowserRouter([
  // the company's mini-app form: public, outside the guard and the back-office layout
  {
    path: '/sp/fill/:token',
    element: <MiniAppFillPage fields={<VerificationFields withCountyLevel={false} />} />,
    errorElement: <RouteErrorPage />,
  },
  {
    element: <AutoLoginGate />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: <LoginRoute /> },
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
      {
        path: '/',
        element: (
          <RequireToken>
            <RequireSession>
              <AppShell />
            </RequireSession>
          </RequireToken>
        ),
        children: [
          { index: true, element: <LandingRedirect /> },
          { path: 'redirect/*', element: <RedirectRoute /> },
          { path: 'user/center', element: <UserCenterRoute /> },
          { path: '*', element: <MenuPageRoute />, errorElement: <RouteErrorPage /> },
        ],
      },
    ],
  },
]);

setForbiddenHandler(() => void router.navigate('/401'));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
