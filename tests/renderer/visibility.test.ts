import { describe, expect, it, vi } from 'vitest';
import { windowToInstant } from '../../src/renderer/visibility';
import { componentVisibility } from '../../src/schema/visibility';

describe('visibility windows (foundation)', () => {
  it('reads the date and 12-hour time in the window timezone', () => {
    expect(
      windowToInstant({
        date: '2030-01-15',
        time: { hour: 12, minute: 0, period: 'AM' },
        timezone: 'UTC',
      }).toISOString(),
    ).toBe('2030-01-15T00:00:00.000Z');
    expect(
      windowToInstant({
        date: '2030-01-15',
        time: { hour: 12, minute: 30, period: 'PM' },
        timezone: 'UTC',
      }).toISOString(),
    ).toBe('2030-01-15T12:30:00.000Z');
    expect(
      windowToInstant({
        date: '2030-07-01',
        time: { hour: 9, minute: 0, period: 'AM' },
        timezone: 'America/New_York',
      }).toISOString(),
    ).toBe('2030-07-01T13:00:00.000Z');
  });

  it("foundation: an unreadable date or timezone warns 'Invalid date/time format' and falls back to now", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const now = new Date('2031-01-01T00:00:00Z');
    expect(
      windowToInstant(
        { date: '2030-02-31', time: { hour: 1, minute: 0, period: 'AM' }, timezone: 'UTC' },
        now,
      ),
    ).toBe(now);
    expect(
      windowToInstant(
        {
          date: '2030-02-01',
          time: { hour: 1, minute: 0, period: 'AM' },
          timezone: 'Mars/Olympus',
        },
        now,
      ),
    ).toBe(now);
    expect(warn).toHaveBeenCalledWith('Invalid date/time format');
    warn.mockRestore();
  });

  it('foundation "inputs that cannot be parsed fall back to now": such a window loads, and reads as now', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const now = new Date('2031-01-01T00:00:00Z');
    const parsed = componentVisibility().safeParse({ showAfterDate: { date: 'garbage' } });
    expect(parsed.success).toBe(true);
    expect(windowToInstant(parsed.data!.showAfterDate!, now)).toBe(now);
    expect(warn).toHaveBeenCalledWith('Invalid date/time format');
    warn.mockRestore();
  });

  it('the date of an ISO date-time is read as the window date', () => {
    expect(
      windowToInstant({
        date: '2099-01-01T00:00:00.000Z',
        time: { hour: 12, minute: 0, period: 'AM' },
        timezone: 'UTC',
      }).toISOString(),
    ).toBe('2099-01-01T00:00:00.000Z');
  });
});
