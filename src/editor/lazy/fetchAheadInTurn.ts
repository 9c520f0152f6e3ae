/**
 * Runs speculative loads one after another, each starting once the one before has settled (a
 * failure does not stop the rest). A browser opens six connections to a server over HTTP/1.1;
 * loads started all at once would hold every one of them for a round trip or more, and code the
 * owner asks for meanwhile (the block just dropped, a panel just opened) would wait behind code
 * nobody asked for yet. In turn, at most one load's files are ahead of it. Returns its cancel:
 * the loads not yet started never start.
 */
export function fetchAheadInTurn(loads: readonly (() => Promise<unknown>)[]): () => void {
  let cancelled = false;
  void (async () => {
    for (const load of loads) {
      if (cancelled) return;
      await load().catch(() => undefined);
    }
  })();
  return () => {
    cancelled = true;
  };
}
