import { isSafeCssValue } from '../../schema/cssValue';
import type { CollectionAttribute } from '../../schema/entities/collection';

export interface Swatch {
  label: string;
  /** A CSS colour, or null when the stored value cannot be drawn safely. */
  color: string | null;
}

export type AttributeRow =
  | { kind: 'text'; label: string; value: string; items: { label: string; value: string }[] }
  | { kind: 'color'; label: string; swatches: Swatch[] };

const COLOR_VALUE =
  /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([\d\s.,%/+-]+\)|[a-z]{3,30})$/i;

/** A colour from the collection, only when it is a plain colour that cannot escape its style. */
export function safeColor(value: string | null | undefined): string | null {
  const color = value?.trim() ?? '';
  return color && COLOR_VALUE.test(color) && isSafeCssValue(color) ? color : null;
}

/**
 * blocks.md "Product attributes": one row per attribute; type COLOR becomes swatches with
 * their labels (from its items, or its single value). Rows without a label are skipped.
 */
export function attributeRows(attributes: readonly CollectionAttribute[]): AttributeRow[] {
  const rows: AttributeRow[] = [];
  for (const attribute of attributes) {
    const label = attribute.label.trim();
    if (!label) continue;
    if (attribute.type.toUpperCase() === 'COLOR') {
      const swatches: Swatch[] = attribute.items.length
        ? attribute.items.map((item) => ({
            label: item.label || item.value,
            color: safeColor(item.value),
          }))
        : attribute.value
          ? [{ label: attribute.value, color: safeColor(attribute.value) }]
          : [];
      rows.push({ kind: 'color', label, swatches });
    } else {
      rows.push({
        kind: 'text',
        label,
        value: attribute.value?.trim() ?? '',
        items: attribute.items,
      });
    }
  }
  return rows;
}
