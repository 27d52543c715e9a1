import { LANDING_PATH } from '@risk/shared/big-screen';
import { matchPath } from 'react-router';
import type { MenuRoute } from '@risk/shared/api/system';
import { isDirectory, type NavRoute } from '../components/layout/nav-route.ts';

export const PERSONAL_CENTRE_PATH = '/user/center';

const isExternalPath = (p: string) => /^https?:\/\//.test(p);

/** Joins a menu path to its parent's: `/system` + `user` → `/system/user`; absolute and external paths stay. */
export function joinPath(parent: string, path: string): string {
  if (isExternalPath(path) || path.startsWith('/')) return path;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${path}`;
}

/** The server's menu tree (`GET /iams/v1/menus/build`) as client routes with full paths. */
export function buildNavRoutes(menu: MenuRoute[], parentPath = '', trail: string[] = []): NavRoute[] {
  return menu.map((m) => {
    const path = joinPath(parentPath || '/', m.path);
    return {
      path,
      title: m.meta.title,
      icon: m.meta.icon,
      component: m.component,
      hidden: m.hidden,
      external: isExternalPath(path),
      affix: !!m.meta.affix,
      trail,
      children: buildNavRoutes(m.children ?? [], path, [...trail, m.meta.title]),
    };
  });
}

/** Every routable page (hidden ones included), depth first in menu order; directories and external links are not pages. */
export function pagesOf(routes: NavRoute[]): NavRoute[] {
  return routes.flatMap((r) => [...(isDirectory(r) || r.external ? [] : [r]), ...pagesOf(r.children)]);
}

/** The page a location shows (paths may carry parameters such as `details/:id`). */
export function findPage(pages: NavRoute[], pathname: string): NavRoute | undefined {
  return pages.find((p) => matchPath({ path: p.path, end: true }, pathname) !== null);
}

/** Where the app opens after login and on `/`, and where the home button goes: the monitoring screen. */
export const landingPath = (): string => LANDING_PATH;
