import { Suspense } from 'react';
import { Navigate, matchPath, useLocation } from 'react-router';
import { Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { menuCalls } from '@risk/shared/api/system';
import { api, callKey } from '../../lib/http.ts';
import { findPage } from '../menu-routes.ts';
import { useNavRoutes } from '../nav-routes.ts';
import { pageOf } from '../page-registry.tsx';
import { usePageTitle } from '../page-title.ts';
import { NotFoundPage } from './not-found.tsx';

const spinner = <Spin style={{ display: 'block', margin: '80px auto' }} />;

/** A page of the server menu; unknown paths go to /404, a page without a file shows not-found here. */
export function MenuPageRoute() {
  const { pathname } = useLocation();
  const { pages } = useNavRoutes();
  const route = findPage(pages, pathname);
  usePageTitle(route?.title);
  if (!route) return <NotInMenu pathname={pathname} />;
  const Page = pageOf(route.component);
  if (!Page) return <NotFoundPage />;
  return (
    <Suspense fallback={spinner}>
      <Page />
    </Suspense>
  );
}

/**
 * An address outside the user's menu: a page of another role is a missing permission (/401),
 * anything else does not exist (/404). The menu's page paths come from the server.
 */
function NotInMenu({ pathname }: { pathname: string }) {
  const paths = useQuery({
    queryKey: callKey(menuCalls.paths),
    queryFn: () => api.read(menuCalls.paths),
    staleTime: 5 * 60_000,
  });
  if (paths.isPending) return spinner;
  const known = (paths.data ?? []).some((path) => matchPath({ path, end: true }, pathname) !== null);
  return <Navigate to={known ? '/401' : '/404'} replace />;
}
