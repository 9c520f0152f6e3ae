import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { AuthContext, useAuth, type AuthContextValue } from '../../client/auth/AuthContext';
import { AuthProvider } from '../../client/auth/AuthProvider';
import { useQuery } from '@tanstack/react-query';
import { ApiClientProvider, useApiClient } from '../../client/ClientProvider';
import type { AnyComponentDefinition } from '../../components/types';
import { ComponentError, ComponentErrorBoundary } from '../../renderer/ComponentErrorBoundary';
import { PriorityImagesContext } from '../../renderer/imagePriority';
import { PageContext, type PageContextValue } from '../../renderer/PageContext';
import {
  RenderContext,
  RenderFlagsContext,
  type RenderContextValue,
  type RenderFlags,
  type Slot,
} from '../../renderer/RenderContext';
import { createSlotStore } from '../../renderer/slotStore';
import type { LayoutComponent } from '../../schema/layout/component';
import { ThemeValue } from '../../ui/theme/themeContext';
import { collectionDetailKey, collectionDetailOptions, PAGE_DATA_FRESH_MS } from '../ssr/pageData';
import type { IslandScope } from './islandData';

/** How a tab container's slot is rendered: the renderer's ComponentHost, where it is loaded. */
export type SlotHost = ComponentType<{ component: LayoutComponent }>;

/**
 * The session as the server rendered it (not known yet) until the island has hydrated, then
 * the visitor's: an island that hydrates after the session check settled (one nearing the
 * screen late) still matches the server's markup, then fills in.
 */
function SessionAfterHydration({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const value = useMemo<AuthContextValue>(
    () =>
      hydrated
        ? auth
        : { ...auth, user: null, email: null, isAuthenticated: false, isLoading: true },
    [auth, hydrated],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * The page's token as the page's collection read in the query cache says it: what the server
 * rendered until something (a refused registration) makes the page read it again.
 */
function useCurrentToken(read: IslandScope['read'], rendered: PageContextValue['token']) {
  const client = useApiClient();
  const detail = useQuery({
    queryKey: read ? collectionDetailKey(read) : ['no-page-read'],
    queryFn: ({ signal }) =>
      client.collections.get(read!.slug, { ...collectionDetailOptions(read!), signal }),
    enabled: Boolean(read?.tokenId),
    staleTime: PAGE_DATA_FRESH_MS,
  });
  return detail.data?.token ?? rendered;
}

function IslandPage({
  page,
  read,
  children,
}: {
  page: NonNullable<IslandScope['page']>;
  read: IslandScope['read'];
  children: ReactNode;
}) {
  const auth = useAuth();
  const token = useCurrentToken(read, page.token);
  const value = useMemo<PageContextValue>(
    () => ({ ...page, token, user: auth.user, domain: auth.domain }),
    [page, token, auth.user, auth.domain],
  );
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/**
 * What every island root has around it, the same on the server (rendering it to markup) and in
 * the browser (hydrating that markup): the API client and the page's query cache, the visitor's
 * session, the theme, the page context and the renderer's flags. Renders no element of its own.
 */
export function IslandRoot({
  queryClient,
  scope,
  components,
  Host,
  children,
}: {
  queryClient: QueryClient;
  scope: IslandScope;
  components: readonly LayoutComponent[];
  Host?: SlotHost;
  children: ReactNode;
}) {
  const [slots] = useState(() => createSlotStore(components));
  const flags = useMemo<RenderFlags>(() => ({ builder: false, now: new Date() }), []);
  const context = useMemo<RenderContextValue>(
    () => ({
      ...flags,
      renderSlot: (slot: Slot) =>
        Host
          ? slots.get(slot).map((component) => <Host key={component.id} component={component} />)
          : null,
      slotComponents: (slot: Slot) => slots.get(slot),
      subscribeSlots: slots.subscribe,
    }),
    [flags, slots, Host],
  );
  const page = scope.page ? (
    <IslandPage page={scope.page} read={scope.read}>
      {children}
    </IslandPage>
  ) : (
    children
  );
  return (
    <ApiClientProvider queryClient={queryClient}>
      <AuthProvider>
        <SessionAfterHydration>
          <ThemeValue theme={scope.theme} mode={scope.mode}>
            <RenderFlagsContext.Provider value={flags}>
              <RenderContext.Provider value={context}>
                <PriorityImagesContext.Provider value={scope.priorityImages}>
                  {page}
                </PriorityImagesContext.Provider>
              </RenderContext.Provider>
            </RenderFlagsContext.Provider>
          </ThemeValue>
        </SessionAfterHydration>
      </AuthProvider>
    </ApiClientProvider>
  );
}

/** Says, from its effect, that the Suspense boundary it is in has hydrated; renders nothing. */
export function HydratedSignal({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/**
 * A placed component's body, as ComponentHost renders it inside its host element: its own error
 * boundary and Suspense boundary around the type's renderer, with the data already parsed.
 */
export function IslandBody({
  Render,
  component,
  data,
  styles,
  onHydrated,
}: {
  /** None: the component's data did not fit its schemas, and it shows its error. */
  Render: AnyComponentDefinition['Render'] | null;
  component: LayoutComponent;
  data: Record<string, unknown>;
  styles: Record<string, unknown>;
  /** Called once the renderer's markup has hydrated (its boundary may hydrate after the root). */
  onHydrated?: () => void;
}) {
  return (
    <ComponentErrorBoundary type={component.type} id={component.id}>
      <Suspense fallback={<ComponentError type={component.type} id={component.id} />}>
        {Render ? (
          <Render data={data} styles={styles} component={component} builder={false} />
        ) : (
          <ComponentError type={component.type} id={component.id} />
        )}
        {onHydrated ? <HydratedSignal done={onHydrated} /> : null}
      </Suspense>
    </ComponentErrorBoundary>
  );
}
