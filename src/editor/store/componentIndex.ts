/**
 * Where each component id was last found in a component list. Every store change re-runs the
 * selectors of every subscribed hook, and several look a component up by id (the selected
 * one's panel, header and forms, the overlay); a linear search of a 1,000-component list per
 * hook per keystroke adds up. Lists keep their order through content edits, so the last index
 * is almost always right, and it is checked before it is trusted (ids are unique in a
 * document: `parseLayout` rejects duplicates).
 */
const lastIndex = new Map<string, number>();

/** The index of the component with this id in `list`, or -1. */
export function indexOfComponent(list: readonly { readonly id: string }[], id: string): number {
  const hint = lastIndex.get(id);
  if (hint !== undefined && list[hint]?.id === id) return hint;
  const index = list.findIndex((c) => c.id === id);
  if (index >= 0) {
    // Ids of deleted components would otherwise stay for the session.
    if (lastIndex.size > 10_000) lastIndex.clear();
    lastIndex.set(id, index);
  }
  return index;
}
