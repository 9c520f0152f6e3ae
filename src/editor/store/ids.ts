/**
 * Ids for new components and areas: a readable prefix and a random part, valid as an
 * `elementId` (letters, digits, - and _). Unique within a document is what matters; the
 * random part makes clashes with pasted or merged content vanishingly unlikely.
 */
export function newId(prefix: string, taken?: ReadonlySet<string>): string {
  for (;;) {
    const random = Math.random().toString(36).slice(2, 10);
    const id = `${prefix}-${random}`;
    if (!taken?.has(id)) return id;
  }
}
