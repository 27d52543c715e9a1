import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The big screens: `screens/<name>.tsx` default-exports the screen served full window at `/<name>`
 * (names in `BIG_SCREENS` of `@risk/shared/big-screen`). Loaded on first visit.
 */
const files = import.meta.glob<{ default: ComponentType }>('./screens/*.tsx');

const loaders = new Map(
  Object.entries(files).map(([file, load]) => [file.slice('./screens/'.length, -'.tsx'.length), load]),
);
const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazily loaded screen of a name; undefined while no file exists for it. */
export function screenOf(name: string): LazyExoticComponent<ComponentType> | undefined {
  const load = loaders.get(name);
  if (!load) return undefined;
  let component = components.get(name);
  if (!component) {
    component = lazy(load);
    components.set(name, component);
  }
  return component;
}

/** Starts loading a screen's chunk before the session is ready (the screen is the landing page). */
export function preloadScreen(name: string): void {
  void loaders.get(name)?.();
}
