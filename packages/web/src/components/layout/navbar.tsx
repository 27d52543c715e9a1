import type { ReactNode } from 'react';
import { Breadcrumb, Tooltip } from 'antd';
import { HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { AvatarMenu } from './avatar-menu.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import type { NavRoute } from './nav-route.ts';
import { RouteSearch } from './route-search.tsx';
import { SizeSelect } from './size-select.tsx';
import styles from './layout.module.css';

interface NavbarProps {
  routes: NavRoute[];
  /** directory titles then the page title of the current location */
  crumbs: string[];
  landing: string;
  sidebarCollapsed: boolean;
  isMobile: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
  /** the notice bell, supplied by the app shell (components never import features) */
  noticeBell?: (buttonClassName: string) => ReactNode;
}

export function Navbar({
  routes,
  crumbs,
  landing,
  sidebarCollapsed,
  isMobile,
  onToggleSidebar,
  onOpenSettings,
  noticeBell,
}: NavbarProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.navbar}>
      <button
        type="button"
        className={styles.hamburger}
        onClick={onToggleSidebar}
        aria-label={sidebarCollapsed ? '展开菜单' : '收起菜单'}
      >
        {sidebarCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      </button>
      {!isMobile && (
        <Breadcrumb
          className={styles.breadcrumb}
          items={[{ title: <Link to={landing}>首页</Link> }, ...crumbs.map((title) => ({ title }))]}
        />
      )}
      <div className={styles.rightMenu}>
        <RouteSearch routes={routes} />
        <Tooltip title="首页" placement="bottom">
          <button type="button" className={styles.navButton} onClick={() => navigate(landing)} aria-label="首页">
            <HomeOutlined />
          </button>
        </Tooltip>
        {noticeBell?.(styles.navButton)}
        {!isMobile && <FullscreenToggle />}
        {!isMobile && <SizeSelect />}
        <AvatarMenu onOpenSettings={onOpenSettings} compact={isMobile} />
      </div>
    </div>
  );
}
