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

/** Registrations whose confetti has started: each plays once. */
const celebrated = new WeakSet<object>();
/** When the last confetti started ends: a second registration within it extends the marker. */
let playingUntil = 0;

/**
 * Plays the confetti for CONFETTI_MS, to its end. The success screen that asks for it may be
 * unmounted and mounted again meanwhile (the page moves to the token's page under the dialog);
 * the celebration belongs to the registration, not to one mount of the screen, so it neither
 * stops nor starts over.
 */
function play(): void {
  const root = document.documentElement;
  const end = Date.now() + CONFETTI_MS;
  playingUntil = end;
  // Loaded on success only: visitors who never register never download it.
  void import('canvas-confetti')
    .then(({ default: confetti }) => {
      const fire = confetti as unknown as Fire;
      const tick = () => {
        try {
          burst(fire);
        } catch {
          return; // no canvas to draw on: the success screen stands without confetti
        }
        if (Date.now() < end) requestAnimationFrame(tick);
      };
      root.dataset.oneConfetti = 'playing';
      tick();
      // The last particles are let fall rather than cut off; the canvas is the library's.
      setTimeout(
        () => {
          if (Date.now() >= playingUntil) root.dataset.oneConfetti = 'done';
        },
        Math.max(0, end - Date.now()),
      );
    })
    .catch((failure: unknown) => console.warn('the confetti could not be loaded', failure));
}

/**
 * blocks.md: confetti for 3 seconds after a successful registration. `registration` is the
 * registration that just succeeded (null otherwise); the same one never plays twice.
 */
export function useConfetti(registration: object | null): void {
  useEffect(() => {
    if (!registration || typeof window === 'undefined' || celebrated.has(registration)) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced || !canDraw()) return;
    celebrated.add(registration);
    play();
  }, [registration]);
}
