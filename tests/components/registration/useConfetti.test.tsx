// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fire = vi.fn();
vi.mock('canvas-confetti', () => ({ default: fire }));

const { useConfetti } = await import('../../../src/components/registration/useConfetti');

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
    vi.stubGlobal('requestAnimationFrame', () => 0);
  });
  afterEach(() => {
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
