import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import type { LayoutCheck } from '../../src/schema/layout/checkedLayout';

export interface CheckedLayout {
  /** parseLayout's output for the stored document. */
  document: unknown;
  check: LayoutCheck;
}

/**
 * A stored document as parseLayout makes it, with its report, for the editor page that opens
 * it; null when it does not parse (the editor then parses it itself and shows why).
 */
export function checkLayout(document: unknown): CheckedLayout | null {
  const parsed = parseLayoutDocument(document);
  return parsed.ok
    ? {
        document: parsed.layout,
        check: { componentErrors: parsed.componentErrors, migrated: parsed.migrated },
      }
    : null;
}
