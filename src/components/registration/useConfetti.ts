import { useEffect } from 'react';
import { CONFETTI_MS } from './messages';

type Fire = (options: Record<string, unknown>) => unknown;

/** One pair of bursts from the two lower corners. */
function burst(fire: Fire): void {
  fire({ particleCount: 4, angle: 60, spread: 60, origin: { x: 0, y: 0.7 }, zIndex: 2147483000 });
  fire({ particleCount: 4, angle: 120, spread: 60, origin: { x: 1, y: 0.7 }, zIndex: 2147483000 });
}

let canvas2d: boolean | undefined;

/**
 * Whether this browser can draw on a 2D canvas. Without it (canvas disabled, jsdom) the
 * confetti library fails inside its own animation frames, where no try/catch of ours reaches.
 */
function canDraw(): boolean {
  if (canvas2d === undefined) {
    try {
      canvas2d = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvas2d = false;
    }
  }
  return canvas2d;
}

/** blocks.md: confetti for 3 seconds after a successful registration. */
export function useConfetti(active: boolean): void {
  useEffect(() => {
    if (!active || typeof window === 'undefined') return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced || !canDraw()) return;
    let cancelled = false;
    let frame = 0;
    let fire: Fire | null = null;
    let reset: (() => void) | null = null;
    const end = Date.now() + CONFETTI_MS;
    // Loaded on success only: visitors who never register never download it.
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled) return;
      fire = confetti as unknown as Fire;
      reset = () => {
        // Without a 2D canvas (old browsers, tests) there is nothing to clear.
        try {
          confetti.reset();
        } catch {
          /* nothing drawn */
        }
      };
      const tick = () => {
        if (cancelled || !fire) return;
        try {
          burst(fire);
        } catch {
          return; // no canvas to draw on: the success screen stands without confetti
        }
        if (Date.now() < end) frame = requestAnimationFrame(tick);
      };
      document.documentElement.dataset.oneConfetti = 'playing';
      tick();
      setTimeout(() => {
        if (document.documentElement.dataset.oneConfetti === 'playing')
          document.documentElement.dataset.oneConfetti = 'done';
      }, CONFETTI_MS);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      reset?.();
    };
  }, [active]);
}
