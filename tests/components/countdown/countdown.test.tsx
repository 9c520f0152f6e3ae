import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownComponent } from '../../../src/components/countdown/definition';
import { COUNTDOWN_TICK_MS, splitRemaining } from '../../../src/components/countdown/remaining';
import { countdownSchema } from '../../../src/components/countdown/schema';
import type { LayoutComponent } from '../../../src/schema/layout/component';

const element = (data: Record<string, unknown>, builder = false) => {
  const { Render } = countdownComponent;
  return (
    <Render
      data={countdownSchema.content.parse(data)}
      styles={countdownSchema.style.parse({})}
      component={{ id: 'c', type: 'countdown', areaId: 'a', order: 0 } as LayoutComponent}
      builder={builder}
    />
  );
};
const values = () =>
  Array.from(document.querySelectorAll('.one-countdown-value')).map((el) => el.textContent);

describe('countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-20T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it(": default completed text 'Event has started!'; every unit shown; completion shown", () => {
    expect(countdownSchema.content.parse({})).toEqual({
      targetDateTime: '',
      showDays: true,
      showHours: true,
      showMinutes: true,
      showSeconds: true,
      showCompleted: true,
      completedText: 'Event has started!',
    });
  });

  it(': time font size 16 to 48; min width 20 to 100 (default 80); label and completion font 10 to 20; gap 0 to 24', () => {
    const ok = (styles: object) => countdownSchema.style.safeParse(styles).success;
    expect(countdownSchema.style.parse({}).timeUnit.minWidth).toBe(80);
    expect(ok({ timeUnit: { fontSize: 16, minWidth: 20 } })).toBe(true);
    expect(ok({ timeUnit: { fontSize: 48, minWidth: 100 } })).toBe(true);
    expect(ok({ timeUnit: { fontSize: 15 } })).toBe(false);
    expect(ok({ timeUnit: { fontSize: 49 } })).toBe(false);
    expect(ok({ timeUnit: { minWidth: 19 } })).toBe(false);
    expect(ok({ timeUnit: { minWidth: 101 } })).toBe(false);
    expect(ok({ label: { fontSize: 9 } })).toBe(false);
    expect(ok({ label: { fontSize: 21 } })).toBe(false);
    expect(ok({ completionText: { fontSize: 10 } })).toBe(true);
    expect(ok({ completionText: { fontSize: 21 } })).toBe(false);
    expect(ok({ container: { gap: 24 } })).toBe(true);
    expect(ok({ container: { gap: 25 } })).toBe(false);
  });

  it(": shows '--' while recalculating, including on the server", () => {
    const html = renderToString(element({ targetDateTime: '2026-03-21T13:01:05Z' }));
    expect(html.match(/>--</g)).toHaveLength(4);
    expect(html).not.toMatch(/>01</);
  });

  it(': ticks every 1000 ms; units days, hours, minutes, seconds', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    render(element({ targetDateTime: '2026-03-21T13:01:05Z' }));
    expect(values()).toEqual(['01', '01', '01', '05']);
    expect(screen.getByText('Days')).toBeInTheDocument();
    expect(screen.getByText('Seconds')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(values()).toEqual(['01', '01', '01', '05']);
    act(() => vi.advanceTimersByTime(1));
    expect(values()).toEqual(['01', '01', '01', '04']);
    act(() => vi.advanceTimersByTime(5000));
    expect(values()).toEqual(['01', '01', '00', '59']);
  });

  it('hidden units roll into the next shown unit', () => {
    expect(splitRemaining((2 * 86_400 + 3 * 3_600 + 30) * 1000, ['hours', 'minutes'])).toEqual({
      hours: 51,
      minutes: 0,
    });
    render(
      element({ targetDateTime: '2026-03-22T15:00:00Z', showDays: false, showSeconds: false }),
    );
    expect(values()).toEqual(['51', '00']);
    expect(screen.queryByText('Days')).toBeNull();
  });

  it(': completed shows completedText when showCompleted is on', () => {
    render(element({ targetDateTime: '2026-03-20T12:00:02Z', completedText: 'Doors are open' }));
    expect(values()).toEqual(['00', '00', '00', '02']);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Doors are open');
    expect(values()).toEqual([]);
  });

  it(': completed shows nothing when showCompleted is off', () => {
    const { container } = render(
      element({ targetDateTime: '2026-03-19T00:00:00Z', showCompleted: false }),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it(': an invalid target is logged and treated as no target', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(element({ targetDateTime: 'next friday' }));
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Invalid countdown target "next friday"'),
    );
    expect(container).toBeEmptyDOMElement();
    render(element({ targetDateTime: 'next friday' }, true));
    expect(screen.getByText('The target date and time is not valid')).toBeInTheDocument();
    expect(values()).toEqual(['--', '--', '--', '--']);
    error.mockRestore();
  });

  it('the timer is cleared on unmount', () => {
    const { unmount } = render(element({ targetDateTime: '2026-03-21T00:00:00Z' }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
