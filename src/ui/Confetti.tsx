import { useEffect, useRef } from 'react';
import { useTheme } from 'styled-components';

type ConfettiProps = {
  particleCount?: number;
  /** Particle colours; the brand's red, gold and white by default. */
  colors?: readonly string[];
};

/**
 * Fires one burst of confetti when mounted (e.g. the birthday message). The library loads on
 * demand, skips itself for reduced motion, and a failure to load is silently ignored.
 */
export const Confetti = ({ particleCount = 150, colors }: ConfettiProps) => {
  const theme = useTheme();
  const fired = useRef(false);
  const palette = colors ?? [theme.colors.major, theme.colors.lux, theme.colors.inverse];
  const options = useRef({ particleCount, colors: [...palette], zIndex: theme.zIndices.modal + 1 });

  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    // Decoration only: where canvases cannot draw (old browsers, test DOMs) there is nothing to do.
    if (!document.createElement('canvas').getContext('2d')) return;
    import('canvas-confetti')
      .then(({ default: confetti }) =>
        // No worker: the Content-Security-Policy allows no blob: workers.
        confetti.create(undefined, { resize: true, useWorker: false })({
          ...options.current,
          spread: 80,
          origin: { y: 0.6 },
          disableForReducedMotion: true,
        }),
      )
      .catch(() => {
        // Decoration only: without the library the page works the same.
      });
  }, []);

  return null;
};
