import type { PageContextValue } from '../../renderer/PageContext';
import type { SiteRoute } from '../routes';
import type { LayoutComponent } from '../../schema/layout/component';
import type { Theme } from '../../schema/theme/theme';
import type { ThemeMode } from '../../ui/theme/themeContext';
import type { TapLandingProps } from '../TapLanding';

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

/** When an island hydrates (startIslands.tsx). */
export type IslandTiming = 'load' | 'idle' | 'visible' | 'interaction';

/**
 * The component types that hydrate, and when. `load`: at once, what depends on the visitor as
 * soon as the page shows (the registration block's trigger follows the session; the account
 * bar is one too). `idle`: once the page has loaded and the browser is idle, or sooner when the
 * block nears the screen — blocks whose server HTML waits for the browser (the feed's posts,
 * the countdown's time, a relative date-time's "3d ago"; a date-time that is not relative
 * stays plain HTML, hydratesWith), so they are whole a moment after load wherever they
 * are, without weighing on the load itself. `visible`: when the block nears the screen —
 * players, frames and carousels, which act only once seen. `interaction`: when the visitor first points at, touches or focuses it —
 * blocks that do nothing until used (tabs, block-grid dialogs, share, the product card's
 * details); the server's HTML shows them whole until then, and the first click or key waits
 * for the block to hydrate and then reaches it. A block that hydrates when visible hydrates on
 * interaction too. Every other type is plain server HTML and ships no JavaScript. A block
 * inside a tab container hydrates with it.
 */
export const ISLAND_TYPES: Readonly<Record<string, IslandTiming>> = {
  registration: 'load',
  'activity-feed': 'idle',
  'block-grid': 'interaction',
  'tab-container': 'interaction',
  share: 'interaction',
  countdown: 'idle',
  'date-time': 'idle',
  'product-card': 'interaction',
  carousel: 'interaction',
  'product-media': 'interaction',
  embed: 'visible',
  iframe: 'visible',
  audio: 'visible',
  video: 'visible',
};

/**
 * The source module of the renderer of each island type that hydrates at load (the one
 * islandRenderers.ts loads), as the build manifest names it: the server preloads those of a
 * page's `load` islands, with the islands' runtime, so they are in before the page's load event.
 * The other islands' renderers load when they hydrate.
 */
export const ISLANDS_MODULE = 'src/site/islands/startIslands.tsx';
/** The tap landing's module, loaded (and preloaded) only by a page a tap lands on. */
export const TAP_LANDING_MODULE = 'src/site/TapLanding.tsx';
export const LOAD_RENDERER_MODULES: Readonly<Record<string, string>> = {
  registration: 'src/components/registration/Registration.tsx',
};

/** The modules a page with these islands needs at once: the runtime and the `load` renderers. */
export function islandModules(data: IslandsData): string[] {
  const types = new Set<string>();
  const tap = Object.values(data.islands).some((entry) => entry.kind === 'tap');
  for (const entry of Object.values(data.islands)) {
    if (entry.kind === 'component' && ISLAND_TYPES[entry.component.type] === 'load')
      types.add(entry.component.type);
  }
  return [
    ISLANDS_MODULE,
    ...(tap ? [TAP_LANDING_MODULE] : []),
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
