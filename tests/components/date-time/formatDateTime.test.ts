import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_DATE_FORMAT,
  DEFAULT_DATE_TIME_FORMAT,
  formatDateTimeLabel,
  formatRelative,
  isValidTimeZone,
  zonedDateTime,
} from '../../../src/components/date-time/formatDateTime';
import '../../../src/i18n/allCatalogues';
import { setLocale } from '../../../src/i18n/i18n';

const label = (input: Partial<Parameters<typeof formatDateTimeLabel>[0]>) =>
  formatDateTimeLabel({
    date: '2026-03-05',
    time: '',
    timezone: 'UTC',
    format: DEFAULT_DATE_FORMAT,
    ...input,
  });

describe('date-time formatting', () => {
  it(": the default format is 'MMM dd, yyyy'", () => {
    expect(DEFAULT_DATE_FORMAT).toBe('MMM dd, yyyy');
    expect(label({})).toBe('Mar 05, 2026');
  });

  it(': with a time the format is "MMM dd, yyyy \'at\' h:mm a"', () => {
    expect(DEFAULT_DATE_TIME_FORMAT).toBe("MMM dd, yyyy 'at' h:mm a");
    expect(label({ time: '18:30' })).toBe('Mar 05, 2026 at 6:30 PM');
  });

  it(": a date formatting failure shows 'Invalid date'", () => {
    expect(label({ format: 'invalid token bbbb Q?' })).toBe('Invalid date');
    expect(label({ date: '2026-02-31' })).toBe('Invalid date');
    expect(label({ date: 'tomorrow' })).toBe('Invalid date');
  });

  it(': time is HH:MM in 24-hour format', () => {
    expect(label({ time: '23:59' })).toBe('Mar 05, 2026 at 11:59 PM');
    expect(label({ time: '24:00' })).toBe('Invalid date');
    expect(label({ time: '7:30' })).toBe('Invalid date');
  });

  it(': timezone is an IANA identifier; the time is read in that timezone', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(label({ timezone: 'Mars/Olympus' })).toBe('Invalid date');
    const paris = zonedDateTime({ date: '2026-07-01', time: '12:00', timezone: 'Europe/Paris' })!;
    expect(new Date(paris.getTime()).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(label({ date: '2026-07-01', time: '12:00', timezone: 'America/New_York' })).toBe(
      'Jul 01, 2026 at 12:00 PM',
    );
  });

  it('a custom format is used as given', () => {
    expect(label({ format: 'EEEE d MMMM yyyy' })).toBe('Thursday 5 March 2026');
  });

  describe('relative (w/d/h/m/just now)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-03-20T12:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    it(": relative dates in weeks, days, hours, minutes and 'just now'", () => {
      const now = new Date();
      const ago = (ms: number) => formatRelative(new Date(now.getTime() - ms), now);
      expect(ago(30_000)).toBe('just now');
      expect(ago(5 * 60_000)).toBe('5m ago');
      expect(ago(3 * 3_600_000)).toBe('3h ago');
      expect(ago(2 * 86_400_000)).toBe('2d ago');
      expect(ago(15 * 86_400_000)).toBe('2w ago');
      expect(ago(-2 * 3_600_000)).toBe('in 2h');
    });
  });
});

describe('the default date format in the page language', () => {
  afterEach(() => setLocale('en'));

  it('another language writes its own long date and time, with no English word in it', () => {
    setLocale('ja');
    expect(label({ date: '2026-11-01' })).toBe('2026年11月1日');
    expect(label({ date: '2026-11-01', time: '18:00' })).toBe('2026年11月1日 18:00');
    setLocale('fr');
    expect(label({ date: '2026-11-01', time: '18:00' })).toBe('1 novembre 2026 à 18:00');
    // A format the owner chose is theirs, in any language.
    expect(label({ date: '2026-11-01', format: 'dd/MM/yyyy' })).toBe('01/11/2026');
  });

  it('English keeps the spec’s format, word for word', () => {
    expect(label({ date: '2026-11-01', time: '18:00' })).toBe('Nov 01, 2026 at 6:00 PM');
  });
});
