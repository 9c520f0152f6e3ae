import { z } from 'zod';

/**
 * Characters a CSS value from the document may hold. Values are written into generated
 * stylesheets, so anything that could close a declaration or rule (`;`, `{`, `}`), start a
 * comment, or load something (`url(`, `expression(`, `@import`) is refused here, once, for
 * every length, colour and keyword in the product.
 */
const SAFE_CSS_VALUE = /^[\w\s#%.,+\-*/()'"!]*$/;
const FORBIDDEN = /(url\s*\(|expression\s*\(|javascript:|@import|\/\*|\*\/|\\)/i;

export function isSafeCssValue(value: string): boolean {
  return SAFE_CSS_VALUE.test(value) && !FORBIDDEN.test(value);
}

/** A CSS length as a string ('16px', '100%', '1fr'); a bare number means pixels. */
export const cssLength = z
  .union([z.number().finite(), z.string().trim().max(200)])
  .transform((value) => (typeof value === 'number' ? `${value}px` : value))
  .refine(isSafeCssValue, { message: 'Not a valid CSS length' });

/** A CSS colour: hex, rgb(a), hsl(a), a named colour or a var(--…) reference. */
export const cssColor = z
  .string()
  .trim()
  .max(100)
  .refine(isSafeCssValue, { message: 'Not a valid CSS colour' });

/** Any other single CSS value (keywords, font stacks, transforms). */
export const cssValue = z
  .string()
  .trim()
  .max(300)
  .refine(isSafeCssValue, { message: 'Not a valid CSS value' });

export type CssLength = z.output<typeof cssLength>;
