import { useEffect } from 'react';
import type { FrameHandle } from './useFrame';

/** Set on an area of the canvas frame while it is far out of view. */
export const OFFSCREEN_ATTRIBUTE = 'data-canvas-offscreen';

/** What may be skipped: the areas. */
const SKIPPABLE = '.one-area[data-area-id]';
const SKIPPABLE_CSS = '.one-layout[data-builder] .one-area';

/**
 * Builder-only CSS for far-off-screen areas. The frame is as tall as the page, so without it
 * the browser lays out and paints the whole page after every edit (≈ 20 ms per frame with
 * 1,000 components). `content-visibility: auto` lets it skip what is out of view; it is set
 * only on areas well outside the view, because it also brings paint and layout containment,
 * which could clip or re-anchor what an area shows — the owner never sees an area while it has
 * it. `contain-intrinsic-size: auto` keeps each area's last rendered size while it is skipped,
 * so the frame's height and the geometry the overlay and the drop targets read stay as
 * rendered.
 *
 * Areas only, not each component: every observed element (and every element with
 * `content-visibility: auto`, which the browser watches itself) costs intersection work in
 * every frame whose layout changed — with 1,000 components ≈ 2 ms of each keystroke's frame,
 * more than skipping the components of the visible area saves. A page whose hundreds of
 * components share one area is therefore not skipped inside that area.
 */
export const OFFSCREEN_CSS = `${SKIPPABLE_CSS}{contain-intrinsic-size:auto 0px}${SKIPPABLE_CSS}[${OFFSCREEN_ATTRIBUTE}]{content-visibility:auto}`;

/** How far outside the visible canvas a part must be to be skipped (one screen and a half). */
const MARGIN = '150% 0px';

/**
 * Marks the areas of the frame's page that are far outside the visible canvas. Visibility is
 * judged against the editor's viewport (an IntersectionObserver with no root, in the frame), so
 * the canvas scroller's clip counts. A part is marked only after it has been rendered (observer
 * entries come after a rendering), so its remembered size is its real size; and when an edit
 * changes something inside a marked part (a duplicate into an area out of view, an undo), the
 * mark is lifted for one rendering and put back by the observer with the new real size, so
 * geometry never keeps a stale size.
 */
export function useSkipOffscreen(frame: FrameHandle | null): void {
  useEffect(() => {
    const view = frame?.document.defaultView;
    if (!frame || !view || typeof view.IntersectionObserver !== 'function') return;
    const observed = new Set<Element>();
    const intersections = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) entry.target.removeAttribute(OFFSCREEN_ATTRIBUTE);
          else entry.target.setAttribute(OFFSCREEN_ATTRIBUTE, '');
        }
      },
      { rootMargin: MARGIN },
    );
    const sync = () => {
      const parts = new Set(frame.document.querySelectorAll(SKIPPABLE));
      for (const part of parts) if (!observed.has(part)) intersections.observe(part);
      for (const part of observed) if (!parts.has(part)) intersections.unobserve(part);
      observed.clear();
      for (const part of parts) observed.add(part);
    };
    /** Renders a changed part once: observing it again delivers a fresh entry after that. */
    const refresh = (node: Node) => {
      let element: Element | null =
        node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
      for (;;) {
        const marked = element?.closest(`[${OFFSCREEN_ATTRIBUTE}]`);
        if (!marked) return;
        marked.removeAttribute(OFFSCREEN_ATTRIBUTE);
        intersections.unobserve(marked);
        intersections.observe(marked);
        element = marked.parentElement;
      }
    };
    const mutations = new view.MutationObserver((records) => {
      let structural = false;
      for (const record of records) {
        const target = record.target;
        if (record.type === 'childList') {
          const element = target as Element;
          // Areas come and go with the document.
          if (!element.closest?.('.one-area')) structural = true;
        }
        refresh(target);
      }
      if (structural) sync();
    });
    mutations.observe(frame.document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden', 'src'],
    });
    // Observing starts once the editor is idle, so opening a long page is not slowed down.
    let cancelStart: () => void;
    if (typeof view.requestIdleCallback === 'function') {
      const handle = view.requestIdleCallback(sync, { timeout: 1000 });
      cancelStart = () => view.cancelIdleCallback(handle);
    } else {
      const handle = view.setTimeout(sync, 200);
      cancelStart = () => view.clearTimeout(handle);
    }
    return () => {
      cancelStart();
      mutations.disconnect();
      intersections.disconnect();
    };
  }, [frame]);
}
