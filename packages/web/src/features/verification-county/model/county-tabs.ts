import type { COUNTY_TABS } from '@risk/shared/order-machine';

export type CountyTab = keyof typeof COUNTY_TABS;
/** Sub-tabs of 待核实: not yet pushed to the mini-app, and pushed (awaiting the company or its audit). */
export type CountySubTab = 'AwaitPushApp' | 'MiniApp';

export const COUNTY_TAB_LABEL: Record<CountyTab, string> = {
  AwaitOrder: '待接单',
  AwaitVerification: '待核实',
  countyAll: '全部',
};
export const COUNTY_SUB_TAB_LABEL: Record<CountySubTab, string> = {
  AwaitPushApp: '未推送小程序',
  MiniApp: '小程序待审核',
};

const isTab = (v: unknown): v is CountyTab => v === 'AwaitOrder' || v === 'AwaitVerification' || v === 'countyAll';

/** The tab and sub-tab held in the list's URL filters; 待接单 and 未推送小程序 when absent or unknown. */
export function tabsOf(filters: Record<string, unknown>): { tab: CountyTab; subTab?: CountySubTab } {
  const tab = isTab(filters.tab) ? filters.tab : 'AwaitOrder';
  if (tab !== 'AwaitVerification') return { tab };
  return { tab, subTab: filters.subTab === 'MiniApp' ? 'MiniApp' : 'AwaitPushApp' };
}
