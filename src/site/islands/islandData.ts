import type { PageContextValue } from '../../renderer/PageContext';
import type { SiteRoute } from '../routes';
import type { LayoutComponent } from '../../schema/layout/component';
import type { Theme } from '../../schema/theme/theme';
import type { ThemeMode } from '../../ui/theme/themeContext';
import type { TapLandingProps } from '../TapLanding';
import { isRecord } from '../../schema/isRecord';

/** What the server had around a set of islands, given again to each island's root. */
export interface IslandScope {
  theme: Theme;
  mode: ThemeMode;
  /** The page context without the visitor (user, domain): each root reads the session itself. */
  page: Omit<PageContextValue, 'user' | 'domain'> | null;
  /**
   * The page's collection read (its route), which the roots keep reading from the page's query
   * cache: when a registration makes the page read it again, the token's state follows.
   */
  read: Extract<SiteRoute, { kind: 'collection' }> | null;
  /** The components whose first image loads at once (imagePriority.ts). */
  priorityImages: string[];
}

/** A component's data and styles as its schemas parsed them on the server. */
export interface ParsedComponent {
  data: Record<string, unknown>;
  styles: Record<string, unknown>;
}

/** One island of the page, by the value of its host's `data-island`. */
export type IslandEntry = { scope: number } & (
  | {
      kind: 'component';
      component: LayoutComponent;
      /** The component's data and styles as its schemas parsed them on the server. */
      data: Record<string, unknown>;
      styles: Record<string, unknown>;
      /** The same for each block inside it (a tab container's), by id. */
      nested: Record<string, ParsedComponent>;
    }
  | { kind: 'account' }
  | { kind: 'tap'; props: TapLandingProps }
);

/** The parts of the site outside the layout that are islands, by the name of their island. */
export type SiteIslandName = 'account' | 'tap';

/** The islands of a server-rendered visitor page, carried in its page data. */
export interface IslandsData {
  scopes: IslandScope[];
  /** The blocks inside islands (a tab container's), which its slots are read from. */
  components: LayoutComponent[];
  islands: Record<string, IslandEntry>;
  /** The light or dark class of the document's root (the innermost theme's). */
  rootMode: ThemeMode;
}

/**
 * When an island hydrates (islandScheduler.ts). `load`: at once. `visible`: when it comes near
 * the screen, or when first used. `interaction`: when the visitor first points at, touches or
 * focuses it. `session`: at once when the visitor is signed in, else when first used (the
 * account bar and a tap's landing: what a visitor who is not signed in sees is in the server's
 * markup).
 */
export type IslandTiming = 'load' | 'visible' | 'interaction' | 'session';

/**
 * The component types that hydrate, and when, unless their data says otherwise
 * (`islandTiming`). `visible`: blocks whose server HTML waits for the browser (the feed's
 * posts, the countdown's time, a relative date-time's "3d ago"; a date-time that is not
 * relative stays plain HTML, hydratesWith) and players and frames, which act only once seen.
 * `interaction`: blocks that the server's HTML shows whole and that do nothing until used —
 * tabs, block-grid dialogs, share, the product card's details, the registration block's
 * trigger (shown once the page's script runs, as the spec's "after mount" asks) and carousels
 * (their slides swipe natively until the engine starts); the first click or key waits for the
 * block to hydrate and then reaches it. A block that hydrates when visible hydrates on
 * interaction too. Every other type is plain server HTML and ships no JavaScript. A block
 * inside a tab container hydrates with it.
 */
export const ISLAND_TYPES: Readonly<Record<string, IslandTiming>> = {
  registration: 'interaction',
  'activity-feed': 'visible',
  'block-grid': 'interaction',
  'tab-container': 'interaction',
  share: 'interaction',
  countdown: 'visible',
  'date-time': 'visible',
  'product-card': 'interaction',
  carousel: 'interaction',
  'product-media': 'interaction',
  embed: 'visible',
  iframe: 'visible',
  audio: 'visible',
  video: 'visible',
};

/**
 * When one island of a page hydrates, from its type and what its data asks of it: a static
 * registration form shows the visitor's step (sign in, the form, not the owner) and a
 * collection's registration settings may relabel the trigger, so those hydrate at once; a
 * carousel that plays by itself or runs vertically (no native swipe) starts when it nears the
 * screen; the account bar and a tap's landing follow the session.
 */
export function islandTiming(entry: IslandEntry, scope: IslandScope | undefined): IslandTiming {
  if (entry.kind === 'account' || entry.kind === 'tap') return 'session';
  const { type } = entry.component;
  if (type === 'registration') {
    if (entry.data.type === 'static') return 'load';
    return isRecord(scope?.page?.collection?.registration_settings) ? 'load' : 'interaction';
  }
  if (
    (type === 'carousel' || type === 'product-media') &&
    (entry.data.autoplay === true || entry.data.orientation === 'vertical')
  )
    return 'visible';
  return ISLAND_TYPES[type] ?? 'interaction';
}

/**
 * Whether an island's markup follows the visitor, so that for a signed-in visitor it hydrates at
 * once: the account bar, a tap's landing (the item is theirs, or someone else's), and the
 * feed's add button (the owner's form, or why they may not post). For a visitor who is not signed in the server's markup is theirs already.
 */
export function followsSession(entry: IslandEntry): boolean {
  return (
    entry.kind === 'account' ||
    entry.kind === 'tap' ||
    (entry.kind === 'component' && entry.component.type === 'activity-feed')
  );
}

/**
 * Whether an island hydrates as soon as the page's script hydrates anything: the registration
 * block registers the dialog that other blocks (a block-grid card's registration action) open,
 * so it is there before their first click is given to them.
 */
export function isCompanion(entry: IslandEntry): boolean {
  return entry.kind === 'component' && entry.component.type === 'registration';
}

/**
 * The module that schedules the islands (no React: what a page loads for sure), the one that
 * hydrates them (React, the query cache, the language), and the root beside them (dialogs,
 * toasts), as the build manifest names them.
 */
export const ISLANDS_MODULE = 'src/site/islands/islandScheduler.ts';
export const HYDRATOR_MODULE = 'src/site/islands/islandHydrator.tsx';
export const SURFACES_MODULE = 'src/site/islands/PageSurfaces.tsx';
/**
 * The source module of the renderer of each island type that may hydrate at load (the one
 * islandRenderers.ts loads): the server preloads those of a page's `load` islands, with the
 * hydrator, so they are in before the page's load event. The other islands' renderers load
 * when they hydrate.
 */
export const LOAD_RENDERER_MODULES: Readonly<Record<string, string>> = {
  registration: 'src/components/registration/Registration.tsx',
};

/** Whether some island of the page hydrates at once, whoever the visitor is. */
export function hydratesAtLoad(data: IslandsData): boolean {
  return Object.values(data.islands).some(
    (entry) => islandTiming(entry, data.scopes[entry.scope]) === 'load',
  );
}

/**
 * The modules a page with these islands needs at once: the scheduler always; the hydrator, the
 * page surfaces and the renderers of its `load` islands when it has some.
 */
export function islandModules(data: IslandsData): string[] {
  if (!hydratesAtLoad(data)) return [ISLANDS_MODULE];
  const types = new Set<string>();
  for (const entry of Object.values(data.islands)) {
    if (entry.kind === 'component' && islandTiming(entry, data.scopes[entry.scope]) === 'load')
      types.add(entry.component.type);
  }
  return [
    ISLANDS_MODULE,
    HYDRATOR_MODULE,
    SURFACES_MODULE,
    ...[...types].flatMap((type) => LOAD_RENDERER_MODULES[type] ?? []),
  ];
}

export function isIslandType(type: string): boolean {
  return Object.hasOwn(ISLAND_TYPES, type);
}

/**
 * Whether a placed component of an island type hydrates, given its data as parsed: a date-time
 * label that does not count from now (not `relative`) is final as the server renders it (the
 * date in its own timezone, in the page's language), so it stays plain HTML and the page loads
 * neither its code nor the browser's time zone data for it.
 */
export function hydratesWith(type: string, data: Record<string, unknown>): boolean {
  if (!isIslandType(type)) return false;
  if (type === 'date-time') return data.relative === true;
  return true;
}
