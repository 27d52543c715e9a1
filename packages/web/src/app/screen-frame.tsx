import { useCallback, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BIG_SCREENS, type BigScreenName } from '@risk/shared/big-screen';
import { FIGURE_LISTS, viewerOf } from '@risk/shared/api/figure-calls';
import type { FigureKey } from '@risk/shared/figures';
import { isAdmin } from '@risk/shared/levels';
import { FigureLinks } from '../components/big-screen/figure-links.tsx';
import { writeListState } from '../components/list-kit/list-state.ts';
import { DEFAULT_PAGE_SIZE } from '@risk/shared/wire';
import { ScaleScreen } from '../components/big-screen/ScaleScreen.tsx';
import { ScreenHeader } from '../components/big-screen/ScreenHeader.tsx';
import { useAsOf } from '../components/big-screen/use-as-of.ts';
import { useRefreshSeconds } from '../components/big-screen/use-screen-query.ts';
import { PERSONAL_CENTRE_PATH } from './menu-routes.ts';
import { useNavRoutes } from './nav-routes.ts';
import { hasPage } from './page-registry.tsx';
import { ensureSession, useSessionStatus, useSessionUser } from '../lib/session.ts';

const linkStyle = {
  color: '#6ee7ff',
  fontSize: 'var(--min-font)',
  border: '1px solid #1c5fa8',
  padding: '4px 14px',
  borderRadius: 4,
};

/** Menu kinds that open a big screen: not a way into the back office. */
const SCREEN_KINDS = ['fullScreen/redirect', 'educationFullScreen/redirect'];

/** The back office's first page for this user (the screens are the landing page; this is the way in). */
function useBackOfficePath() {
  const { pages } = useNavRoutes();
  return (
    pages.find((p) => !p.hidden && hasPage(p.component) && !SCREEN_KINDS.includes(p.component) && !p.path.includes(':'))
      ?.path ?? PERSONAL_CENTRE_PATH
  );
}

/**
 * A big screen's frame: the scale container, the header with the clock, the title and the time
 * the figures are as of (the newest update of the screen's queries under `queryPrefixes`).
 */
/** 进入系统: the way from a wall into the back office, offered once the menu is known (it opens the user's first page). */
export function EnterSystemLink() {
  const backOffice = useBackOfficePath();
  const sessionReady = useSessionStatus() === 'ready';
  // the user and the menu load beside the screen (the guard of the back office waits for them)
  useEffect(() => void ensureSession().catch(() => undefined), []);
  return sessionReady ? (
    <Link to={backOffice} style={linkStyle}>
      进入系统
    </Link>
  ) : null;
}

/** The address of the list that counts a figure for this user, with the list's filters (FIGURE_LISTS). */
function useFigureListHref() {
  const { pages } = useNavRoutes();
  const user = useSessionUser();
  return useCallback(
    (key: FigureKey) => {
      const list = FIGURE_LISTS[key];
      if (!user || !list?.viewers.includes(viewerOf(user.level, isAdmin(user)))) return undefined;
      const page = pages.find((p) => p.component === list.page);
      if (!page) return undefined;
      // the list's own URL form of its filters (the list kit reads it back)
      const filters = Object.fromEntries(Object.entries(list.filters).map(([name, vs]) => [name, vs.map(String)]));
      const search = writeListState({ page: 1, size: DEFAULT_PAGE_SIZE, filters });
      return search.size ? `${page.path}?${search}` : page.path;
    },
    [pages, user],
  );
}

/** The wall's figures link to the lists that count them (the menu and the user come with the session). */
export function FigureListLinks({ children }: { children: ReactNode }) {
  return <FigureLinks.Provider value={useFigureListHref()}>{children}</FigureLinks.Provider>;
}

export function ScreenFrame({
  name,
  queryPrefixes = ['bigScreen'],
  children,
}: {
  name: BigScreenName;
  queryPrefixes?: readonly string[];
  children: ReactNode;
}) {
  const title = BIG_SCREENS.find((s) => s.name === name)!.title;
  const asOf = useAsOf(queryPrefixes);
  const refresh = useRefreshSeconds();
  return (
    <ScaleScreen label={title}>
      <ScreenHeader title={title} asOf={asOf || undefined} refreshSeconds={refresh} right={<EnterSystemLink />} />
      <FigureListLinks>{children}</FigureListLinks>
    </ScaleScreen>
  );
}
