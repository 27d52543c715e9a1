import { CITY_TABS, actionAllowed, type CityWarningTab, type OrderActionName } from '@risk/shared/order-machine';

export type CityTab = keyof typeof CITY_TABS;
/** A tab of the city work list: a status tab or an early-warning (level) tab. */
export type CityWorkTab = CityTab | CityWarningTab;

/** A button belongs on a tab when its action is allowed in one of the tab's statuses. */
export const tabOffers = (tab: CityTab, action: OrderActionName) =>
  CITY_TABS[tab].some((s) => actionAllowed(action, s));

/** The tab in the URL when it is one of `tabs`, else the first. */
export function tabOf<T extends string>(value: unknown, tabs: readonly T[]): T {
  return tabs.includes(value as T) ? (value as T) : tabs[0];
}
