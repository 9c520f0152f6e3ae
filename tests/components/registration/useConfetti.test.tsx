// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fire = vi.fn();
const reset = vi.fn();
/** The canvases the confetti was given to draw on. */
const canvases: HTMLCanvasElement[] = [];
vi.mock('canvas-confetti', () => ({
  default: {
    create: (canvas: HTMLCanvasElement) => {
      canvases.push(canvas);
      return Object.assign(fire, { reset });
    },
  },
}));

const { useConfetti } = await import('../../../src/components/registration/useConfetti');
const { CONFETTI_MS } = await import('../../../src/components/registration/messages');

function SuccessScreen({ registration }: { registration: object | null }) {
  useConfetti(registration);
  return null;
}

/** Bursts are fired in pairs, one per lower corner: the number of frames drawn so far. */
const frames = () => fire.mock.calls.length / 2;

describe('the confetti after a registration', () => {
  beforeEach(() => {
    fire.mockClear();
    // jsdom has no 2D canvas; the browser the confetti is for has one.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      {} as CanvasRenderingContext2D,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Frames are drawn when a test says so (after the fake timers, which would draw them).
    vi.stubGlobal('requestAnimationFrame', () => 0);
  });
  afterEach(async () => {
    // Each test's confetti ends before the next test: one registration at a time on screen.
    await act(async () => vi.advanceTimersByTime(CONFETTI_MS + 1000));
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('plays once for a registration, though its success screen is mounted again', async () => {
    const registration = { token_id: '7' };
    const first = render(<SuccessScreen registration={registration} />);
    await waitFor(() => expect(frames()).toBe(1));
    expect(document.documentElement.dataset.oneConfetti).toBe('playing');
    first.unmount();
    render(<SuccessScreen registration={registration} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frames()).toBe(1);
  });

  it('plays again for another registration, and not while none succeeded', async () => {
    render(<SuccessScreen registration={null} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frames()).toBe(0);
    render(<SuccessScreen registration={{ token_id: '8' }} />);
    await waitFor(() => expect(frames()).toBe(1));
  });

  it('draws on a canvas that lets clicks through, and takes it away once its 3 seconds are over', async () => {
    render(<SuccessScreen registration={{ token_id: '10' }} />);
    await waitFor(() => expect(frames()).toBe(1));
    const canvas = canvases.at(-1)!;
    expect(canvas.isConnected).toBe(true);
    expect(canvas.style.pointerEvents).toBe('none');
    expect(canvas.getAttribute('aria-hidden')).toBe('true');
    await act(async () => vi.advanceTimersByTime(CONFETTI_MS - 500));
    expect(canvas.isConnected).toBe(true);
    await act(async () => vi.advanceTimersByTime(600));
    expect(canvas.isConnected).toBe(false);
    expect(reset).toHaveBeenCalled();
    expect(document.documentElement.dataset.oneConfetti).toBe('done');
  });

  it('keeps drawing after the screen that started it is gone', async () => {
    const drawn: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (next: FrameRequestCallback) => drawn.push(next));
    const screen = render(<SuccessScreen registration={{ token_id: '9' }} />);
    await waitFor(() => expect(frames()).toBe(1));
    screen.unmount();
    drawn.shift()?.(0);
    expect(frames()).toBe(2);
  });
});
