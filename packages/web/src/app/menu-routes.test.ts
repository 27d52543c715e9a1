import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '@risk/shared/api/system';
import { buildNavRoutes, findPage, joinPath, landingPath, pagesOf } from './menu-routes.ts';

const page = (path: string, component: string, title: string, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  name: title,
  path,
  component,
  hidden: false,
  meta: { title, icon: null, noCache: false },
  ...extra,
});
const dir = (path: string, title: string, children: MenuRoute[]): MenuRoute => ({
  ...page(path, 'Layout', title),
  redirect: 'noredirect',
  alwaysShow: true,
  children,
});

const MENU: MenuRoute[] = [
  dir('/risk', '风险企业', [
    page('riskCompany', 'riskCompany/index', '风险企业库'),
    page('details/:id', 'verification/city', '核实详情', { hidden: true }),
  ]),
  dir('/system', '系统管理', [
    page('user', 'system/user/index', '用户管理'),
    page('role', 'system/role/index', '角色管理'),
  ]),
  page('https://www.beijing.gov.cn', '', '北京市政府'),
];

describe('menu routes', () => {
  it('when a directory has child paths then their full paths join the directory path', () => {
    expect(joinPath('/system', 'user')).toBe('/system/user');
    expect(joinPath('/system/', 'user')).toBe('/system/user');
    expect(joinPath('/system', '/absolute')).toBe('/absolute');
    expect(joinPath('/system', 'http://x.cn/a')).toBe('http://x.cn/a');
    const routes = buildNavRoutes(MENU);
    expect(routes[1].children.map((r) => r.path)).toEqual(['/system/user', '/system/role']);
    expect(routes[1].children[0].trail).toEqual(['系统管理']);
    expect(routes[2].external).toBe(true);
  });

  it('when collecting pages then directories and external links are left out and hidden pages stay routable', () => {
    const pages = pagesOf(buildNavRoutes(MENU));
    expect(pages.map((p) => p.path)).toEqual([
      '/risk/riskCompany',
      '/risk/details/:id',
      '/system/user',
      '/system/role',
    ]);
  });

  it('when a location carries a parameter then the parameterised page matches, and an unknown path matches none', () => {
    const pages = pagesOf(buildNavRoutes(MENU));
    expect(findPage(pages, '/risk/details/42')?.title).toBe('核实详情');
    expect(findPage(pages, '/system/user')?.title).toBe('用户管理');
    expect(findPage(pages, '/system/nothing')).toBeUndefined();
    expect(findPage(pages, '/system')).toBeUndefined();
  });

  it('when choosing the landing page then it is the monitoring screen', () => {
    expect(landingPath()).toBe('/monitorFullScreen');
  });
});
