import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { AccountBar } from '../AccountBar';
import { ISLAND_TYPES, type IslandEntry, type IslandScope, type IslandsData } from './islandData';
import { RENDERERS } from './islandRenderers';
import { IslandBody, IslandRoot, type SlotHost } from './IslandRoot';
import { islandIdPrefix } from './islandIds';
import { nestedHost } from './NestedHost';

/** How far below the screen a block starts hydrating, so it is ready when it is seen. */
const VISIBLE_MARGIN = '200px';

/** The elements that stand for a host on screen: a `display: contents` host has no box. */
function boxesOf(element: Element): Element[] {
  return getComputedStyle(element).display === 'contents' ? [...element.children] : [element];
}

function whenVisible(element: Element, start: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (records) => {
      if (!records.some((record) => record.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const target of boxesOf(element)) observer.observe(target);
  return () => observer.disconnect();
}

/**
 * Calls `start` once the page has loaded and the browser is idle: a block whose server HTML
 * waits for the browser (a feed below the fold, a countdown) is whole a moment after load, while
 * the load itself carries only what is on screen. Each block waits for an idle moment, so none
 * delays a tap.
 */
function whenIdleAfterLoad(start: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    const run = () => {
      if (!cancelled) start();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

const PASSING_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

/** What announces a use: the island starts loading on the first of these. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** What acts on a block: held until it has hydrated, then given to it again, in order. */
const HELD_EVENTS = [
  'pointerdown',
  'mousedown',
  'pointerup',
  'mouseup',
  'click',
  'keydown',
  'keyup',
] as const;

/** Whose default action a held event must not take now (the block takes it once hydrated). */
const PREVENTED = new Set(['click', 'keydown']);

/** Native controls whose Enter or Space acts through their click. */
const CLICKED_BY_KEY = 'button, a[href], summary, input[type="checkbox"], input[type="radio"]';

/** The event given again: a copy of it (a script's copy), or the click a key stood for. */
function replay(target: EventTarget, event: Event): void {
  if (target instanceof Node && !target.isConnected) return;
  if (event instanceof KeyboardEvent && (event.key === 'Enter' || event.key === ' ')) {
    if (target instanceof HTMLElement && target.matches(CLICKED_BY_KEY)) {
      // A copied key causes no click: the keydown clicks, as the key would have.
      if (event.type === 'keydown') target.click();
      return;
    }
  }
  const Copy = event.constructor as new (type: string, init: Event) => Event;
  target.dispatchEvent(new Copy(event.type, event));
}

/**
 * Starts `start` on the first sign the visitor is about to use the island, and holds back the
 * pointer, click and key events that reach it before it has hydrated: each is stopped (the
 * server's markup cannot act on it) and given again to its element, in order, once `hydrated`
 * settles, so the first tap on a tab or a card does what it says.
 */
function whenUsed(element: Element, start: () => void, hydrated: Promise<void>): void {
  const held: { target: EventTarget; event: Event }[] = [];
  let replaying = false;
  const intent = () => start();
  const hold = (event: Event) => {
    if (replaying || !event.target) return;
    // Keys that only move focus or modify another key pass: they ask nothing of the island.
    if (event instanceof KeyboardEvent && PASSING_KEYS.has(event.key)) return start();
    // Nothing else hears it first, React's own listeners on the same host included.
    if (PREVENTED.has(event.type)) event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ target: event.target, event });
    start();
  };
  for (const type of INTENT_EVENTS) element.addEventListener(type, intent, { passive: true });
  for (const type of HELD_EVENTS) element.addEventListener(type, hold, true);
  void hydrated.then(() => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, intent);
    for (const type of HELD_EVENTS) element.removeEventListener(type, hold, true);
    replaying = true;
    for (const { target, event } of held) replay(target, event);
    replaying = false;
  });
}

interface IslandContent {
  node: ReactNode;
  Host?: SlotHost;
}

async function islandContent(
  entry: IslandEntry,
  data: IslandsData,
  onHydrated?: () => void,
): Promise<IslandContent> {
  if (entry.kind === 'account') return { node: <AccountBar /> };
  if (entry.kind === 'tap') {
    const { TapLanding } = await import('../TapLanding');
    return { node: <TapLanding {...entry.props} /> };
  }
  const Render = await RENDERERS[entry.component.type]!();
  // A tab container renders its tabs' blocks: their hosts, with the renderers of their types.
  const nested = Object.keys(entry.nested);
  const Host =
    nested.length > 0
      ? await nestedHost(
          entry.nested,
          data.components.filter((c) => c.id in entry.nested).map((c) => c.type),
        )
      : undefined;
  return {
    node: (
      <IslandBody
        Render={Render}
        component={entry.component}
        data={entry.data}
        styles={entry.styles}
        onHydrated={onHydrated}
      />
    ),
    Host,
  };
}

/**
 * A server-rendered page with islands comes alive: each island (an element with `data-island`)
 * hydrates as a root of its own, at once, when it nears the screen or when it is first used
 * (ISLAND_TYPES in islandData.ts), with the
 * same providers and data the server rendered it with; the page's dialogs, toasts and effects
 * get a root of their own. The rest of the page stays the server's HTML and runs no script.
 * When the page moves to another address in place (after a registration), the whole visitor
 * app takes over the page.
 */
export function startIslands(data: IslandsData, queryClient: QueryClient): void {
  document.documentElement.classList.toggle('dark', data.rootMode === 'dark');
  document.documentElement.classList.toggle('light', data.rootMode === 'light');
  const roots: Root[] = [];
  const surfaces = document.createElement('div');
  document.body.append(surfaces);
  const layoutScope = data.scopes.find((scope) => scope.page) ?? data.scopes[0];
  let surfacesRoot: Root | null = null;
  if (layoutScope) {
    surfacesRoot = createRoot(surfaces);
    const root = surfacesRoot;
    void import('./PageSurfaces').then(({ PageSurfaces }) =>
      // Nothing of it shows until used: it renders in slices too.
      startTransition(() =>
        root.render(
          <StrictMode>
            <IslandRoot queryClient={queryClient} scope={layoutScope} components={[]}>
              <PageSurfaces />
            </IslandRoot>
          </StrictMode>,
        ),
      ),
    );
  }

  let upgraded = false;
  const hydrate = (element: Element, id: string, content: IslandContent, scope: IslandScope) => {
    if (upgraded) return;
    // In a transition, React hydrates in slices that yield to the browser (a tap, a paint)
    // instead of one long task per island: the server's markup is on screen meanwhile.
    startTransition(() => {
      roots.push(
        hydrateRoot(
          element,
          <StrictMode>
            <IslandRoot
              queryClient={queryClient}
              scope={scope}
              components={data.components}
              Host={content.Host}
            >
              {content.node}
            </IslandRoot>
          </StrictMode>,
          {
            identifierPrefix: islandIdPrefix(id),
            onRecoverableError: (error) =>
              console.error(`Vitrine: island ${id} did not hydrate as rendered`, error),
          },
        ),
      );
    });
  };
  // The islands wanted at once hydrate together, when all their code is in: the page comes
  // alive in one step (the account bar is not live while the tabs beside it are not).
  const atOnce: Promise<() => void>[] = [];
  for (const [id, entry] of Object.entries(data.islands)) {
    const element = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
    const scope = data.scopes[entry.scope];
    if (!element || !scope) continue;
    // A block inside another island (a tab's) hydrates with it.
    if (element.parentElement?.closest('[data-island]')) continue;
    // The parts of the site outside the layout (the account bar, a tap's landing) follow the
    // session from the start.
    const timing = entry.kind === 'component' ? ISLAND_TYPES[entry.component.type] : 'load';
    if (timing === 'load') {
      atOnce.push(
        islandContent(entry, data).then((content) => () => hydrate(element, id, content, scope)),
      );
      continue;
    }
    let markHydrated = () => {};
    const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
    let started = false;
    let stopWatching = () => {};
    const start = () => {
      if (started) return;
      started = true;
      stopWatching();
      void islandContent(entry, data, markHydrated).then((content) =>
        hydrate(element, id, content, scope),
      );
    };
    whenUsed(element, start, hydrated);
    const stopSeeing =
      timing === 'visible' || timing === 'idle' ? whenVisible(element, start) : () => {};
    const stopWaiting = timing === 'idle' ? whenIdleAfterLoad(start) : () => {};
    stopWatching = () => {
      stopSeeing();
      stopWaiting();
    };
  }
  void Promise.all(atOnce).then((starts) => {
    for (const start of starts) start();
  });

  // The page moved in place (registration's success): the visitor app renders the new address.
  window.addEventListener(
    'popstate',
    () => {
      upgraded = true;
      void import('../SiteApp').then(({ SiteApp }) => {
        for (const root of roots) root.unmount();
        surfacesRoot?.unmount();
        surfaces.remove();
        const page = document.getElementById('root');
        if (!page) return;
        createRoot(page).render(
          <StrictMode>
            <SiteApp queryClient={queryClient} />
          </StrictMode>,
        );
      });
    },
    { once: true },
  );
  // The page listens from here on: a script of the host's (or a test) can tell the server's
  // markup has come alive.
  document.documentElement.dataset.islands = 'started';
}
