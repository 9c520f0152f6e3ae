import { currentLocale, formattingLocale, t } from '../../i18n/i18n';

/**
 * Prices are shown in USD, written the page language's way ('$249.00' in English,
 * '249,00 $US' in French).
 */
export function formatUsd(price: number | null | undefined): string | null {
  if (typeof price !== 'number' || !Number.isFinite(price)) return null;
  const locale = currentLocale() === 'en' ? 'en-US' : formattingLocale();
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(price);
}

/**
 * blocks.md: the edition is the zero-padded token number over the quantity, padded to the
 * quantity's digits (token 7 of 250 → '007/250'). Without a quantity the number stands alone
 * ('#7'); without a token the edition size is shown ('Edition of 250').
 */
export function formatEdition(
  tokenId: string | null | undefined,
  quantity: number | null | undefined,
): string | null {
  const token = tokenId?.trim() ?? '';
  const hasQuantity = typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0;
  if (token === '') return hasQuantity ? t('product.editionOf', { quantity }) : null;
  if (!hasQuantity) return `#${token}`;
  const width = String(quantity).length;
  return `${/^\d+$/.test(token) ? token.padStart(width, '0') : token}/${quantity}`;
}

/**
 * The preview of a description: at most `max` characters, cut at a word boundary when one is
 * near, with an ellipsis. `truncated` says whether anything was cut.
 */
export function previewText(text: string, max: number): { text: string; truncated: boolean } {
  const clean = text.trim();
  if (clean.length <= max) return { text: clean, truncated: false };
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // Prefer a word boundary unless it would throw away more than a fifth of the preview.
  const end = space > max * 0.8 ? space : max;
  return { text: `${cut.slice(0, end).trimEnd()}…`, truncated: true };
}
