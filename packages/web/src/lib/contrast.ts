/**
 * WCAG 2.1 colour contrast (success criterion 1.4.3, GB/T 37668-2019 §5.1.4.3): the ratio of the
 * relative luminances of two colours, and the theme colour made readable on white.
 */
import { theme } from 'antd';

/** The ratio normal text needs against its background (level AA). */
export const AA_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/**
 * The colour itself when it reaches `min` against `background`, else the same hue darkened step by
 * step (mixed with black) until it does: a user's theme colour keeps its character, and white text
 * on a primary button as well as primary-coloured text on white stay readable.
 */
export function readableOn(colour: string, background = '#FFFFFF', min = AA_TEXT_CONTRAST): string {
  const rgb = channels(colour);
  for (let k = 0; k <= 100; k++) {
    const candidate = toHex(rgb.map((c) => c * (1 - k / 100)));
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return '#000000';
}

/**
 * The theme colour and the lighter colour antd derives from it for hover (a default button's text, a
 * link under the pointer), each darkened to 4.5:1 on white, so a control stays readable under the pointer.
 */
export function readablePrimary(themeColour: string): { colorPrimary: string; colorPrimaryHover: string } {
  const colorPrimary = readableOn(themeColour);
  const { colorPrimaryHover } = theme.getDesignToken({ token: { colorPrimary } });
  return { colorPrimary, colorPrimaryHover: readableOn(colorPrimaryHover) };
}

/** A colour as it shows over `base`: antd's fills are translucent black (`rgba(0,0,0,0.04)`). */
export function over(colour: string, base = '#FFFFFF'): string {
  const m = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''));
  if (!m) return colour;
  const [r, g, b, a = 1] = m[1].split(',').map(Number);
  return toHex([r, g, b].map((c, i) => c * a + channels(base)[i] * (1 - a)));
}

/**
 * The colour a tree paints a title matching the search in (antd: the theme colour), darkened until
 * it reaches 4.5:1 on the node's backgrounds too: the active node's grey and the selected node's
 * light primary. Darker only gains contrast on light backgrounds, so each step keeps the earlier.
 */
export function readableTreeMatch(colorPrimary: string): string {
  const { controlItemBgHover, controlItemBgActive } = theme.getDesignToken({ token: { colorPrimary } });
  return [controlItemBgHover, controlItemBgActive].reduce((c, bg) => readableOn(c, over(bg)), colorPrimary);
}
