import { useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { readablePrimary, readableTreeMatch } from '../lib/contrast.ts';
import { bindNotify } from '../lib/notify.ts';
import { useSettings, type UiSize } from '../lib/settings.ts';

dayjs.locale('zh-cn');

const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP layer already shows the error notice; a second try would show it twice.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** 默认/中等/小型/迷你 of the size picker in antd terms; 迷你 adds the compact algorithm. */
const ANTD_SIZE: Record<UiSize, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/**
 * Hands antd's themed notification and message APIs to code outside React (the HTTP layer).
 * Bound while rendering, because the pages' effects (and their calls) run before this one's.
 */
function NotifyBinder({ children }: { children: ReactNode }) {
  const { notification, message } = AntApp.useApp();
  bindNotify(notification, message);
  return children;
}

/**
 * Text colours that reach WCAG 2.1 AA (4.5:1) on white and on antd's light status backgrounds
 * (docs/accessibility.md): antd's defaults for secondary text (#8c8c8c), links and the status
 * colours are lighter than that. The theme colour a user picks is darkened to 4.5:1 on white by
 * `readableOn`, so primary text, links, the selected menu item and white text on primary buttons
 * stay readable whatever colour is chosen. antd lightens the theme colour for hover (a default
 * button's text, a link under the pointer); that lighter colour is darkened to 4.5:1 as well, so a
 * control stays readable while the pointer rests on it.
 */
const READABLE_TOKENS = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.45)',
  colorSuccess: '#2E7D0F',
  colorWarning: '#9A5B00',
  colorError: '#C9161D',
  colorInfo: '#2F6FB7',
};

export function AppProviders({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const primary = useMemo(() => readablePrimary(settings.theme), [settings.theme]);
  // a tree paints the titles matching its search in the theme colour, on a grey or light-blue node too
  const tree = useMemo(() => ({ colorPrimary: readableTreeMatch(primary.colorPrimary) }), [primary]);
  return (
    <ConfigProvider
      locale={zhCN}
      componentSize={ANTD_SIZE[settings.size]}
      theme={{
        token: { ...READABLE_TOKENS, ...primary, borderRadius: 4 },
        components: { Tree: tree, TreeSelect: tree },
        algorithm: settings.size === 'mini' ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
      }}
    >
      <QueryClientProvider client={queryClient}>
        <AntApp>
          <NotifyBinder>{children}</NotifyBinder>
        </AntApp>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
