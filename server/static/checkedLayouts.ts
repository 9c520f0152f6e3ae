import { createHash } from 'node:crypto';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import type { LayoutCheck } from '../../src/schema/layout/checkedLayout';
import { isRecord } from '../../src/schema/isRecord';

export interface CheckedLayout {
  /** parseLayout's output for the stored document. */
  document: unknown;
  check: LayoutCheck;
}

/** How many blocks the kept checks may hold in all, so a few huge layouts cannot fill memory. */
const MAX_KEPT_COMPONENTS = 20_000;
const MAX_KEPT_LAYOUTS = 256;

/**
 * parseLayout's result for each layout record an editor page opened, by a digest of the
 * record's text, most recent last. The same text parses the same, so an entry is never stale
 * and needs no clearing, in this process or any other — whatever wrote the record, a save or a
 * hand behind the API: a server that has not kept it parses it once.
 */
const kept = new Map<string, { checked: CheckedLayout | null; components: number }>();
let keptComponents = 0;

function keep(key: string, checked: CheckedLayout | null, components: number): void {
  kept.set(key, { checked, components });
  keptComponents += components;
  for (const [oldest, entry] of kept) {
    const full = keptComponents > MAX_KEPT_COMPONENTS || kept.size > MAX_KEPT_LAYOUTS;
    if (!full || oldest === key) break;
    kept.delete(oldest);
    keptComponents -= entry.components;
  }
}

/**
 * A layout record's document as parseLayout makes it, with its report, for the editor page
 * that opens it; null when the document does not parse (the editor then parses it itself and
 * shows why). `text` is the record's JSON text, `record` what it parses to.
 */
export function checkedLayout(record: unknown, text: string): CheckedLayout | null {
  if (!isRecord(record)) return null;
  const key = createHash('sha256').update(text).digest('base64');
  const hit = kept.get(key);
  if (hit) {
    // Most recent last: a hit moves to the end, so what is opened stays.
    kept.delete(key);
    kept.set(key, hit);
    return hit.checked;
  }
  const parsed = parseLayoutDocument(record.document);
  const checked = parsed.ok
    ? {
        document: parsed.layout,
        check: { componentErrors: parsed.componentErrors, migrated: parsed.migrated },
      }
    : null;
  keep(key, checked, parsed.ok ? parsed.layout.components.length : 0);
  return checked;
}
