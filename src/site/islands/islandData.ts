import type { PageContextValue } from '../../renderer/PageContext';
import type { LayoutComponent } from '../../schema/layout/component';
import type { Theme } from '../../schema/theme/theme';
import type { ThemeMode } from '../../ui/theme/themeContext';

/** What the server had around a set of islands, given again to each island's root. */
export interface IslandScope {
  theme: Theme;
  mode: ThemeMode;
  /** The page context without the visitor (user, domain): each root reads the session itself. */
  page: Omit<PageContextValue, 'user' | 'domain'> | null;
  firstImage: string | null;
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
);

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
 * The component types that hydrate, and when: `load` at once (what the visitor may use or watch
 * as soon as the page shows: registration, the feed, tabs, block-grid dialogs, share, the
 * countdown and date, the product card's details), `visible` when the block nears the screen
 * (players, frames and carousels, which only act when seen). Every other type is plain server
 * HTML and ships no JavaScript. A block inside a tab container hydrates with it.
 */
export const ISLAND_TYPES: Readonly<Record<string, 'load' | 'visible'>> = {
  registration: 'load',
  'activity-feed': 'load',
  'block-grid': 'load',
  'tab-container': 'load',
  share: 'load',
  countdown: 'load',
  'date-time': 'load',
  'product-card': 'load',
  carousel: 'visible',
  'product-media': 'visible',
  embed: 'visible',
  iframe: 'visible',
  audio: 'visible',
  video: 'visible',
};

/**
 * The source module of each island type's renderer (the ones islandRenderers.ts loads), as the
 * build manifest names it: the server preloads those of the islands a page hydrates at once,
 * with the islands' runtime, so they are in before the page's load event.
 */
export const ISLANDS_MODULE = 'src/site/islands/startIslands.tsx';
export const RENDERER_MODULES: Readonly<Record<string, string>> = {
  registration: 'src/components/registration/Registration.tsx',
  'activity-feed': 'src/components/activity-feed/ActivityFeed.tsx',
  'block-grid': 'src/components/block-grid/BlockGridRender.tsx',
  'tab-container': 'src/components/tab-container/TabContainerRender.tsx',
  share: 'src/components/share/ShareRender.tsx',
  countdown: 'src/components/countdown/definition.tsx',
  'date-time': 'src/components/date-time/definition.tsx',
  'product-card': 'src/components/product-card/ProductCard.tsx',
  // What a tab container may hold.
  text: 'src/components/text/TextRender.tsx',
  image: 'src/components/image/definition.tsx',
  button: 'src/components/button/definition.tsx',
  links: 'src/components/links/definition.tsx',
  separator: 'src/components/separator/definition.tsx',
  location: 'src/components/location/definition.tsx',
  'product-attributes': 'src/components/product-attributes/ProductAttributes.tsx',
};

/** The modules a page with these islands needs at once: the runtime and the `load` renderers. */
export function islandModules(data: IslandsData): string[] {
  const types = new Set<string>();
  for (const entry of Object.values(data.islands)) {
    if (entry.kind === 'component' && ISLAND_TYPES[entry.component.type] === 'load')
      types.add(entry.component.type);
  }
  // The blocks inside those islands hydrate with them.
  for (const component of data.components) types.add(component.type);
  return [ISLANDS_MODULE, ...[...types].flatMap((type) => RENDERER_MODULES[type] ?? [])];
}

export function isIslandType(type: string): boolean {
  return Object.hasOwn(ISLAND_TYPES, type);
}
