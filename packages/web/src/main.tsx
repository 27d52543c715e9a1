import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { prefetchFirstView } from './app/prefetch.ts';
import { AppRouter } from './app/router.tsx';
import { watchAntdTables } from './lib/antd-a11y.ts';

prefetchFirstView(window.location.pathname);
watchAntdTables();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
