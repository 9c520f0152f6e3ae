import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { AccountBar } from '../AccountBar';
import { ISLAND_TYPES, type IslandEntry, type IslandScope, type IslandsData } from './islandData';
import { RENDERERS } from './islandRenderers';
import { IslandBody, IslandRoot, type SlotHost } from './IslandRoot';
import { islandIdPrefix } from './islandIds';
import { nestedHost } from './NestedHost';

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

interface IslandContent {
  node: ReactNode;
  Host?: SlotHost;
}

async function islandContent(entry: IslandEntry, data: IslandsData): Promise<IslandContent> {
  if (entry.kind === 'account') return { node: <AccountBar /> };
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
  const hydrate = (element: Element, id: string, content: IslandContent, scope: IslandScope) => {
    if (upgraded) return;
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
    if (entry.kind === 'account' || ISLAND_TYPES[entry.component.type] === 'load') {
      atOnce.push(
        islandContent(entry, data).then((content) => () => hydrate(element, id, content, scope)),
      );
    } else {
      whenVisible(element, () => {
        void islandContent(entry, data).then((content) => hydrate(element, id, content, scope));
      });
    }
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
}
