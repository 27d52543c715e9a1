import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Pages named by server menu rows: `pages/<component key>.tsx` default-exports the page, e.g.
 * `pages/system/user/index.tsx` for the key 'system/user/index'. Loaded on first visit.
 */
const files = import.meta.glob<{ default: ComponentType }>('./pages/**/*.tsx');

const loaders = new Map(
  Object.entries(files).map(([file, load]) => [file.slice('./pages/'.length, -'.tsx'.length), load]),
);
const components = new Map<string, LazyExoticComponent<ComponentType>>();

export const hasPage = (key: string) => loaders.has(key);

/** The lazily loaded page of a component key; undefined for a key without a file. */
export function pageOf(key: string): LazyExoticComponent<ComponentType> | undefined {
  const load = loaders.get(key);
  if (!load) return undefined;
  let component = components.get(key);
  if (!component) {
    component = lazy(load);
    components.set(key, component);
  }
  return component;
}
