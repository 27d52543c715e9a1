import { useEffect, useMemo, useState } from 'react';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useSettings } from '../../lib/settings.ts';
import { MenuIcon } from './menu-icon.tsx';
import { isDirectory, type NavRoute } from './nav-route.ts';
import styles from './layout.module.css';

/** The navy of the sidebar, one shade darker for open directories. */
const SIDEBAR_MENU_COLOURS = { darkItemBg: '#1d2b45', darkSubMenuItemBg: '#16223a', darkPopupBg: '#1d2b45' };

type Item = Required<MenuProps>['items'][number];

function toItems(routes: NavRoute[]): Item[] {
  return routes
    .filter((r) => !r.hidden && (!isDirectory(r) || r.children.some((c) => !c.hidden)))
    .map((r) =>
      isDirectory(r)
        ? { key: r.path, icon: <MenuIcon name={r.icon} />, label: r.title, children: toItems(r.children) }
        : { key: r.path, icon: <MenuIcon name={r.icon} />, label: r.title },
    );
}

/** The directories above a path, outermost first: `/a/b/c` → `/a`, `/a/b`. */
const ancestorsOf = (path: string) =>
  path
    .split('/')
    .slice(1, -1)
    .map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}`);

interface SidebarProps {
  routes: NavRoute[];
  /** the sidebar page that the current location belongs to */
  activePath: string | undefined;
  collapsed: boolean;
  onNavigate?: () => void;
}

export function Sidebar({ routes, activePath, collapsed, onNavigate }: SidebarProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { sidebarLogo, uniqueOpened } = useSettings();
  const items = useMemo(() => toItems(routes), [routes]);
  const selected = activePath ?? pathname;
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(selected));

  useEffect(() => {
    if (!collapsed)
      setOpenKeys((keys) => (uniqueOpened ? ancestorsOf(selected) : [...new Set([...keys, ...ancestorsOf(selected)])]));
  }, [selected, collapsed, uniqueOpened]);

  const onOpenChange = (keys: string[]) => {
    if (!uniqueOpened) return setOpenKeys(keys);
    // 菜单唯一展开: opening a directory closes its siblings.
    const opened = keys.find((k) => !openKeys.includes(k));
    setOpenKeys(opened ? keys.filter((k) => opened.startsWith(k + '/') || k === opened) : keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (/^https?:\/\//.test(key)) window.open(key, '_blank', 'noopener');
    else navigate(key);
    onNavigate?.();
  };

  return (
    <div className={styles.sidebar}>
      {sidebarLogo && (
        <div className={styles.logo} onClick={() => navigate('/')} title="劳动用工风险监测预警平台">
          <img src="/logo.svg" alt="" />
          {!collapsed && <span>劳动用工风险监测预警平台</span>}
        </div>
      )}
      <ConfigProvider theme={{ components: { Menu: SIDEBAR_MENU_COLOURS } }}>
        <Menu
          className={styles.menu}
          theme="dark"
          mode="inline"
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={[selected]}
          {...(collapsed ? {} : { openKeys, onOpenChange })}
          onClick={onClick}
        />
      </ConfigProvider>
    </div>
  );
}
