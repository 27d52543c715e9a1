/** A visited page in the tab bar. */
export interface VisitedTag {
  /** the page's pathname: one tab per page */
  pathname: string;
  /** pathname plus query, where the tab leads back to */
  fullPath: string;
  title: string;
  /** pinned: cannot be closed */
  affix: boolean;
}

/** Opens a tab, or updates the page's tab (its query may have changed); pinned tabs stay first. */
export function visit(tags: VisitedTag[], tag: VisitedTag): VisitedTag[] {
  if (tags.some((t) => t.pathname === tag.pathname))
    return tags.map((t) => (t.pathname === tag.pathname ? { ...tag, affix: t.affix || tag.affix } : t));
  return tag.affix ? [...tags.filter((t) => t.affix), tag, ...tags.filter((t) => !t.affix)] : [...tags, tag];
}

export const closeTag = (tags: VisitedTag[], pathname: string) =>
  tags.filter((t) => t.affix || t.pathname !== pathname);
export const closeOthers = (tags: VisitedTag[], pathname: string) =>
  tags.filter((t) => t.affix || t.pathname === pathname);
export const closeAll = (tags: VisitedTag[]) => tags.filter((t) => t.affix);

/**
 * Where to go after closing tabs while on `current`: stay if its tab is still open, else the last
 * remaining tab, else `fallback` (the landing page).
 */
export function afterClose(remaining: VisitedTag[], current: string, fallback: string): string | undefined {
  if (remaining.some((t) => t.pathname === current)) return undefined;
  return remaining.at(-1)?.fullPath ?? fallback;
}
