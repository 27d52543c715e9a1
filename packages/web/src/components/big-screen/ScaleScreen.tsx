import { useEffect, useState, type ReactNode } from 'react';
import { MIN_CANVAS_FONT, SCREEN_HEIGHT, SCREEN_WIDTH } from '@risk/shared/big-screen';
import { fitScreen, type ScreenFit } from './scale.ts';
import { ScreenScaleContext } from './scale-context.ts';
import styles from './big-screen.module.css';

const windowFit = () => fitScreen(window.innerWidth, window.innerHeight);

/**
 * The full-window container of a big screen: children are laid out on a fixed 1920×1080 canvas in
 * canvas pixels (fonts included, so text scales with the window width over 1920) and the canvas is
 * scaled with a CSS transform to the window, centred and letterboxed, never with scroll bars.
 */
export function ScaleScreen({ children, label }: { children: ReactNode; label?: string }) {
  const [fit, setFit] = useState<ScreenFit>(windowFit);
  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setFit(windowFit()));
    };
    window.addEventListener('resize', onResize);
    // the page behind a big screen must not scroll either
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div className={styles.viewport} role="main" aria-label={label}>
      <div
        className={styles.canvas}
        data-scale={fit.scale.toFixed(4)}
        style={{
          width: SCREEN_WIDTH,
          height: SCREEN_HEIGHT,
          left: fit.left,
          top: fit.top,
          transform: `scale(${fit.scale})`,
          ['--screen-scale' as string]: fit.scale,
          // the smallest text of the wall (12 px at 1366×768), for the panels' CSS as for the charts
          ['--min-font' as string]: `${MIN_CANVAS_FONT}px`,
        }}
      >
        <ScreenScaleContext.Provider value={fit.scale}>{children}</ScreenScaleContext.Provider>
      </div>
    </div>
  );
}
