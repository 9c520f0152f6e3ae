import { useEffect } from 'react';
import { CONFETTI_MS } from './messages';

type Fire = (options: Record<string, unknown>) => unknown;

/** The confetti library's own canvas cannon: fires bursts, and clears what is left. */
interface Cannon {
  (options: Record<string, unknown>): unknown;
  reset: () => void;
}

/** The last part of the confetti's time, in which the canvas fades out before it is removed. */
const FADE_MS = 400;

/** One pair of bursts from the two lower corners. */
function burst(fire: Fire): void {
  fire({ particleCount: 4, angle: 60, spread: 60, origin: { x: 0, y: 0.7 } });
  fire({ particleCount: 4, angle: 120, spread: 60, origin: { x: 1, y: 0.7 } });
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

/**
 * The canvas the confetti is drawn on: over the whole window, above the dialog, and never in the
 * way of a click or a screen reader. Its style is set through the DOM, which the page's CSP
 * allows (it refuses style attributes in markup only).
 */
function confettiCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.dataset.oneConfetti = '';
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    zIndex: '2147483000',
    transition: `opacity ${FADE_MS}ms linear`,
  });
  document.body.appendChild(canvas);
  return canvas;
}

/** Registrations whose confetti has started: each plays once. */
const celebrated = new WeakSet<object>();
interface Showing {
  until: number;
  again?: () => void;
}

/**
 * The confetti on screen, if any: a second registration within it extends its end and bursts
 * again at once (`again`, once the library is in).
 */
let showing: Showing | null = null;

/**
 * Plays the confetti for CONFETTI_MS, then takes its canvas away: whatever is still falling
 * fades out over the last moments rather than staying on top of the page. The success screen
 * that asks for it may be unmounted and mounted again meanwhile (the page moves to the token's
 * page under the dialog); the celebration belongs to the registration, not to one mount of the
 * screen, so it neither stops nor starts over.
 */
function play(): void {
  const root = document.documentElement;
  if (showing) {
    showing.until = Date.now() + CONFETTI_MS;
    showing.again?.();
    return;
  }
  const show: Showing = { until: Date.now() + CONFETTI_MS };
  showing = show;
  // Loaded on success only: visitors who never register never download it.
  void import('canvas-confetti')
    .then(({ default: confetti }) => {
      const canvas = confettiCanvas();
      const fire = confetti.create(canvas, { resize: true, useWorker: true }) as unknown as Cannon;
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        fire.reset();
        canvas.remove();
        showing = null;
        root.dataset.oneConfetti = 'done';
      };
      let ticking = true;
      const tick = () => {
        if (Date.now() >= show.until - FADE_MS) {
          ticking = false;
          return;
        }
        try {
          burst(fire);
        } catch {
          finish(); // no canvas to draw on: the success screen stands without confetti
          return;
        }
        requestAnimationFrame(tick);
      };
      show.again = () => {
        canvas.style.opacity = '1';
        if (ticking) return burst(fire);
        ticking = true;
        tick();
      };
      const end = () => {
        if (finished) return;
        const left = show.until - Date.now();
        if (left > FADE_MS) {
          // Extended by another registration: look again when it ends.
          setTimeout(end, left - FADE_MS);
          return;
        }
        canvas.style.opacity = '0';
        // Extended while fading: draw on instead.
        setTimeout(() => (show.until - Date.now() > FADE_MS ? end() : finish()), Math.max(0, left));
      };
      root.dataset.oneConfetti = 'playing';
      tick();
      setTimeout(end, Math.max(0, show.until - FADE_MS - Date.now()));
    })
    .catch((failure: unknown) => {
      showing = null;
      console.warn('the confetti could not be loaded', failure);
    });
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
