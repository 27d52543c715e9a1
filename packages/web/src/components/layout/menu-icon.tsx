import { createElement, useEffect, useState, type ComponentType } from 'react';

type IconSet = Record<string, unknown>;

/**
 * Menu icons are named by the server (administrators choose them), so the whole icon set is
 * needed; it loads once, in its own chunk, after the shell has rendered.
 */
let iconSet: IconSet | undefined;
let loading: Promise<IconSet> | undefined;
const loadIcons = () => (loading ??= import('@ant-design/icons').then((m) => (iconSet = m as unknown as IconSet)));

export function MenuIcon({ name }: { name: string | null }) {
  const [icons, setIcons] = useState(iconSet);
  useEffect(() => {
    if (!icons && name) void loadIcons().then(setIcons);
  }, [icons, name]);
  const Icon = name && icons ? (icons[name] as ComponentType | undefined) : undefined;
  // Reserves the icon's width while the set loads or for an unknown name, so titles stay aligned.
  return Icon && typeof Icon === 'object' ? createElement(Icon) : <span className="anticon" style={{ width: '1em' }} />;
}
