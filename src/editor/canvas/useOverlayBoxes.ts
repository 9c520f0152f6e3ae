import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { editorStore } from '../store/editorStore';
import { pageRect, type Rect } from './geometry';
import { partSelector, type CanvasPart as Target } from './partSelector';
import type { FrameHandle } from './useFrame';

export interface EmptyArea {
  id: string;
  label: string;
}

export interface OverlayInputs {
  hover: Target | null;
  selection: Target | null;
  /** Every selected component when two or more are (each gets its own outline). */
  group: readonly string[];
  emptyAreas: readonly EmptyArea[];
  scale: number;
}

export interface OverlayBoxes {
  hoverRect: Rect | null;
  selectedRect: Rect | null;
  groupRects: { id: string; rect: Rect }[];
  empty: { id: string; label: string; rect: Rect }[];
}

/**
 * The frame's page coordinates → overlay coordinates: the overlay spans the whole page and is
 * not scaled, so its labels stay legible.
 */
function rectOf(frame: FrameHandle, target: Target, scale: number): Rect | null {
  const element = frame.document.querySelector(partSelector(target));
  const r = element ? pageRect(element) : null;
  if (!r || (r.width === 0 && r.height === 0)) return null;
  return {
    left: r.left * scale,
    top: r.top * scale,
    width: r.width * scale,
    height: r.height * scale,
  };
}

function measure(frame: FrameHandle, inputs: OverlayInputs): OverlayBoxes {
  const { hover, selection, group, emptyAreas, scale } = inputs;
  const hoverRect =
    hover && !(selection && selection.id === hover.id) && !group.includes(hover.id)
      ? rectOf(frame, hover, scale)
      : null;
  const groupRects = group
    .map((id) => ({ id, rect: rectOf(frame, { kind: 'component', id }, scale) }))
    .filter((g): g is { id: string; rect: Rect } => g.rect !== null);
  const selectedRect = selection ? rectOf(frame, selection, scale) : null;
  const empty = emptyAreas
    .map((a) => ({ ...a, rect: rectOf(frame, { kind: 'area', id: a.id }, scale) }))
    .filter((a): a is { id: string; label: string; rect: Rect } => a.rect !== null);
  return { hoverRect, selectedRect, groupRects, empty };
}

const sameRect = (a: Rect | null, b: Rect | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.left === b.left &&
    a.top === b.top &&
    a.width === b.width &&
    a.height === b.height);

function sameBoxes(a: OverlayBoxes | null, b: OverlayBoxes): boolean {
  return (
    a !== null &&
    sameRect(a.hoverRect, b.hoverRect) &&
    sameRect(a.selectedRect, b.selectedRect) &&
    a.groupRects.length === b.groupRects.length &&
    a.groupRects.every(
      (g, i) => g.id === b.groupRects[i]!.id && sameRect(g.rect, b.groupRects[i]!.rect),
    ) &&
    a.empty.length === b.empty.length &&
    a.empty.every(
      (e, i) =>
        e.id === b.empty[i]!.id &&
        e.label === b.empty[i]!.label &&
        sameRect(e.rect, b.empty[i]!.rect),
    )
  );
}

/**
 * Where the overlay draws: the hovered and selected parts' boxes and the empty areas, in
 * overlay coordinates. Measured when what to outline changes (before that paint), and once per
 * frame after anything in the frame may have moved (an edit, a resize, a device change) — in
 * that frame's animation callback, so the outline and the page it outlines paint together and
 * an edit's own render never waits on a layout of the whole page. The overlay renders again
 * only when a box really moved: typing that keeps the text's size costs it nothing.
 */
export function useOverlayBoxes(
  frame: FrameHandle | null,
  inputs: OverlayInputs,
): OverlayBoxes | null {
  const [boxes, setBoxes] = useState<OverlayBoxes | null>(null);
  const latest = useRef(inputs);
  latest.current = inputs;
  const update = useRef<() => void>(() => {});
  update.current = () => {
    if (!frame) return;
    const next = measure(frame, latest.current);
    setBoxes((previous) => (sameBoxes(previous, next) ? previous : next));
  };

  const { hover, selection, group, emptyAreas, scale } = inputs;
  useLayoutEffect(() => update.current(), [frame, hover, selection, group, emptyAreas, scale]);

  useEffect(() => {
    if (!frame) return;
    let pending = 0;
    const bump = () => {
      if (pending) return;
      pending = requestAnimationFrame(() => {
        pending = 0;
        flushSync(() => update.current());
      });
    };
    const view = frame.document.defaultView;
    const resize = view ? new view.ResizeObserver(bump) : null;
    resize?.observe(frame.document.body);
    const mutations = view ? new view.MutationObserver(bump) : null;
    mutations?.observe(frame.document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden'],
    });
    const unsubscribe = editorStore.subscribe((state, previous) => {
      if (state.document !== previous.document || state.device !== previous.device) bump();
    });
    window.addEventListener('resize', bump);
    return () => {
      cancelAnimationFrame(pending);
      resize?.disconnect();
      mutations?.disconnect();
      unsubscribe();
      window.removeEventListener('resize', bump);
    };
  }, [frame]);

  return frame ? boxes : null;
}
