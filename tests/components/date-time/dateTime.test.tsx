import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateTimeComponent } from '../../../src/components/date-time/definition';
import { dateTimeSchema } from '../../../src/components/date-time/schema';
import type { LayoutComponent } from '../../../src/schema/layout/component';

function renderDateTime(data: Record<string, unknown>, builder = false) {
  const { Render } = dateTimeComponent;
  return render(
    <Render
      data={dateTimeSchema.content.parse(data)}
      styles={dateTimeSchema.style.parse({})}
      component={{ id: 'd', type: 'date-time', areaId: 'a', order: 0 } as LayoutComponent}
      builder={builder}
    />,
  );
}

describe('date-time block', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-20T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it(': date, time, format, icon, timezone, relative with their defaults', () => {
    expect(dateTimeSchema.content.parse({})).toEqual({
      date: '',
      time: '',
      format: 'MMM dd, yyyy',
      icon: 'calendar',
      timezone: 'UTC',
      relative: false,
    });
  });

  it(': the time must be HH:MM (24-hour) and the timezone an IANA identifier', () => {
    expect(dateTimeSchema.content.safeParse({ time: '18:45' }).success).toBe(true);
    expect(dateTimeSchema.content.safeParse({ time: '6:45 PM' }).success).toBe(false);
    expect(dateTimeSchema.content.safeParse({ timezone: 'Asia/Tokyo' }).success).toBe(true);
    const bad = dateTimeSchema.content.safeParse({ timezone: 'GMT+25' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      'Timezone must be an IANA identifier such as Europe/Paris',
    );
  });

  it('shows the formatted date in a time element with its machine-readable moment', () => {
    renderDateTime({ date: '2026-12-24', time: '18:30', timezone: 'Europe/Paris' });
    const time = screen.getByText('Dec 24, 2026 at 6:30 PM');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-12-24T17:30:00.000Z');
  });

  it(": 'Invalid date' when formatting fails", () => {
    renderDateTime({ date: '2026-12-24', format: 'bbbb Q? invalid' });
    expect(screen.getByText('Invalid date')).toBeInTheDocument();
  });

  it('relative labels update every minute after mount', () => {
    renderDateTime({ date: '2026-03-20', time: '11:58', relative: true });
    expect(screen.getByText('2m ago')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('3m ago')).toBeInTheDocument();
    expect(screen.getByText('3m ago')).toHaveAttribute('title', 'Mar 20, 2026 at 11:58 AM');
  });

  it('an empty date invites action in the builder and renders nothing live', () => {
    const { container } = renderDateTime({});
    expect(container).toBeEmptyDOMElement();
    renderDateTime({}, true);
    expect(screen.getByText('Choose a date')).toBeInTheDocument();
  });

  it('the icon is calendar, clock or none', () => {
    const { container } = renderDateTime({ date: '2026-01-01', icon: 'none' });
    expect(container.querySelector('.one-date-time-icon')).toBeNull();
  });
});
