import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createQueryClient } from '../../client/ClientProvider';
import { queryKeys } from '../../client/queryKeys';
import { getRuntimeConfig } from '../../client/runtimeConfig';
import { adoptPageLocale } from '../../i18n/i18n';
import { loadPageLanguage } from '../../i18n/loadLocale';
import type { SessionResult } from '../../schema/entities/session';
import { AccountBar } from '../AccountBar';
import { PAGE_DATA_FRESH_MS, seedQueryClient, type PageDataEntry } from '../ssr/pageData';
import type { IslandEntry, IslandScope, IslandsData } from './islandData';
import { RENDERERS } from './islandRenderers';
import { HydratedSignal, IslandBody, IslandRoot, type SlotHost } from './IslandRoot';
import { islandIdPrefix } from './islandIds';
import type { IslandToHydrate } from './islandScheduler';
import { nestedHost } from './NestedHost';

/** What the scheduler asks of the page's React side once an island needs it. */
export interface Hydrator {
  /** Hydrates these islands together, once all their code is in. */
  hydrate(islands: IslandToHydrate[]): void;
  /** Settles once the dialog host, the toasts and the sign-in dialog are mounted. */
  ready: Promise<void>;
  /** The whole visitor app takes over the page, which moved to another address in place. */
  upgrade(): void;
}

interface IslandContent {
  node: ReactNode;
  Host?: SlotHost;
}

async function islandContent(
  entry: IslandEntry,
  data: IslandsData,
  onHydrated: () => void,
): Promise<IslandContent> {
  const signal = <HydratedSignal done={onHydrated} />;
  if (entry.kind === 'account')
    return {
      node: (
        <>
          <AccountBar />
          {signal}
        </>
      ),
    };
  if (entry.kind === 'tap') {
    const { TapLanding } = await import('../TapLanding');
    return {
      node: (
        <>
          <TapLanding {...entry.props} />
          {signal}
        </>
      ),
    };
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
 * The React side of a page with islands, started by the first island that hydrates: the page's
 * query cache filled with the answers the server rendered with (and the session, when the
 * scheduler checked it), the page's language, and a root beside the islands for the dialogs,
 * toasts and the page's effects. Each island then hydrates as a root of its own with the same
 * providers and data the server rendered it with.
 */
export async function startHydrator(
  data: IslandsData,
  entries: readonly PageDataEntry[],
  session: Promise<SessionResult | null> | null,
  layoutScope: IslandScope | undefined,
): Promise<Hydrator> {
  const queryClient = createQueryClient();
  seedQueryClient(queryClient, entries);
  // The page's language is in before anything hydrates, so the markup matches the server's.
  const [, known] = await Promise.all([loadPageLanguage(adoptPageLocale()), session]);
  // The scheduler's check is the session every root reads, fresh as long as the page's own
  // answers are: no second request for it as the roots mount (a sign-in or out still
  // refreshes it).
  if (session) {
    const key = queryKeys.session(getRuntimeConfig().domain);
    queryClient.setQueryDefaults(key, { staleTime: PAGE_DATA_FRESH_MS });
    queryClient.setQueryData(key, known);
  }

  const roots: Root[] = [];
  let upgraded = false;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const surfaces = document.createElement('div');
  document.body.append(surfaces);
  let surfacesRoot: Root | null = null;
  if (layoutScope) {
    const { PageSurfaces } = await import('./PageSurfaces');
    surfacesRoot = createRoot(surfaces);
    const root = surfacesRoot;
    // Nothing of it shows until used: it renders in slices too.
    startTransition(() =>
      root.render(
        <StrictMode>
          <IslandRoot queryClient={queryClient} scope={layoutScope} components={[]}>
            <PageSurfaces onMounted={markReady} />
          </IslandRoot>
        </StrictMode>,
      ),
    );
  } else markReady();

  const hydrateOne = (island: IslandToHydrate, content: IslandContent) => {
    if (upgraded) return;
    // In a transition, React hydrates in slices that yield to the browser (a tap, a paint)
    // instead of one long task per island: the server's markup is on screen meanwhile.
    startTransition(() => {
      roots.push(
        hydrateRoot(
          island.element,
          <StrictMode>
            <IslandRoot
              queryClient={queryClient}
              scope={island.scope}
              components={data.components}
              Host={content.Host}
            >
              {content.node}
            </IslandRoot>
          </StrictMode>,
          {
            identifierPrefix: islandIdPrefix(island.id),
            onRecoverableError: (error) =>
              console.error(`Vitrine: island ${island.id} did not hydrate as rendered`, error),
          },
        ),
      );
    });
  };

  /** The page moved in place (a registration's success): the visitor app renders the new address. */
  const upgrade = () => {
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
  };

  return {
    ready,
    upgrade,
    hydrate(islands) {
      void Promise.all(
        islands.map((island) => islandContent(island.entry, data, island.onHydrated)),
      ).then((contents) => contents.forEach((content, i) => hydrateOne(islands[i]!, content)));
    },
  };
}
