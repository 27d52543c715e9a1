import { CITY_TABS, CITY_WARNING_TABS, STAT_STATUSES } from './order-machine.ts';

/**
 * The default filters of doc 1 §4: "The default list status filter is 1,5,6,7,8,9 (5,6,7,8,9 in
 * some lists). Default isDownsizing filter is '1'." The server applies them when the parameter is
 * absent (an explicit parameter wins); the web shows them as the filter's initial value. Which list
 * takes which default is written in docs/first-document.md.
 */
export const DEFAULT_LIST_STATUSES = CITY_TABS.CityAll; // 1,5,6,7,8,9
/** the "some lists": the verification was submitted (5 to 9) */
export const DEFAULT_FED_BACK_STATUSES = STAT_STATUSES.FED_BACK; // 5,6,7,8,9
export const DEFAULT_IS_DOWNSIZING = '1' as const;

/** The verification work list's defaults, by who reads it and which tab. */
export const VERIFICATION_LIST_DEFAULTS = {
  /** the city's list asked without a tab (and without a status): the default list status filter */
  cityNoTab: { status: DEFAULT_LIST_STATUSES },
  /**
   * the early-warning tabs (一级/二级/三级预警): rated companies, and a level is set only where the
   * verification reported layoffs, so the layoff filter defaults to '1'
   */
  warningTabs: { tabs: Object.keys(CITY_WARNING_TABS), isDownsizing: DEFAULT_IS_DOWNSIZING },
} as const;

/** The isDownsizing default of a verification-list tab, or undefined where the list has none. */
export const defaultIsDownsizingOf = (tab: string | undefined): '1' | undefined =>
  tab !== undefined && (VERIFICATION_LIST_DEFAULTS.warningTabs.tabs as readonly string[]).includes(tab)
    ? VERIFICATION_LIST_DEFAULTS.warningTabs.isDownsizing
    : undefined;
