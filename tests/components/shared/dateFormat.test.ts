import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  correctTokens,
  dateFormatProblem,
  renderableDateFormat,
} from '../../../src/components/shared/dateFormat';
import { formatDateTimeLabel } from '../../../src/components/date-time/formatDateTime';
import { formatPostDate } from '../../../src/components/block-grid/postDate';

const label = (format: string) =>
  formatDateTimeLabel({ date: '2030-12-30', time: '', timezone: 'UTC', format });

afterEach(() => vi.restoreAllMocks());

describe('an owner date format uses date-fns tokens', () => {
  it('moment-style YYYY and DD are refused with the date-fns tokens named, and corrected', () => {
    expect(dateFormatProblem('YYYY-MM-DD')).toEqual({
      message: 'Use yyyy for the year (not YYYY), dd for the day of the month (not DD)',
      corrected: 'yyyy-MM-dd',
    });
    expect(dateFormatProblem('DD/MM/YYYY')?.corrected).toBe('dd/MM/yyyy');
    expect(dateFormatProblem('hh:mm A')?.message).toBe('Use a for AM or PM (not A)');
    expect(dateFormatProblem('dddd, MMMM Do YYYY')?.corrected).toBe('EEEE, MMMM do yyyy');
  });

  it('date-fns formats pass, and words in quotes are left alone', () => {
    for (const format of ['MMM dd, yyyy', "MMM dd, yyyy 'at' h:mm a", "'Week' I 'of' RRRR", ''])
      expect(dateFormatProblem(format)).toBeNull();
    expect(correctTokens("'YYYY' yyyy").pattern).toBe("'YYYY' yyyy");
  });

  it('a letter that is no token is named, with how to write words', () => {
    expect(dateFormatProblem('dd MMM until')?.message).toBe(
      `The letter n is not a date token: put words in single quotes, as in "MMM dd, yyyy 'at' h:mm a"`,
    );
    expect(dateFormatProblem('dd MMM until')?.corrected).toBeUndefined();
  });
});

describe('a stored format never breaks the page', () => {
  it('an older layout’s YYYY-MM-DD and DD/MM/YYYY show the date they meant, without a console word', () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    // 30 December 2030 is in week 1 of 2031: YYYY read by date-fns would say 2031.
    expect(label('YYYY-MM-DD')).toBe('2030-12-30');
    expect(label('DD/MM/YYYY')).toBe('30/12/2030');
    expect(formatPostDate('2030-12-30', 'DD/MM/YYYY')).toBe('30/12/2030');
    expect(formatPostDate('2030-12-30', 'YYYY')).toBe('2030');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("a format date-fns cannot use at all is a formatting failure: 'Invalid date', no throw", () => {
    expect(renderableDateFormat('dd MMM until')).toBeNull();
    expect(label('dd MMM until')).toBe('Invalid date');
    expect(formatPostDate('2030-12-30', 'dd MMM until')).toBe('Invalid date');
  });
});
