import { Suspense } from 'react';
import { BIG_SCREENS, type BigScreenName } from '@risk/shared/big-screen';
import { usePageTitle } from '../page-title.ts';
import { screenOf } from '../screen-registry.tsx';
import { NotFoundPage } from './not-found.tsx';

const blank = <div style={{ position: 'fixed', inset: 0, background: '#020a1a' }} />;

/** A big screen, full window, outside the layout shell (the guard around it is the router's). */
export function BigScreenRoute({ name }: { name: BigScreenName }) {
  usePageTitle(BIG_SCREENS.find((s) => s.name === name)?.title);
  const Screen = screenOf(name);
  if (!Screen) return <NotFoundPage />;
  return (
    <Suspense fallback={blank}>
      <Screen />
    </Suspense>
  );
}
