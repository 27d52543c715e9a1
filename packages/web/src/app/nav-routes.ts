import { useMemo } from 'react';
import { useSessionMenu } from '../lib/session.ts';
import { buildNavRoutes, landingPath, pagesOf } from './menu-routes.ts';

/** The signed-in user's routes, their pages and the landing path, derived once per menu. */
export function useNavRoutes() {
  const menu = useSessionMenu();
  return useMemo(() => {
    const routes = buildNavRoutes(menu);
    const pages = pagesOf(routes);
    return { routes, pages, landing: landingPath() };
  }, [menu]);
}
