import { z } from 'zod';

/**
 * Characters a CSS value from the document may hold. Values are written into generated
 * stylesheets, so anything that could close a declaration or rule (`;`, `{`, `}`), start a
 * comment, or load something (`url(`, `image-set("//…")`, `expression(`, `@import`) is
 * refused here, once, for every length, colour and keyword in the product.
 */
const SAFE_CSS_VALUE = /^[\w\s#%.,+\-*/()'"!]*$/;

/** CSS functions whose string arguments are URLs the browser fetches, as url()'s is. */
export const URL_STRING_FUNCTIONS = '(?:-webkit-)?(?:image|image-set|cross-fade|src)';

const FORBIDDEN = new RegExp(
  `(url\\s*\\(|${URL_STRING_FUNCTIONS}\\s*\\(|expression\\s*\\(|javascript:|@import|\\/\\*|\\*\\/|\\\\)`,
  'i',
);

/**
 * Whether every "(" is closed and every quote ends. A browser closes what is left open only at
 * the end of the stylesheet, so one missing ")" in a generated stylesheet swallows every rule
 * after it — device visibility, the grid's gap, the custom CSS — without an error anywhere.
 */
export function isClosedCssValue(value: string): boolean {
  let depth = 0;
  let quote: string | null = null;
  for (const char of value) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth < 0) return false;
  }
  return depth === 0 && quote === null;
}

/** Why a value cannot go into a stylesheet as `what` ('CSS length', 'grid track'…), or null. */
export function cssValueProblem(value: string, what: string): string | null {
  if (!SAFE_CSS_VALUE.test(value) || FORBIDDEN.test(value)) return `Not a valid ${what}`;
  if (!isClosedCssValue(value)) return `Not a valid ${what}: a "(" or a quote is not closed`;
  return null;
}

export function isSafeCssValue(value: string): boolean {
  return cssValueProblem(value, 'value') === null;
}

/** A zod refinement giving cssValueProblem's reason. */
export function checkCss(what: string) {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = cssValueProblem(value, what);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
}

const BARE_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * A bare number means pixels, typed or stored: '24' is '24px' and '10 20' is '10px 20px' (CSS
 * itself would drop the declaration, and the box would silently keep another value).
 */
function withPixels(value: string): string {
  if (value.includes('(')) return value;
  return value
    .split(/(\s+)/)
    .map((part) => (BARE_NUMBER.test(part) ? `${part}px` : part))
    .join('');
}

/**
 * The properties a stored length is written to: a length any of them takes can be painted.
 * None of them takes a negative length, as the fields checked with them (padding, sizes, gaps,
 * radii, border widths, blur) do not.
 */
const LENGTH_PROPERTIES = ['padding', 'max-width', 'gap', 'border-radius', 'grid-template-columns'];

/** Where a negative length is painted too: margins, shadow offsets and spread. */
const SIGNED_LENGTH_PROPERTIES = [...LENGTH_PROPERTIES, 'margin'];

/** Whether the browser's own CSS parser takes the value as a length (lists and calc() too). */
function browserTakesLength(value: string, signed: boolean): boolean {
  const properties = signed ? SIGNED_LENGTH_PROPERTIES : LENGTH_PROPERTIES;
  return properties.some((property) => CSS.supports(property, value));
}

/**
 * Whether a number of the value, outside any function, is below zero ('-4px', '8px -2px').
 * Inside calc() and the like a minus is arithmetic, and CSS clamps a negative result itself.
 */
export function hasNegativeLength(value: string): boolean {
  return topLevelParts(value).some(
    (part) => /^-(\d|\.\d)/.test(part) && Number.parseFloat(part) < 0,
  );
}

/**
 * The values of a CSS value outside any function ('8px -2px' → '8px', '-2px'; 'calc(1px + 2px)'
 * → one), split where CSS separates a list's values: spaces, commas and slashes.
 */
function topLevelParts(value: string): string[] {
  let depth = 0;
  let outside = '';
  for (const char of value) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else outside += depth === 0 ? char : ' ';
  }
  return outside.split(/[\s,/]+/).filter((part) => part !== '');
}

let checkLengthInBrowser = false;

/**
 * Runs `check` with lengths also put to the browser's CSS parser, so a field refuses `32
 * potato` — which passes the syntax check but which the browser would drop, leaving the canvas
 * on another value than the field shows. Only the editor's fields ask for it: a stored layout
 * is never refused on load for what a browser thinks (the server cannot ask one).
 */
export function withBrowserLengthCheck<T>(check: () => T): T {
  if (typeof CSS === 'undefined' || typeof CSS.supports !== 'function') return check();
  const previous = checkLengthInBrowser;
  checkLengthInBrowser = true;
  try {
    return check();
  } finally {
    checkLengthInBrowser = previous;
  }
}

/**
 * Where a length may be negative: `signed`, as CSS lets a margin or a shadow's offset be;
 * `unsigned`, refused by the schema (on the server too), since the browser would drop it and
 * paint another value than the field shows; `unsigned-in-editor`, refused by the editor's
 * browser check only (which asks properties that take no negative), for the document's own
 * settings: those have no per-field fallback, so a schema rule would stop a layout stored with
 * one from opening at all.
 */
type LengthSign = 'signed' | 'unsigned' | 'unsigned-in-editor';

/**
 * How many lengths the value holds: `list`, as padding or margin take one to four; `one-in-editor`,
 * one only, as a shadow's offset, blur or spread is ('1px 2px' there makes the browser drop the
 * whole shadow). The second is refused by the editor's check only, so a layout stored with such a
 * value still opens (the browser ignores the shadow, as it did when it was saved).
 */
type LengthCount = 'list' | 'one-in-editor';

/** A CSS length as a string; a bare number means pixels. */
function lengthSchema(sign: LengthSign, count: LengthCount = 'list') {
  return z
    .union([z.number().finite(), z.string().trim().max(200)])
    .transform((value) => (typeof value === 'number' ? `${value}px` : withPixels(value)))
    .superRefine(checkCss('CSS length'))
    .superRefine((value, ctx) => {
      const refusesNegative =
        sign === 'unsigned' || (sign === 'unsigned-in-editor' && checkLengthInBrowser);
      if (refusesNegative && hasNegativeLength(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `“${value}” cannot be negative here: use 0 or more`,
        });
        return;
      }
      if (count === 'one-in-editor' && checkLengthInBrowser && topLevelParts(value).length > 1) {
        ctx.addIssue({
          code: 'custom',
          message: `“${value}” is more than one length: use a single one here, such as 4px`,
        });
        return;
      }
      if (!checkLengthInBrowser || value === '' || browserTakesLength(value, sign === 'signed'))
        return;
      ctx.addIssue({
        code: 'custom',
        message: `“${value}” is not a length a browser can use: try 16px, 1.5rem or 50%`,
      });
    });
}

/** A CSS length of 0 or more ('16px', '100%', '1fr'): padding, sizes, gaps, radii, borders. */
export const cssLength = lengthSchema('unsigned');

/** A CSS length that may be negative ('-4px'): margins. */
export const cssSignedLength = lengthSchema('signed');

/** One CSS length of 0 or more ('4px', not '4px 8px'): a shadow's blur. */
export const cssSingleLength = lengthSchema('unsigned', 'one-in-editor');

/** One CSS length that may be negative ('-4px', not '1px 2px'): a shadow's offsets and spread. */
export const cssSingleSignedLength = lengthSchema('signed', 'one-in-editor');

/**
 * A length of the layout's grid (gap, padding, content width): 0 or more in the editor, and a
 * negative one stored earlier still opens (the browser ignores it).
 */
export const cssGridLength = lengthSchema('unsigned-in-editor');

/**
 * A grid track the browser's CSS parser would drop (`banana`), refused only under
 * withBrowserLengthCheck, as lengths are: the editor's fields ask, a stored layout is not refused.
 */
export function checkTrackInBrowser(value: string, ctx: z.RefinementCtx): void {
  if (!checkLengthInBrowser || value === '') return;
  if (CSS.supports('grid-template-columns', value)) return;
  ctx.addIssue({ code: 'custom', message: `"${value}" is not a grid track size` });
}

/** A CSS colour: hex, rgb(a), hsl(a), a named colour or a var(--…) reference. */
export const cssColor = z.string().trim().max(100).superRefine(checkCss('CSS colour'));

/** Any other single CSS value (keywords, font stacks, transforms). */
export const cssValue = z.string().trim().max(300).superRefine(checkCss('CSS value'));

export type CssLength = z.output<typeof cssLength>;
