import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spin } from 'antd';
import { findPage } from '../menu-routes.ts';
import { useNavRoutes } from '../nav-routes.ts';
import { pageOf } from '../page-registry.tsx';
import { usePageTitle } from '../page-title.ts';
import { NotFoundPage } from './not-found.tsx';

/** A page of the server menu; unknown paths go to /404, a page without a file shows not-found here. */
export function MenuPageRoute() {
  const { pathname } = useLocation();
  const { pages } = useNavRoutes();
  const route = findPage(pages, pathname);
  usePageTitle(route?.title);
  if (!route) return <Navigate to="/404" replace />;
  const Page = pageOf(route.component);
  if (!Page) return <NotFoundPage />;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      <Page />
    </Suspense>
  );
}
