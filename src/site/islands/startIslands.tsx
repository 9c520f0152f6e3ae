import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { AccountBar } from '../AccountBar';
import { ISLAND_TYPES, type IslandEntry, type IslandsData } from './islandData';
import { ISLAND_RENDERERS } from './islandRenderers';
import { IslandBody, IslandRoot, type SlotHost } from './IslandRoot';
import { islandIdPrefix } from './islandIds';

/** How far below the screen a block starts hydrating, so it is ready when it is seen. */
const VISIBLE_MARGIN = '200px';

function whenVisible(element: Element, start: () => void): void {
  if (typeof IntersectionObserver === 'undefined') return start();
  // The host takes no box of its own when it is `display: contents`; its children are seen.
  const targets =
    getComputedStyle(element).display === 'contents' ? [...element.children] : [element];
  const observer = new IntersectionObserver(
    (records) => {
      if (!records.some((record) => record.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const target of targets) observer.observe(target);
}

async function islandContent(entry: IslandEntry): Promise<{ node: ReactNode; Host?: SlotHost }> {
  if (entry.kind === 'account') return { node: <AccountBar /> };
  const Render = await ISLAND_RENDERERS[entry.component.type]!();
  // A tab container renders its tabs' blocks: those need the renderer's full component host.
  const Host =
    entry.component.type === 'tab-container'
      ? (await import('../../renderer/ComponentHost')).ComponentHost
      : undefined;
  return {
    node: (
      <IslandBody
        Render={Render}
        component={entry.component}
        data={entry.data}
        styles={entry.styles}
      />
    ),
    Host,
  };
}

/**
 * A server-rendered page with islands comes alive: each island (an element with `data-island`)
 * hydrates as a root of its own, at once or when it nears the screen (islandData.ts), with the
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
      root.render(
        <StrictMode>
          <IslandRoot queryClient={queryClient} scope={layoutScope} components={[]}>
            <PageSurfaces />
          </IslandRoot>
        </StrictMode>,
      ),
    );
  }

  let upgraded = false;
  for (const [id, entry] of Object.entries(data.islands)) {
    const element = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
    const scope = data.scopes[entry.scope];
    if (!element || !scope) continue;
    // A block inside another island (a tab's) hydrates with it.
    if (element.parentElement?.closest('[data-island]')) continue;
    const hydrate = () => {
      void islandContent(entry).then(({ node, Host }) => {
        if (upgraded) return;
        roots.push(
          hydrateRoot(
            element,
            <StrictMode>
              <IslandRoot
                queryClient={queryClient}
                scope={scope}
                components={data.components}
                Host={Host}
              >
                {node}
              </IslandRoot>
            </StrictMode>,
            { identifierPrefix: islandIdPrefix(id) },
          ),
        );
      });
    };
    if (entry.kind === 'account' || ISLAND_TYPES[entry.component.type] === 'load') hydrate();
    else whenVisible(element, hydrate);
  }

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
}
