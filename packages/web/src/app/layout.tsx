import { useEffect, useState } from 'react';
import { Drawer, Layout, Watermark } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Navbar } from '../components/layout/navbar.tsx';
import { SettingsDrawer } from '../components/layout/settings-drawer.tsx';
import { Sidebar } from '../components/layout/sidebar.tsx';
import { afterClose, closeAll, closeOthers, closeTag, visit, type VisitedTag } from '../components/layout/tags.ts';
import { TagsView, type TagAction } from '../components/layout/tags-view.tsx';
import { useViewport } from '../components/layout/use-viewport.ts';
import styles from '../components/layout/layout.module.css';
import { updateSettings, useSettings } from '../lib/settings.ts';
import { useSessionUser } from '../lib/session.ts';
import { NoticeBell } from '../features/notices/components/NoticeBell.tsx';
import type { NavRoute } from '../components/layout/nav-route.ts';
import { findPage, PERSONAL_CENTRE_PATH } from './menu-routes.ts';
import { useNavRoutes } from './nav-routes.ts';

const SIDEBAR_WIDTH = 205;
const COLLAPSED_WIDTH = 64;
const PERSONAL_CENTRE_TITLE = '个人中心';

/** The layout shell: sidebar, navbar, tab bar, watermark over the page. */
export function AppShell() {
  const { routes, pages, landing } = useNavRoutes();
  const noticesPath = routes
    .flatMap(function withChildren(r): NavRoute[] {
      return [r, ...r.children.flatMap(withChildren)];
    })
    .find((r) => r.component === 'notices/index')?.path;
  const settings = useSettings();
  const user = useSessionUser();
  const { isMobile, isNarrow } = useViewport();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const [collapsed, setCollapsed] = useState(isNarrow || !settings.sidebarOpened);
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [tags, setTags] = useState<VisitedTag[]>(() =>
    pages
      .filter((p) => p.affix && !p.path.includes(':'))
      .map((p) => ({ pathname: p.path, fullPath: p.path, title: p.title, affix: true })),
  );

  // Under 1200 px the sidebar collapses; wider again, it returns to the stored choice.
  useEffect(() => setCollapsed(isNarrow || !settings.sidebarOpened), [isNarrow, settings.sidebarOpened]);

  const page = findPage(pages, pathname);
  const isCentre = pathname === PERSONAL_CENTRE_PATH;
  const crumbs = page ? [...page.trail, page.title] : isCentre ? [PERSONAL_CENTRE_TITLE] : [];

  useEffect(() => {
    window.scrollTo(0, 0);
    const title = page?.title ?? (isCentre ? PERSONAL_CENTRE_TITLE : undefined);
    if (title) setTags((t) => visit(t, { pathname, fullPath: pathname + search, title, affix: false }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a tab follows the location only
  }, [pathname, search]);

  const toggleSidebar = () => {
    if (isMobile) return setMobileMenuOpen(!mobileMenuOpen);
    setCollapsed(!collapsed);
    if (!isNarrow) updateSettings({ sidebarOpened: collapsed });
  };

  const onTagAction = (action: TagAction, tag: VisitedTag) => {
    if (action === 'refresh') return navigate(`/redirect${tag.fullPath}`, { replace: true });
    const remaining =
      action === 'close'
        ? closeTag(tags, tag.pathname)
        : action === 'closeOthers'
          ? closeOthers(tags, tag.pathname)
          : closeAll(tags);
    setTags(remaining);
    const next =
      action === 'closeOthers' && tag.pathname !== pathname ? tag.fullPath : afterClose(remaining, pathname, landing);
    if (next) navigate(next);
  };

  const sidebar = (
    <Sidebar
      routes={routes}
      activePath={page?.hidden ? undefined : page?.path}
      collapsed={!isMobile && collapsed}
      onNavigate={() => setMobileMenuOpen(false)}
    />
  );

  return (
    <Layout className={styles.shell} hasSider={!isMobile}>
      {isMobile ? (
        <Drawer
          className={styles.mobileDrawer}
          placement="left"
          size={SIDEBAR_WIDTH}
          open={mobileMenuOpen}
          onClose={() => setMobileMenuOpen(false)}
          closable={false}
        >
          {sidebar}
        </Drawer>
      ) : (
        <Layout.Sider
          className={styles.sider}
          width={SIDEBAR_WIDTH}
          collapsedWidth={COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          collapsible
        >
          {sidebar}
        </Layout.Sider>
      )}
      <Layout className={styles.main}>
        <header className={`${styles.header} ${settings.fixedHeader ? styles.headerFixed : ''}`}>
          <Navbar
            routes={routes}
            crumbs={crumbs}
            landing={landing}
            sidebarCollapsed={isMobile ? !mobileMenuOpen : collapsed}
            isMobile={isMobile}
            onToggleSidebar={toggleSidebar}
            onOpenSettings={() => setSettingsOpen(true)}
            noticeBell={(buttonClassName) => <NoticeBell pagePath={noticesPath} buttonClassName={buttonClassName} />}
          />
          {settings.tagsView && (
            <TagsView tags={tags} activePath={pathname} onOpen={(t) => navigate(t.fullPath)} onAction={onTagAction} />
          )}
        </header>
        <Layout.Content className={styles.content}>
          <Watermark
            className={styles.watermark}
            content={settings.watermark && user ? [user.nickName, user.dept?.name ?? ''].filter(Boolean) : undefined}
            font={{ color: 'rgba(0, 0, 0, 0.06)', fontSize: 14 }}
            gap={[120, 120]}
          >
            <Outlet />
          </Watermark>
        </Layout.Content>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Layout>
  );
}
