import { format } from 'date-fns';

/*
 * Owners' date formats are date-fns patterns. Many owners know moment's tokens instead, where
 * YYYY is the year, DD the day of the month, A the AM/PM marker and dddd the weekday; date-fns
 * reads those letters otherwise (week-numbering year, day of the year) or refuses them. Here a
 * format is checked, and those mix-ups corrected, before date-fns is given it.
 */

/** A moment-style token date-fns reads otherwise, with the date-fns token that was meant. */
export interface TokenMixup {
  wrong: string;
  right: string;
  /** What the right token stands for, as the message names it. */
  meaning: string;
}

function mixupFor(token: string): TokenMixup | null {
  if (/^Y+$/.test(token)) return { wrong: token, right: token.toLowerCase(), meaning: 'the year' };
  if (token === 'D' || token === 'DD')
    return { wrong: token, right: token.toLowerCase(), meaning: 'the day of the month' };
  if (token === 'Do') return { wrong: token, right: 'do', meaning: 'the day of the month as 1st' };
  if (/^A+$/.test(token)) return { wrong: token, right: 'a', meaning: 'AM or PM' };
  if (token === 'ddd' || token === 'dddd')
    return { wrong: token, right: 'E'.repeat(token.length), meaning: 'the weekday' };
  return null;
}

/** Text in single quotes is literal ('' is a quote); every other run of one letter is a token. */
const PARTS = /'(?:[^']|'')*(?:'|$)|Do|([A-Za-z])\1*|[^A-Za-z']+/g;

/** The format with each moment-style token replaced by date-fns's, and what was replaced. */
export function correctTokens(pattern: string): { pattern: string; mixups: TokenMixup[] } {
  const mixups: TokenMixup[] = [];
  const corrected = pattern.replace(PARTS, (part) => {
    if (part.startsWith("'")) return part;
    const mixup = mixupFor(part);
    if (!mixup) return part;
    if (!mixups.some((m) => m.wrong === mixup.wrong)) mixups.push(mixup);
    return mixup.right;
  });
  return { pattern: corrected, mixups };
}

const SAMPLE = new Date(2030, 11, 30, 18, 5);

/**
 * Why date-fns cannot use a format (no moment mix-up in it), or null when it can. Day-of-year
 * and week-year tokens that remain are allowed here: they are date-fns's own.
 */
function dateFnsRefusal(pattern: string): string | null {
  try {
    format(SAMPLE, pattern, {
      useAdditionalDayOfYearTokens: true,
      useAdditionalWeekYearTokens: true,
    });
    return null;
  } catch (error) {
    const letter = /character `(.)`/.exec((error as Error).message)?.[1];
    return letter
      ? `The letter ${letter} is not a date token: put words in single quotes, as in "MMM dd, yyyy 'at' h:mm a"`
      : `This is not a date format: use date tokens such as "MMM dd, yyyy"`;
  }
}

export interface DateFormatProblem {
  message: string;
  /** The format with the moment-style tokens corrected, when that is usable. */
  corrected?: string;
}

/** What is wrong with an owner's format, in words that name the right tokens; null when fine. */
export function dateFormatProblem(pattern: string): DateFormatProblem | null {
  if (pattern.trim() === '') return null;
  const { pattern: corrected, mixups } = correctTokens(pattern);
  if (mixups.length > 0) {
    const uses = mixups.map((m) => `${m.right} for ${m.meaning} (not ${m.wrong})`);
    return {
      message: `Use ${uses.join(', ')}`,
      corrected: dateFnsRefusal(corrected) === null ? corrected : undefined,
    };
  }
  const refusal = dateFnsRefusal(pattern);
  return refusal ? { message: refusal } : null;
}

/** Formats already checked: a page shows the same few formats again and again. */
const checked = new Map<string, string | null>();

/**
 * The format to give date-fns for a stored one: as it is, or with its moment-style tokens
 * corrected (an older layout's 'DD/MM/YYYY' shows the day, month and year it meant); null when
 * date-fns still cannot use it, so the caller shows its failure text instead of throwing.
 */
export function renderableDateFormat(pattern: string): string | null {
  const known = checked.get(pattern);
  if (known !== undefined) return known;
  const { pattern: corrected } = correctTokens(pattern);
  const usable = dateFnsRefusal(corrected) === null ? corrected : null;
  // Bounded: formats come from documents, and a flood of made-up ones must not grow it forever.
  if (checked.size < 500) checked.set(pattern, usable);
  return usable;
}

/** date-fns's options for a format renderableDateFormat returned: its remaining tokens are meant. */
export const RENDER_TOKEN_OPTIONS = {
  useAdditionalDayOfYearTokens: true,
  useAdditionalWeekYearTokens: true,
} as const;
