import { describe, expect, it, vi } from 'vitest';
import { parseDateTimeInput } from '../../src/ui/parseDateTime';

describe('date/time inputs (foundation)', () => {
  it('reads ISO strings, numbers and dates', () => {
    expect(parseDateTimeInput('2030-01-02T03:04:05Z').toISOString()).toBe(
      '2030-01-02T03:04:05.000Z',
    );
    expect(parseDateTimeInput(0).getTime()).toBe(0);
  });

  it("input that cannot be parsed warns 'Invalid date/time format' and falls back to now", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const now = new Date('2031-05-05T00:00:00Z');
    expect(parseDateTimeInput('next tuesday-ish', () => now)).toBe(now);
    expect(parseDateTimeInput(null, () => now)).toBe(now);
    expect(warn).toHaveBeenCalledWith('Invalid date/time format');
    warn.mockRestore();
  });
});
