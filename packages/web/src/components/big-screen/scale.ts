import { SCREEN_HEIGHT, SCREEN_WIDTH } from '@risk/shared/big-screen';

export interface ScreenFit {
  /** CSS transform scale of the 1920×1080 canvas */
  scale: number;
  /** left and top of the scaled canvas in the window (the letterbox bars) */
  left: number;
  top: number;
}

/**
 * Fits the 1920×1080 canvas into a window: the largest scale at which it fits whole, centred, the
 * rest letterboxed. A 16:9 window (1366×768, 3840×2160) is filled exactly.
 */
export function fitScreen(width: number, height: number): ScreenFit {
  if (width <= 0 || height <= 0) return { scale: 1, left: 0, top: 0 };
  const scale = Math.min(width / SCREEN_WIDTH, height / SCREEN_HEIGHT);
  return {
    scale,
    left: Math.round((width - SCREEN_WIDTH * scale) / 2),
    top: Math.round((height - SCREEN_HEIGHT * scale) / 2),
  };
}
