import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';

/** Component sizes of the size picker: 默认, 中等, 小型, 迷你. */
export const SIZE_OPTIONS = [
  { value: 'default', label: '默认' },
  { value: 'medium', label: '中等' },
  { value: 'small', label: '小型' },
  { value: 'mini', label: '迷你' },
] as const;
export type UiSize = (typeof SIZE_OPTIONS)[number]['value'];

export const DEFAULT_THEME = '#409EFF';

export interface LayoutSettings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  uniqueOpened: boolean;
  watermark: boolean;
  /** sidebar expanded (true) or collapsed */
  sidebarOpened: boolean;
  size: UiSize;
}

const DEFAULTS: LayoutSettings = {
  theme: DEFAULT_THEME,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  uniqueOpened: false,
  watermark: true,
  sidebarOpened: true,
  size: 'medium',
};

/** Cookie lifetime of the theme colour and the other layout choices (365 days). */
const COOKIE_DAYS = 365;
const BOOLEAN_KEYS = ['tagsView', 'fixedHeader', 'sidebarLogo', 'uniqueOpened', 'watermark', 'sidebarOpened'] as const;

function read(): LayoutSettings {
  const s: LayoutSettings = { ...DEFAULTS };
  const theme = Cookies.get('theme');
  if (theme && /^#[0-9a-fA-F]{6}$/.test(theme)) s.theme = theme;
  const size = Cookies.get('size');
  if (SIZE_OPTIONS.some((o) => o.value === size)) s.size = size as UiSize;
  for (const key of BOOLEAN_KEYS) {
    const v = Cookies.get(key);
    if (v === '1' || v === '0') s[key] = v === '1';
  }
  return s;
}

let current: LayoutSettings = read();
const listeners = new Set<() => void>();

export function updateSettings(patch: Partial<LayoutSettings>) {
  current = { ...current, ...patch };
  for (const [key, value] of Object.entries(patch)) {
    Cookies.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value), {
      expires: COOKIE_DAYS,
      sameSite: 'Lax',
    });
  }
  listeners.forEach((l) => l());
}

export function useSettings(): LayoutSettings {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
