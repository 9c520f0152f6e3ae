import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { getComponentDefinition } from '../../components/registry';
import { ComponentHost } from '../../renderer/ComponentHost';
import { priorityImageComponentIds } from '../../renderer/imagePriority';
import { IslandMarkupContext, type IslandMarkup } from '../../renderer/islands';
import { usePageContext } from '../../renderer/PageContext';
import { createSlotStore } from '../../renderer/slotStore';
import type { LayoutComponent } from '../../schema/layout/component';
import type { LayoutDocument } from '../../schema/layout/document';
import { parseWithFallback } from '../../schema/layout/parseLayout';
import { useTheme } from '../../ui/theme/ThemeProvider';
import {
  hydratesWith,
  isIslandType,
  type IslandEntry,
  type IslandScope,
  type IslandsData,
  type ParsedComponent,
  type SiteIslandName,
} from './islandData';
import { IslandBody, IslandRoot } from './IslandRoot';
import { islandIdPrefix } from './islandIds';

/**
 * A server render of a page with islands: how an island's root becomes markup (react-dom's
 * renderToString, given by the server so the browser never loads it) and what the page data
 * will tell the browser about each island.
 */
export interface ServerIslands {
  renderRoot: (root: ReactNode, identifierPrefix: string) => string;
  data: IslandsData;
}

export const ServerIslandsContext = createContext<ServerIslands | null>(null);

/** The route of the collection page being rendered, for its islands to read it again. */
export const PageReadContext = createContext<IslandScope['read']>(null);

/** A component's data and styles through its type's schemas; null when they do not fit. */
function parseComponent(component: LayoutComponent): ParsedComponent | null {
  const definition = getComponentDefinition(component.type);
  if (!definition || definition.implemented === false) return null;
  const data = parseWithFallback(definition.content, component.data);
  const styles = parseWithFallback(definition.style, component.styles);
  return data.ok && styles.ok ? { data: data.value, styles: styles.value } : null;
}

/** The components inside `parentId` (a tab container's tabs), at any depth. */
function descendants(components: readonly LayoutComponent[], parentId: string): LayoutComponent[] {
  const inside = components.filter((component) => component.parentId === parentId);
  return inside.flatMap((component) => [component, ...descendants(components, component.id)]);
}

function useIslandScope(server: ServerIslands | null, priorityImages: string[]): number {
  const page = usePageContext();
  const read = useContext(PageReadContext);
  const { theme, mode } = useTheme();
  return useMemo(() => {
    if (!server) return -1;
    const { user: _user, domain: _domain, ...rest } = page;
    const scope: IslandScope = {
      theme,
      mode,
      page: Object.keys(rest).length > 0 ? rest : null,
      priorityImages,
      read,
    };
    server.data.scopes.push(scope);
    return server.data.scopes.length - 1;
  }, [server, page, theme, mode, priorityImages, read]);
}

/**
 * Around a layout rendered on the server for islands: each placed component of an island type
 * (islandData.ts) is rendered as a root of its own, into its host, and recorded with its parsed
 * data; every other component stays part of the page's markup. Outside such a render (the
 * browser, the editor) it changes nothing.
 */
export function LayoutIslands({
  layout,
  children,
}: {
  layout: LayoutDocument;
  children: ReactNode;
}) {
  const server = useContext(ServerIslandsContext);
  const queryClient = useQueryClient();
  const priorityImages = useMemo(() => {
    const slots = createSlotStore(layout.components);
    return priorityImageComponentIds(layout.grid_config?.areas ?? [], (areaId) =>
      slots.get({ areaId }),
    );
  }, [layout]);
  const scopeIndex = useIslandScope(server, priorityImages);
  const markup = useMemo<IslandMarkup | null>(() => {
    if (!server) return null;
    server.data.rootMode = server.data.scopes[scopeIndex]!.mode;
    const scope = server.data.scopes[scopeIndex]!;
    return (component) => {
      if (!isIslandType(component.type)) return undefined;
      const parsed = parseComponent(component);
      // A component whose data does not fit renders its error in place, as plain HTML; one
      // whose server HTML is final needs no island.
      if (!parsed || !hydratesWith(component.type, parsed.data)) return undefined;
      const nested: Record<string, ParsedComponent> = {};
      for (const inner of descendants(layout.components, component.id)) {
        const innerParsed = parseComponent(inner);
        if (innerParsed) nested[inner.id] = innerParsed;
        // Only the blocks inside an island are rendered in the browser from this list.
        server.data.components.push(inner);
      }
      server.data.islands[component.id] = {
        scope: scopeIndex,
        kind: 'component',
        component,
        ...parsed,
        nested,
      };
      const definition = getComponentDefinition(component.type)!;
      return server.renderRoot(
        <IslandRoot
          queryClient={queryClient}
          scope={scope}
          components={layout.components}
          Host={ComponentHost}
        >
          <IslandBody
            Render={definition.Render}
            component={component}
            data={parsed.data}
            styles={parsed.styles}
          />
        </IslandRoot>,
        islandIdPrefix(component.id),
      );
    };
  }, [server, scopeIndex, layout, queryClient]);
  if (!markup) return children;
  return <IslandMarkupContext.Provider value={markup}>{children}</IslandMarkupContext.Provider>;
}

/** The island's element takes no box: the page lays out as if its content stood there alone. */
const CONTENTS = { display: 'contents' } as const;

/** A part of the site outside the layout has no priority image (one constant: a stable memo input). */
const NO_IMAGES: string[] = [];

type SiteIslandEntry = Extract<IslandEntry, { kind: SiteIslandName }>;
/** What the browser needs to render a part of the site again: its kind and, for some, props. */
type SiteIslandSpec = SiteIslandEntry extends infer E
  ? E extends SiteIslandEntry
    ? Omit<E, 'scope'>
    : never
  : never;

/**
 * A part of the site outside the layout that hydrates on its own (the account bar, a tap's
 * landing), rendered on the server as a root of its own in an element that takes no box;
 * elsewhere, as it is. `island` says what the browser renders in its place (islandContent in
 * islandHydrator.tsx), which must be what `children` are.
 */
export function SiteIsland({ island, children }: { island: SiteIslandSpec; children: ReactNode }) {
  const server = useContext(ServerIslandsContext);
  const queryClient = useQueryClient();
  const scopeIndex = useIslandScope(server, NO_IMAGES);
  if (!server) return children;
  const scope = server.data.scopes[scopeIndex]!;
  const name = island.kind;
  server.data.islands[name] = { scope: scopeIndex, ...island };
  const html = server.renderRoot(
    <IslandRoot
      queryClient={queryClient}
      scope={name === 'account' ? { ...scope, page: null } : scope}
      components={[]}
    >
      {children}
    </IslandRoot>,
    islandIdPrefix(name),
  );
  return <div data-island={name} style={CONTENTS} dangerouslySetInnerHTML={{ __html: html }} />;
}
