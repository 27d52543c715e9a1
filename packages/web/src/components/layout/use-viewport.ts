import { useSyncExternalStore } from 'react';

/** Breakpoints: mobile under 992 px, sidebar collapsed under 1200 px. */
export const MOBILE_WIDTH = 992;
export const COLLAPSE_WIDTH = 1200;

const subscribe = (l: () => void) => {
  window.addEventListener('resize', l);
  return () => window.removeEventListener('resize', l);
};

export function useViewport() {
  const width = useSyncExternalStore(subscribe, () => window.innerWidth);
  return { isMobile: width < MOBILE_WIDTH, isNarrow: width < COLLAPSE_WIDTH };
}
