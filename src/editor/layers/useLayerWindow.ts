import { useCallback, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { LINE_HEIGHT, linesToDraw, type LayerLines } from './layerLines';

/** Lines drawn beyond each edge of the view, so a short scroll or ↑/↓ never shows a gap. */
const OVERSCAN = 12;

/** The nearest ancestor that scrolls (the sidebar), else the panel itself. */
function scrollParent(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return element;
}

/**
 * Which lines of the layers tree to draw: those the sidebar shows, and the pinned ones (see
 * linesToDraw). Re-renders the caller when scrolling brings other lines into view.
 */
export function useLayerWindow(
  list: RefObject<HTMLElement | null>,
  lines: LayerLines,
  pinned: readonly number[],
): Set<number> {
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);

  // Where the tree's first line sits in the sidebar's scrolled content (the tabs above it),
  // measured after every render, since what sits above the tree can change its height. Both
  // setters keep their state when the value is the same, so this never loops.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const section = list.current;
    if (!section) return;
    const parent = scrollParent(section);
    setScroller(parent);
    const tree = section.querySelector<HTMLElement>('.one-editor-layer-root') ?? section;
    const offset =
      tree.getBoundingClientRect().top - parent.getBoundingClientRect().top + parent.scrollTop;
    setMargin((was) => (Math.abs(was - offset) < 1 ? was : offset));
  });

  const pinnedKey = pinned.join(',');
  const rangeExtractor = useCallback(
    (range: Range) => linesToDraw(lines, defaultRangeExtractor(range), pinned),
    // `pinnedKey` stands for `pinned`, a new array on each render with the same lines.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lines, pinnedKey],
  );
  const virtualizer = useVirtualizer({
    count: lines.count,
    getScrollElement: () => scroller,
    estimateSize: (index) => LINE_HEIGHT[lines.kind[index]!],
    overscan: OVERSCAN,
    scrollMargin: margin,
    rangeExtractor,
  });
  // Its cached sizes are by position: a structural edit can put another kind of line there.
  useLayoutEffect(() => virtualizer.measure(), [lines, virtualizer]);
  const items = virtualizer.getVirtualItems();
  return useMemo(() => {
    if (items.length > 0 || lines.count === 0) return new Set(items.map((item) => item.index));
    // A sidebar with no size yet (not laid out) shows nothing: draw the first lines, as its
    // first layout would.
    const first = Array.from({ length: Math.min(lines.count, 2 * OVERSCAN) }, (_, i) => i);
    return new Set(linesToDraw(lines, first, pinned));
    // `pinnedKey` stands for `pinned`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, lines, pinnedKey]);
}
