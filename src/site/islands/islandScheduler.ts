import type { SessionResult } from '../../schema/entities/session';
import type { PageDataEntry } from '../ssr/pageData';
import {
  followsSession,
  isCompanion,
  islandTiming,
  type IslandEntry,
  type IslandScope,
  type IslandsData,
} from './islandData';
import type { Hydrator } from './islandHydrator';
import { pageApi } from './pageApi';

/**
 * How far beyond the screen a block starts hydrating, so it is ready when it is seen: half a
 * screen, which on a phone's connection is the time a scroll gives it.
 */
const VISIBLE_MARGIN = '50% 0px';

/**
 * What an island's host carries while its server markup stands in for it until it is used:
 * the page's script runs, so what that markup keeps invisible until then shows (the
 * registration block's trigger, the signed-out account bar; their CSS reads it).
 */
export const WAITING_ATTRIBUTE = 'data-island-waits';

/**
 * The elements that stand for a host on screen: a `display: contents` host (a part of the site
 * outside the layout, SiteIsland, styled so inline) has no box. Read from its inline style, not
 * its computed one, which would make the browser work out the page's styles as it starts.
 */
function boxesOf(element: Element): Element[] {
  return element instanceof HTMLElement && element.style.display === 'contents'
    ? [...element.children]
    : [element];
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
 * pointer, click and key events that reach it before it is ready: each is stopped (the
 * server's markup cannot act on it) and given again to its element, in order, once `ready`
 * settles, so the first tap on a tab, a card or a trigger does what it says. Returns what
 * forgets the events held so far.
 */
function whenUsed(element: Element, start: () => void, ready: Promise<void>): () => void {
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
  void ready.then(() => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, intent);
    for (const type of HELD_EVENTS) element.removeEventListener(type, hold, true);
    replaying = true;
    for (const { target, event } of held) replay(target, event);
    replaying = false;
  });
  // Forgets what was held: the island could not start, and the next use is a new one.
  return () => void held.splice(0);
}

/** One island the hydrator is asked to bring to life. */
export interface IslandToHydrate {
  element: Element;
  id: string;
  entry: IslandEntry;
  scope: IslandScope;
  /** Called once the island's renderer has hydrated. */
  onHydrated: () => void;
}

/**
 * A server-rendered page with islands comes alive without React until an island needs it.
 * Each island (an element with `data-island`) hydrates at once, when it nears the screen, when
 * it is first used, or — the account bar — at once for a signed-in visitor and on use for the
 * others (`islandTiming` in islandData.ts). The first island to hydrate brings in the hydrator
 * (islandHydrator.tsx: React, the page's query cache and language, the dialogs and toasts),
 * and with it the registration block, whose dialog other blocks open. Until then the page
 * runs this module only: its page view and, when it shows the account bar, one session check.
 * The rest of the page stays the server's HTML and runs no script. When the page moves to
 * another address in place, the whole visitor app takes over the page.
 */
export function scheduleIslands(data: IslandsData, entries: readonly PageDataEntry[]): void {
  document.documentElement.classList.toggle('dark', data.rootMode === 'dark');
  document.documentElement.classList.toggle('light', data.rootMode === 'light');
  const api = pageApi();
  const layoutScope = data.scopes.find((scope) => scope.page) ?? data.scopes[0];
  // Each request a page starts costs its main thread a few milliseconds: the page view and the
  // session check are sent each in a task of its own, so no task of the page's start is long.
  const inATaskOfItsOwn = <T>(send: () => T | Promise<T>) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(send()), 0));
  void inATaskOfItsOwn(() => api.trackPageView(layoutScope?.page ?? null));

  const timings = new Map<string, ReturnType<typeof islandTiming>>();
  for (const [id, entry] of Object.entries(data.islands))
    timings.set(id, islandTiming(entry, data.scopes[entry.scope]));
  const session: Promise<SessionResult | null> | null = Object.values(data.islands).some(
    followsSession,
  )
    ? inATaskOfItsOwn(() => api.readSession())
    : null;

  let hydrator: Promise<Hydrator> | null = null;
  // The browser keeps a module it could not fetch as failed for the life of the page, so once
  // the scripts could not load, the next use loads the page again.
  let scriptsFailed = false;
  const companions: (() => void)[] = [];
  const companionsHydrated: Promise<void>[] = [];
  const runtime = (): Promise<Hydrator> => {
    if (!hydrator) {
      hydrator = import('./islandHydrator')
        .then(({ startHydrator }) => startHydrator(data, entries, session, layoutScope))
        .catch((error: unknown) => {
          scriptsFailed = true;
          throw error;
        });
      for (const start of companions) start();
    }
    return hydrator;
  };

  /**
   * The islands of one start, hydrated together once all their code is in. When that code
   * cannot be fetched, `failed` lets them be used again: that use loads the page again.
   */
  const hydrateTogether = (islands: IslandToHydrate[], failed: () => void = () => {}) => {
    if (islands.length === 0) return;
    runtime().then(
      (h) => h.hydrate(islands),
      (error: unknown) => {
        console.error(
          'Vitrine: the page could not load its scripts; it tries again when used',
          error,
        );
        failed();
      },
    );
  };

  const atOnce: IslandToHydrate[] = [];
  for (const [id, entry] of Object.entries(data.islands)) {
    const element = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
    const scope = data.scopes[entry.scope];
    if (!element || !scope) continue;
    // A block inside another island (a tab's) hydrates with it.
    if (element.parentElement?.closest('[data-island]')) continue;
    const timing = timings.get(id)!;
    let markHydrated = () => {};
    const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
    const island: IslandToHydrate = { element, id, entry, scope, onHydrated: markHydrated };
    // A held click is given once the island is live and so is what it may open: the dialog
    // host and the registration block's dialog.
    const ready = hydrated
      .then(runtime)
      .then((h) => h.ready)
      .then(() => Promise.all(companionsHydrated))
      .then(() => undefined);
    if (isCompanion(entry)) companionsHydrated.push(hydrated);
    if (timing === 'load') {
      atOnce.push(island);
      continue;
    }
    let started = false;
    let stopWatching = () => {};
    let forgetHeld = () => {};
    const start = () => {
      if (started) return;
      if (scriptsFailed) return window.location.reload();
      started = true;
      stopWatching();
      hydrateTogether([island], () => {
        started = false;
        forgetHeld();
      });
    };
    if (isCompanion(entry)) companions.push(start);
    // A signed-in visitor's own state (the account bar, the feed's button) fills in at once.
    if (session && followsSession(entry))
      void session.then((result) => {
        if (result) start();
        else if (timing === 'session') element.setAttribute(WAITING_ATTRIBUTE, '');
      });
    if (timing === 'interaction') element.setAttribute(WAITING_ATTRIBUTE, '');
    forgetHeld = whenUsed(element, start, ready);
    if (timing === 'visible') stopWatching = whenVisible(element, start);
  }
  // The islands wanted at once hydrate together: the page comes alive in one step.
  hydrateTogether(atOnce);
  // The page moved to another address in place (a registration's success going to the token's
  // page, then Back): the whole visitor app renders the new address. A move to one of the
  // page's anchors (only the fragment changed) is no other address.
  const address = () => window.location.pathname + window.location.search;
  const rendered = address();
  let fragment = window.location.hash;
  const moved = () => {
    if (address() === rendered && window.location.hash !== fragment) {
      fragment = window.location.hash;
      return;
    }
    window.removeEventListener('popstate', moved);
    // Without its scripts the page is loaded anew at its new address, which the server renders.
    runtime().then(
      (h) => h.upgrade(),
      () => window.location.reload(),
    );
  };
  window.addEventListener('popstate', moved);
  // The page listens from here on: a script of the host's (or a test) can tell the server's
  // markup has come alive.
  document.documentElement.dataset.islands = 'started';
}
