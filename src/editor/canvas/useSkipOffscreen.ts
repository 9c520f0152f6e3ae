import { useEffect } from 'react';
import { whenIdle } from '../whenIdle';
import type { FrameHandle } from './useFrame';

/** Set on an area, or a component placed in one, while it is far out of view. */
export const OFFSCREEN_ATTRIBUTE = 'data-canvas-offscreen';

const AREAS = '.one-area[data-area-id]';
const AREA_COMPONENTS = ':scope > [data-component-id]';
const SKIPPABLE_CSS = '.one-layout[data-builder] :is(.one-area, .one-area > .one-component)';

/**
 * Set on an area once it has been rendered in full. An area without it (every area of a page
 * just opened, an area just added) is left to the browser to render when it comes near the
 * view, at a provisional height of one screen.
 */
export const RENDERED_ATTRIBUTE = 'data-canvas-rendered';
const UNRENDERED_AREAS = `${AREAS}:not([${RENDERED_ATTRIBUTE}])`;

/**
 * Set on a component while it is observed, so that it may be marked: only then does it keep a
 * remembered size (see `OFFSCREEN_CSS`).
 */
export const WATCHED_ATTRIBUTE = 'data-canvas-watched';
const BUILDER_AREAS = '.one-layout[data-builder] .one-area';
const WATCHED_COMPONENTS = `${BUILDER_AREAS} > .one-component[${WATCHED_ATTRIBUTE}]`;

/**
 * Builder-only CSS for far-off-screen parts of the page. Without it the browser lays out the
 * whole page after every edit (≈ 20 ms per frame with 1,000 components).
 * `content-visibility: auto` lets it skip what is out of view; it is set only on parts well
 * outside the view, because it also brings paint and layout containment, which could clip or
 * re-anchor what a part shows — the owner never sees a part while it has it.
 * `contain-intrinsic-size: auto` keeps each part's last rendered size while it is skipped,
 * so the frame's height and the geometry the overlay and the drop targets read stay as
 * rendered. Every area has it, but a component only while it is watched, and so rendered
 * before it can be marked: the browser checks the size of each element with it in every frame,
 * which on a page of thousands of components is a large share of a keystroke's frame, and a
 * component of a far area is skipped with its area. An area not rendered yet is skipped too (see
 * `renderAreasNearView`): opening a long page styles and lays out only what the owner sees,
 * and the rest once the editor is idle.
 */
export const OFFSCREEN_CSS = `${BUILDER_AREAS},${WATCHED_COMPONENTS}{contain-intrinsic-size:auto 0px}${SKIPPABLE_CSS}[${OFFSCREEN_ATTRIBUTE}]{content-visibility:auto}.one-layout[data-builder] ${UNRENDERED_AREAS}{content-visibility:auto;contain-intrinsic-size:auto 100vh}`;

/** How far outside the visible canvas a part must be to be skipped: half a screen. */
const MARGIN = '50% 0px';

/** How long after the last edit inside components they are observed again. */
const EDITS_STOPPED_MS = 400;

/** An idle moment with less time left than this renders no further area (one is ≈ 5 ms). */
const IDLE_MARGIN_MS = 8;

/**
 * The longest an idle moment goes on rendering areas (it renders one at least). A key or a
 * click arriving meanwhile waits for the moment to end, and an idle period can last 50 ms: an
 * owner typing in the first seconds on a long page must not wait that long.
 */
const IDLE_SLICE_MS = 6;

/** Whether the browser holds input for the page (Chromium's isInputPending; else false). */
function inputPending(view: Window): boolean {
  const scheduling = (
    view.navigator as Navigator & { scheduling?: { isInputPending?: () => boolean } }
  ).scheduling;
  return scheduling?.isInputPending?.() ?? false;
}

/**
 * Renders, now, the areas not rendered yet that are within half a screen of the frame's view,
 * so the frame paints what the owner sees complete, never an area the browser has not reached
 * yet. Each area rendered can move the ones after it (its real height replaces the provisional
 * one), so their places are read again until none comes near. Reading an area's own box does
 * not render its content: only the areas marked here are laid out.
 */
function renderAreasNearView(document: Document, view: Window): void {
  const reach = view.innerHeight / 2;
  for (let pass = 0; pass < 100; pass++) {
    let rendered = false;
    for (const area of document.querySelectorAll(UNRENDERED_AREAS)) {
      const box = area.getBoundingClientRect();
      if (box.bottom >= -reach && box.top <= view.innerHeight + reach) {
        area.setAttribute(RENDERED_ATTRIBUTE, '');
        rendered = true;
      }
    }
    if (!rendered) return;
  }
}

/**
 * Marks the parts of the frame's page that are far outside the visible canvas: areas, and the
 * components of the areas near the view. Every observed element (and every element with
 * `content-visibility: auto`, which the browser watches itself) costs intersection work in each
 * frame whose layout changed — with all 1,000 components observed, ≈ 2 ms of every keystroke's
 * frame — so components are observed only while their area is near the view; a far area is
 * skipped as a whole. A long area in view still has its far components skipped, which an edit
 * that shifts the page (a move, a duplicate) needs: it repaints everything rendered below it.
 * While the owner types, components are neither observed nor skipped (see `startEditing`).
 *
 * Visibility is judged against the frame's own viewport, which is the visible canvas (the
 * frame scrolls its page). A part is marked only after it has been rendered (observer entries
 * come after a rendering), so its remembered size is its real size; and when an edit
 * changes something inside a marked part (a duplicate into an area out of view, an undo), the
 * mark is lifted for one rendering and put back by the observer with the new real size, so
 * geometry never keeps a stale size.
 */
export function useSkipOffscreen(
  frame: FrameHandle | null,
  watchDocument: (onChange: () => void) => () => void,
): void {
  useEffect(() => {
    const view = frame?.document.defaultView;
    if (!frame || !view || typeof view.IntersectionObserver !== 'function') return;
    const mark = (part: Element, near: boolean) => {
      if (near === !part.hasAttribute(OFFSCREEN_ATTRIBUTE)) return;
      if (near) part.removeAttribute(OFFSCREEN_ATTRIBUTE);
      else part.setAttribute(OFFSCREEN_ATTRIBUTE, '');
    };
    /** The observed components of each area near the view. */
    const nearAreas = new Map<Element, Set<Element>>();
    const components = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) mark(entry.target, entry.isIntersecting);
      },
      { root: frame.document, rootMargin: MARGIN },
    );
    // Watched before the first entry: the rendering that entry follows records the part's size.
    const watch = (part: Element) => {
      if (!part.hasAttribute(WATCHED_ATTRIBUTE)) part.setAttribute(WATCHED_ATTRIBUTE, '');
      components.observe(part);
    };
    /** No longer observed: rendered in full, as any part not watched. */
    const release = (part: Element) => {
      part.removeAttribute(OFFSCREEN_ATTRIBUTE);
      part.removeAttribute(WATCHED_ATTRIBUTE);
    };
    /**
     * While the owner edits inside components — typing in a field is an edit per keystroke —
     * components are neither observed nor marked: each observed element, and each marked one
     * (which the browser watches itself), costs intersection work in every frame whose layout
     * changed, ≈ 1 ms of each keystroke's frame with a long area in view. Unmarked parts are
     * rendered in full, so their geometry stays exact. Components are observed, and far ones
     * marked, again once the edits have stopped for a moment, and at once when the page
     * scrolls or its structure changes — a move or a duplicate is fast only with them marked.
     */
    let editing = false;
    /** Set by a change of the document: the next mutations are its rendering. */
    let documentChanged = false;
    // The editor's own timers: set on the frame's window (its document written with
    // `document.open()`), they never ran in Chromium.
    let editsStopped: number | undefined;
    let cancelUnmark: (() => void) | undefined;
    const startEditing = () => {
      window.clearTimeout(editsStopped);
      editsStopped = window.setTimeout(stopEditing, EDITS_STOPPED_MS);
      if (editing) return;
      editing = true;
      components.disconnect();
      // Unmarked once the editor is idle: the keystroke itself does not pay for rendering the
      // parts that were skipped. Until then a marked part keeps its remembered size.
      cancelUnmark = whenIdle(
        () => {
          for (const parts of nearAreas.values()) for (const part of parts) release(part);
        },
        { view, timeout: 200, fallbackMs: 200 },
      );
    };
    const stopEditing = () => {
      window.clearTimeout(editsStopped);
      cancelUnmark?.();
      cancelUnmark = undefined;
      if (!editing) return;
      editing = false;
      for (const parts of nearAreas.values()) for (const part of parts) watch(part);
    };
    const followComponents = (area: Element) => {
      const now = new Set(area.querySelectorAll(AREA_COMPONENTS));
      const before = nearAreas.get(area) ?? new Set<Element>();
      nearAreas.set(area, now);
      if (editing) return;
      for (const part of now) if (!before.has(part)) watch(part);
      for (const part of before) {
        if (!now.has(part)) {
          components.unobserve(part);
          release(part);
        }
      }
    };
    const forgetComponents = (area: Element) => {
      for (const part of nearAreas.get(area) ?? []) {
        components.unobserve(part);
        // Rendered in full when the area comes back; marked again once measured.
        release(part);
      }
      nearAreas.delete(area);
    };
    const areas = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          mark(entry.target, entry.isIntersecting);
          if (entry.isIntersecting) {
            // Near the view, the browser has rendered it: it is an area like any other now.
            entry.target.setAttribute(RENDERED_ATTRIBUTE, '');
            followComponents(entry.target);
          } else forgetComponents(entry.target);
        }
      },
      { root: frame.document, rootMargin: MARGIN },
    );
    const observedAreas = new Set<Element>();
    const sync = () => {
      const now = new Set(frame.document.querySelectorAll(AREAS));
      for (const area of now) if (!observedAreas.has(area)) areas.observe(area);
      for (const area of observedAreas) {
        if (!now.has(area)) {
          areas.unobserve(area);
          forgetComponents(area);
        }
      }
      observedAreas.clear();
      for (const area of now) observedAreas.add(area);
    };
    /** Renders a changed part once: observing it again delivers a fresh entry after that. */
    const refresh = (node: Node) => {
      let element: Element | null =
        node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
      for (;;) {
        const marked = element?.closest(`[${OFFSCREEN_ATTRIBUTE}]`);
        if (!marked) return;
        marked.removeAttribute(OFFSCREEN_ATTRIBUTE);
        const observer = observedAreas.has(marked) ? areas : components;
        if (observer === areas || !editing) {
          observer.unobserve(marked);
          observer.observe(marked);
        }
        element = marked.parentElement;
      }
    };
    /**
     * Renders the areas not rendered yet in idle moments, as many as each has time for (at
     * least one; never past IDLE_SLICE_MS, nor once input waits), so that soon after opening
     * every area has its real height (the page's, the geometry's). Each is laid out in that
     * moment, and observed afresh: the observer marks it again after this real rendering.
     */
    let cancelRendering: (() => void) | undefined;
    const renderRemainingAreas = () => {
      if (cancelRendering) return;
      const next = (deadline?: IdleDeadline) => {
        cancelRendering = undefined;
        const started = performance.now();
        for (;;) {
          const area = frame.document.querySelector(UNRENDERED_AREAS);
          if (!area) return;
          area.setAttribute(RENDERED_ATTRIBUTE, '');
          // A far area already marked is unmarked and observed afresh, as after an edit in it.
          refresh(area);
          void area.getBoundingClientRect();
          if (
            !deadline ||
            deadline.timeRemaining() < IDLE_MARGIN_MS ||
            performance.now() - started >= IDLE_SLICE_MS ||
            inputPending(view)
          )
            break;
        }
        renderRemainingAreas();
      };
      cancelRendering = whenIdle(next, { view, timeout: 1000, fallbackMs: 50 });
    };
    const mutations = new view.MutationObserver((records) => {
      let structural = false;
      const changedAreas = new Set<Element>();
      for (const record of records) {
        const target = record.target;
        if (record.type === 'childList') {
          const element = target as Element;
          // Areas come and go with the document; components with their area's list.
          if (observedAreas.has(element)) changedAreas.add(element);
          else if (!element.closest?.('.one-area')) structural = true;
        }
        refresh(target);
      }
      const edited = documentChanged;
      documentChanged = false;
      if (structural || changedAreas.size > 0) stopEditing();
      else if (edited) startEditing();
      if (structural) {
        // New areas (a page rendered, an area added) are painted complete where the owner
        // looks, in this frame; the others follow in idle time.
        renderAreasNearView(frame.document, view);
        renderRemainingAreas();
        sync();
      }
      for (const area of changedAreas) if (nearAreas.has(area)) followComponents(area);
    });
    mutations.observe(frame.document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden', 'src'],
    });
    // A page already in the frame (rendered before this observer started) is treated as new.
    renderAreasNearView(frame.document, view);
    renderRemainingAreas();
    // Observing starts once the editor is idle, so opening a long page is not slowed down.
    const cancelStart = whenIdle(sync, { view, timeout: 1000, fallbackMs: 200 });
    const stopWatching = watchDocument(() => {
      documentChanged = true;
    });
    view.addEventListener('scroll', stopEditing, { passive: true });
    return () => {
      cancelStart();
      cancelRendering?.();
      stopWatching();
      window.clearTimeout(editsStopped);
      cancelUnmark?.();
      view.removeEventListener('scroll', stopEditing);
      mutations.disconnect();
      areas.disconnect();
      components.disconnect();
    };
  }, [frame, watchDocument]);
}
